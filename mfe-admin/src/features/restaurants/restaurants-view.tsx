import { restaurantKind } from '../../components/listing-list/listing-kind.ts';
import { ListingList } from '../../components/listing-list/listing-list.tsx';

/** `/admin/restaurants`' content: the restaurants (or their trash) in the shared listing list. */
export function RestaurantsView() {
  return <ListingList kind={restaurantKind} />;
}
