import { listingKinds } from 'contracts/listing-kinds';
import { registerFiltersDrawer } from '../../components/listing-list/listing-filters.tsx';
import { ListingListPage } from '../../components/listing-list/listing-list-page.tsx';
import { prefetchListings } from '../../components/listing-list/listings-api.ts';
import './i18n/register.ts';

const kind = listingKinds.shop;
registerFiltersDrawer(kind);

export const prefetch = prefetchListings(kind);

/** `/listings/gift-shops`: the gift shops, filtered by the address; this folder holds their strings. */
export default function GiftShopsPage() {
  return <ListingListPage kind={kind} />;
}
