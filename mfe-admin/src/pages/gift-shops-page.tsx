import { listingKinds } from 'contracts/listing-kinds';
import { ListingListPage } from './listing-pages.tsx';

/** `/admin/gifts`. */
export default function GiftShopsPage() {
  return <ListingListPage kind={listingKinds.shop} />;
}
