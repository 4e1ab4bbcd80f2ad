import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopCategory } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { similarListings } from 'contracts/page-data';
import { routeParams } from 'contracts/routes';
import type { ShopDetail, ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { categoryAdsQuery } from '../listing-detail/ads-api.ts';
import { nullWhenMissing } from '../listing-detail/missing-listing.ts';

export const fetchGiftShop = (id: string) => api.get<ShopDetail>(`shop/${encodeURIComponent(id)}`);

const detailQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: queryKeys.shops.detail(lang, id),
    queryFn: () => nullWhenMissing(fetchGiftShop(id)),
  });

export const useGiftShopDetail = (lang: Lang, id: string) => useQuery(detailQuery(lang, id));

/** Shops selling what this one is about (contracts/page-data). */
const similarQuery = (lang: Lang, categories: readonly ShopCategory[]) => {
  const { path, query } = similarListings.shop({ categories });
  return queryOptions({
    queryKey: queryKeys.shops.list(lang, query),
    queryFn: () => api.get<{ shops: ShopSummary[] }>(path, query),
  });
};

export const useSimilarGiftShops = (lang: Lang, categories: readonly ShopCategory[]) =>
  useQuery(similarQuery(lang, categories));

/**
 * Everything the page shows before its first render: the record, then shops like it, and the
 * advertisement (the BFF preloads all of them with the HTML, so nothing waits on a round trip).
 */
export const prefetchGiftShop: PagePrefetch = async (queryClient, { lang, pathname }) => {
  const id = routeParams('giftShop', pathname)?.id;
  if (!id) return;
  const record = detailQuery(lang, id);
  await Promise.all([
    queryClient.prefetchQuery(categoryAdsQuery(lang, 'shop')),
    queryClient.prefetchQuery(record).then(() => {
      const shop = queryClient.getQueryData(record.queryKey);
      if (shop) return queryClient.prefetchQuery(similarQuery(lang, shop.categories));
    }),
  ]);
};
