import { listingKinds } from 'contracts/listing-kinds';
import { ListingFormPage } from './listing-pages.tsx';

/** `/admin/restaurants/add-restaurant` and `/admin/restaurants/edit-restaurant/:id`. */
export default function RestaurantFormPage() {
  return <ListingFormPage kind={listingKinds.restaurant} />;
}
