import { useInfiniteQuery } from '@tanstack/react-query';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import { api } from 'platform/api';
import type { QueryValue } from 'platform/api-client';
import { queryKeys } from 'platform/query-keys';

export type RestaurantPage = {
  restaurants: RestaurantSummary[];
  total: number;
  page: number;
  limit: number;
  totalCapped?: boolean;
};

export const fetchRestaurants = (filters: Record<string, QueryValue>, page: number) =>
  api.get<RestaurantPage>('restaurants', { ...filters, page, limit: 12 });

/** Restaurants page by page; "load more" appends the next page. */
export function useRestaurants(lang: string, filters: Record<string, QueryValue>) {
  return useInfiniteQuery({
    queryKey: queryKeys.restaurants.list(lang, filters),
    queryFn: ({ pageParam }) => fetchRestaurants(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.restaurants.length, 0);
      // Past the counting cap the total is a floor: keep going while pages come back full.
      const more = shown < last.total || (last.totalCapped === true && last.restaurants.length === last.limit);
      return more ? last.page + 1 : undefined;
    },
  });
}
