import { similarListings } from 'contracts/page-data';
import type { ShopDetail, ShopSummary } from 'contracts/schemas/shop';
import { queryKeys } from 'platform/query-keys';
import { listingDetailQueries } from '../../lib/listing-detail-api.ts';

const giftShopQueries = listingDetailQueries<ShopDetail, { shops: ShopSummary[] }>({
  resource: 'shop',
  route: 'giftShop',
  adCategory: 'shop',
  keys: queryKeys.shops,
  // Shops selling what this one is about.
  similar: similarListings.shop,
});

export const useGiftShopDetail = giftShopQueries.useDetail;
export const useSimilarGiftShops = giftShopQueries.useSimilar;
/** Everything the page shows, before its first render. */
export const prefetchGiftShop = giftShopQueries.prefetch;
