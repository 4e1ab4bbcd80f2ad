import { listingKinds } from 'contracts/listing-kinds';
import { ListingListPage } from './listing-pages.tsx';

/** `/admin/restaurants`. */
export default function RestaurantsPage() {
  return <ListingListPage kind={listingKinds.restaurant} />;
}
