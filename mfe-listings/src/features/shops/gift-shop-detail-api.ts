import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopCategory } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { routeParams } from 'contracts/routes';
import type { ShopDetail, ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { nullWhenMissing } from '../listing-detail/missing-listing.ts';

export const fetchGiftShop = (id: string) => api.get<ShopDetail>(`shop/${encodeURIComponent(id)}`);

const detailQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: queryKeys.shops.detail(lang, id),
    queryFn: () => nullWhenMissing(fetchGiftShop(id)),
  });

export const useGiftShopDetail = (lang: Lang, id: string) => useQuery(detailQuery(lang, id));

/** The record the address names, before the page's first render. */
export const prefetchGiftShop: PagePrefetch = async (queryClient, { lang, pathname }) => {
  const id = routeParams('giftShop', pathname)?.id;
  if (id) await queryClient.prefetchQuery(detailQuery(lang, id));
};

/**
 * Shops selling what this one is about: the list filters on available items, which use the
 * same enumeration as a shop's categories (one more than shown, as this one may be among them).
 */
export function useSimilarGiftShops(lang: Lang, categories: ShopCategory[] | undefined) {
  const filters = { availableItems: categories ?? [], limit: 4, sort: 'featured' };
  return useQuery({
    queryKey: queryKeys.shops.list(lang, filters),
    queryFn: () => api.get<{ shops: ShopSummary[] }>('shops', filters),
    enabled: categories !== undefined,
  });
}
