import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { shopListFilters } from 'contracts/list-filters';
import type { ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { LIST_PAGE_SIZE, nextPageParam } from '../../lib/next-page.ts';
import { type ListFilters, parseFilters } from '../../lib/url-filters.ts';

export type ShopFilters = ListFilters<typeof shopListFilters>;

export type ShopPage = { shops: ShopSummary[]; total: number; page: number; limit: number; totalCapped?: boolean };

const fetchShops = (filters: Partial<ShopFilters>, page: number) =>
  api.get<ShopPage>('shops', { ...filters, page, limit: LIST_PAGE_SIZE });

const shopsQuery = (lang: string, filters: Partial<ShopFilters>) =>
  infiniteQueryOptions({
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

/** Gift shops page by page; "load more" appends the next page. */
export const useShops = (lang: string, filters: Partial<ShopFilters>) => useInfiniteQuery(shopsQuery(lang, filters));

/** The first page of the list the address asks for, before the page's first render. */
export const prefetchShops: PagePrefetch = (queryClient, { lang, search }) =>
  queryClient.prefetchInfiniteQuery(shopsQuery(lang, parseFilters(shopListFilters, search)));
