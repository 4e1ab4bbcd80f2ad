import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cuisine } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { similarListings } from 'contracts/page-data';
import { routeParams } from 'contracts/routes';
import type { RestaurantDetail, RestaurantSummary } from 'contracts/schemas/restaurant';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { categoryAdsQuery } from '../listing-detail/ads-api.ts';
import { nullWhenMissing } from '../listing-detail/missing-listing.ts';

export const fetchRestaurant = (id: string) => api.get<RestaurantDetail>(`restaurant/${encodeURIComponent(id)}`);

const detailQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: queryKeys.restaurants.detail(lang, id),
    queryFn: () => nullWhenMissing(fetchRestaurant(id)),
  });

export const useRestaurantDetail = (lang: Lang, id: string) => useQuery(detailQuery(lang, id));

/** Restaurants sharing a cuisine with this one (contracts/page-data). */
const similarQuery = (lang: Lang, cuisineTypes: readonly Cuisine[]) => {
  const { path, query } = similarListings.restaurant({ cuisineTypes });
  return queryOptions({
    queryKey: queryKeys.restaurants.list(lang, query),
    queryFn: () => api.get<{ restaurants: RestaurantSummary[] }>(path, query),
  });
};

export const useSimilarRestaurants = (lang: Lang, cuisineTypes: readonly Cuisine[]) =>
  useQuery(similarQuery(lang, cuisineTypes));

/**
 * Everything the page shows before its first render: the record, then restaurants like it, and the
 * advertisement (the BFF preloads all of them with the HTML, so nothing waits on a round trip).
 */
export const prefetchRestaurant: PagePrefetch = async (queryClient, { lang, pathname }) => {
  const id = routeParams('restaurant', pathname)?.id;
  if (!id) return;
  const record = detailQuery(lang, id);
  await Promise.all([
    queryClient.prefetchQuery(categoryAdsQuery(lang, 'restaurant')),
    queryClient.prefetchQuery(record).then(() => {
      const restaurant = queryClient.getQueryData(record.queryKey);
      if (restaurant) return queryClient.prefetchQuery(similarQuery(lang, restaurant.cuisineTypes));
    }),
  ]);
};
