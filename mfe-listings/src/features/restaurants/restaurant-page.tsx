import { listingKinds } from 'contracts/listing-kinds';
import { ListingPage } from '../../components/listing-detail/listing-page.tsx';
import { prefetchListing } from '../../lib/listing-detail-api.ts';

const kind = listingKinds.restaurant;

export const prefetch = prefetchListing(kind);

/** `/restaurant/:slug/:id`: one restaurant. */
export default function RestaurantPage() {
  return <ListingPage kind={kind} />;
}
