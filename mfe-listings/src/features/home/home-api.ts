import { useQuery } from '@tanstack/react-query';
import { HOME_SECTION_SIZE, homeSections } from 'contracts/page-data';
import type { BlogSummary } from 'contracts/schemas/blog';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import type { ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

// `section: 'home'` keeps these single pages apart from the lists' paged (infinite) caches.
const featured = { featured: true, limit: HOME_SECTION_SIZE, section: 'home' } as const;

export function useFeaturedRestaurants(lang: string) {
  return useQuery({
    queryKey: queryKeys.restaurants.list(lang, featured),
    // The same call as the server's preload of the home page (contracts/page-data), so that answer is used.
    queryFn: () =>
      api.get<{ restaurants: RestaurantSummary[] }>(homeSections.restaurants.path, homeSections.restaurants.query),
  });
}

export function useFeaturedShops(lang: string) {
  return useQuery({
    queryKey: queryKeys.shops.list(lang, featured),
    queryFn: () => api.get<{ shops: ShopSummary[] }>(homeSections.shops.path, homeSections.shops.query),
  });
}

export function useLatestPosts(lang: string) {
  return useQuery({
    queryKey: queryKeys.blogs.list(lang, { sort: 'newest', limit: HOME_SECTION_SIZE, section: 'home' }),
    queryFn: () => api.get<{ blogs: BlogSummary[] }>(homeSections.blogs.path, homeSections.blogs.query),
  });
}
