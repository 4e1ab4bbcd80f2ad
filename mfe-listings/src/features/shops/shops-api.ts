import { useInfiniteQuery } from '@tanstack/react-query';
import type { shopListFilters } from 'contracts/list-filters';
import type { ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { LIST_PAGE_SIZE, nextPageParam } from '../listing-common/next-page.ts';
import type { ListFilters } from '../listing-common/url-filters.ts';

export type ShopFilters = ListFilters<typeof shopListFilters>;

export type ShopPage = { shops: ShopSummary[]; total: number; page: number; limit: number; totalCapped?: boolean };

export const fetchShops = (filters: Partial<ShopFilters>, page: number) =>
  api.get<ShopPage>('shops', { ...filters, page, limit: LIST_PAGE_SIZE });

/** Gift shops page by page; "load more" appends the next page. */
export function useShops(lang: string, filters: Partial<ShopFilters>) {
  return useInfiniteQuery({
    queryKey: queryKeys.shops.list(lang, filters),
    queryFn: ({ pageParam }) => fetchShops(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageParam(
        last,
        last.shops.length,
        pages.reduce((shown, page) => shown + page.shops.length, 0),
      ),
  });
}
