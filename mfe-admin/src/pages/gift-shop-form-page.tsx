import { listingKinds } from 'contracts/listing-kinds';
import { ListingFormPage } from './listing-pages.tsx';

/** `/admin/gifts/add-gift-shop` and `/admin/gifts/edit-gift-shop/:id`. */
export default function GiftShopFormPage() {
  return <ListingFormPage kind={listingKinds.shop} />;
}
