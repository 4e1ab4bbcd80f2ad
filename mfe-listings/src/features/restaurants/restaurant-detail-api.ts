import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cuisine } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { routeParams } from 'contracts/routes';
import type { RestaurantDetail, RestaurantSummary } from 'contracts/schemas/restaurant';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { nullWhenMissing } from '../listing-detail/missing-listing.ts';

export const fetchRestaurant = (id: string) => api.get<RestaurantDetail>(`restaurant/${encodeURIComponent(id)}`);

const detailQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: queryKeys.restaurants.detail(lang, id),
    queryFn: () => nullWhenMissing(fetchRestaurant(id)),
  });

export const useRestaurantDetail = (lang: Lang, id: string) => useQuery(detailQuery(lang, id));

/** The record the address names, before the page's first render. */
export const prefetchRestaurant: PagePrefetch = async (queryClient, { lang, pathname }) => {
  const id = routeParams('restaurant', pathname)?.id;
  if (id) await queryClient.prefetchQuery(detailQuery(lang, id));
};

/** Restaurants sharing a cuisine with this one (one more than shown, as this one may be among them). */
export function useSimilarRestaurants(lang: Lang, cuisineTypes: Cuisine[] | undefined) {
  const filters = { cuisineTypes: cuisineTypes ?? [], limit: 4, sort: 'featured' };
  return useQuery({
    queryKey: queryKeys.restaurants.list(lang, filters),
    queryFn: () => api.get<{ restaurants: RestaurantSummary[] }>('restaurants', filters),
    enabled: cuisineTypes !== undefined,
  });
}
