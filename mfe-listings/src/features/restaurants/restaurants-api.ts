import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { restaurantListFilters } from 'contracts/list-filters';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { LIST_PAGE_SIZE, nextPageParam } from '../../lib/next-page.ts';
import { type ListFilters, parseFilters } from '../../lib/url-filters.ts';

export type RestaurantFilters = ListFilters<typeof restaurantListFilters>;

export type RestaurantPage = {
  restaurants: RestaurantSummary[];
  total: number;
  page: number;
  limit: number;
  totalCapped?: boolean;
};

const fetchRestaurants = (filters: Partial<RestaurantFilters>, page: number) =>
  api.get<RestaurantPage>('restaurants', { ...filters, page, limit: LIST_PAGE_SIZE });

const restaurantsQuery = (lang: string, filters: Partial<RestaurantFilters>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.restaurants.list(lang, filters),
    queryFn: ({ pageParam }) => fetchRestaurants(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPageParam(
        last,
        last.restaurants.length,
        pages.reduce((shown, page) => shown + page.restaurants.length, 0),
      ),
  });

/** Restaurants page by page; "load more" appends the next page. */
export const useRestaurants = (lang: string, filters: Partial<RestaurantFilters>) =>
  useInfiniteQuery(restaurantsQuery(lang, filters));

/** The first page of the list the address asks for, before the page's first render. */
export const prefetchRestaurants: PagePrefetch = (queryClient, { lang, search }) =>
  queryClient.prefetchInfiniteQuery(restaurantsQuery(lang, parseFilters(restaurantListFilters, search)));
