import { ListingList } from '../../components/listing-list/listing-list.tsx';
import { restaurantKind } from './restaurant-kind.ts';

/** `/admin/restaurants`' content: the restaurants (or their trash) in the shared listing list. */
export function RestaurantsView() {
  return <ListingList kind={restaurantKind} />;
}
