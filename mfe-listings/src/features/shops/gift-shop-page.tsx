import { listingKinds } from 'contracts/listing-kinds';
import { ListingPage } from '../../components/listing-detail/listing-page.tsx';
import { prefetchListing } from '../../lib/listing-detail-api.ts';

const kind = listingKinds.shop;

export const prefetch = prefetchListing(kind);

/** `/gift-shop/:slug/:id`: one gift or flower shop. */
export default function GiftShopPage() {
  return <ListingPage kind={kind} />;
}
