import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_SECTION_SIZE, homeSections } from 'contracts/page-data';
import type { BlogSummary } from 'contracts/schemas/blog';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import type { ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';

// `section: 'home'` keeps these single pages apart from the lists' paged (infinite) caches.
const featured = { featured: true, limit: HOME_SECTION_SIZE, section: 'home' } as const;

// Each call is the same as the server's preload of the home page (contracts/page-data), so that answer is used.
const homeQueries = {
  restaurants: (lang: string) =>
    queryOptions({
      queryKey: queryKeys.restaurants.list(lang, featured),
      queryFn: () =>
        api.get<{ restaurants: RestaurantSummary[] }>(homeSections.restaurants.path, homeSections.restaurants.query),
    }),
  shops: (lang: string) =>
    queryOptions({
      queryKey: queryKeys.shops.list(lang, featured),
      queryFn: () => api.get<{ shops: ShopSummary[] }>(homeSections.shops.path, homeSections.shops.query),
    }),
  blogs: (lang: string) =>
    queryOptions({
      queryKey: queryKeys.blogs.list(lang, { sort: 'newest', limit: HOME_SECTION_SIZE, section: 'home' }),
      queryFn: () => api.get<{ blogs: BlogSummary[] }>(homeSections.blogs.path, homeSections.blogs.query),
    }),
};

export const useFeaturedRestaurants = (lang: string) => useQuery(homeQueries.restaurants(lang));
export const useFeaturedShops = (lang: string) => useQuery(homeQueries.shops(lang));
export const useLatestPosts = (lang: string) => useQuery(homeQueries.blogs(lang));

/** Every home section's data, before the page's first render. */
export const prefetchHome: PagePrefetch = (queryClient, { lang }) =>
  Promise.all([
    queryClient.prefetchQuery(homeQueries.restaurants(lang)),
    queryClient.prefetchQuery(homeQueries.shops(lang)),
    queryClient.prefetchQuery(homeQueries.blogs(lang)),
  ]);
