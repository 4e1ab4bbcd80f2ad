import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FilterFields } from 'contracts/list-filters';
import type { ListingKind, ListingKindDescriptor, ListingSummary } from 'contracts/listing-kinds';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { LIST_PAGE_SIZE, type ListPageInfo, nextPageParam } from '../../lib/next-page.ts';
import { type ListFilters, parseFilters } from '../../lib/url-filters.ts';

/** A list's filters as read from its address (contracts/listing-kinds names each kind's). */
export type ListingFilters = Partial<ListFilters<FilterFields>>;

/** One page of a kind's list as the BFF wraps it: the cards under the kind's plural (`{ restaurants: [...] }`). */
export type ListingPage<K extends ListingKind = ListingKind> = ListPageInfo &
  Partial<Record<ListingKindDescriptor['plural'], ListingSummary<K>[]>>;

/** The cards of one page. */
export const cardsOf = <K extends ListingKind>(kind: ListingKindDescriptor<K>, page: ListingPage<K>) =>
  page[kind.plural] ?? [];

const listingsQuery = (kind: ListingKindDescriptor, lang: string, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys[kind.plural].list(lang, filters),
    queryFn: ({ pageParam }) =>
      api.get<ListingPage>(kind.plural, { ...filters, page: pageParam, limit: LIST_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageParam(
        last,
        cardsOf(kind, last).length,
        pages.reduce((shown, page) => shown + cardsOf(kind, page).length, 0),
      ),
  });

/** A kind's listings page by page; "load more" appends the next page. */
export const useListings = (kind: ListingKindDescriptor, lang: string, filters: ListingFilters) =>
  useInfiniteQuery(listingsQuery(kind, lang, filters));

/** The first page of the list the address asks for, before the page's first render. */
export const prefetchListings =
  (kind: ListingKindDescriptor): PagePrefetch =>
  (queryClient, { lang, search }) =>
    queryClient.prefetchInfiniteQuery(listingsQuery(kind, lang, parseFilters(kind.filters, search)));
