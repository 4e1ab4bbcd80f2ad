import { useQuery } from '@tanstack/react-query';
import type { BlogSummary } from 'contracts/schemas/blog';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import type { ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** How many cards each home section shows. */
export const HOME_SECTION_SIZE = 3;

// `section: 'home'` keeps these single pages apart from the lists' paged (infinite) caches.
const featured = { featured: true, limit: HOME_SECTION_SIZE, section: 'home' } as const;

export function useFeaturedRestaurants(lang: string) {
  return useQuery({
    queryKey: queryKeys.restaurants.list(lang, featured),
    queryFn: () =>
      api.get<{ restaurants: RestaurantSummary[] }>('restaurants', { featured: true, limit: HOME_SECTION_SIZE }),
  });
}

export function useFeaturedShops(lang: string) {
  return useQuery({
    queryKey: queryKeys.shops.list(lang, featured),
    queryFn: () => api.get<{ shops: ShopSummary[] }>('shops', { featured: true, limit: HOME_SECTION_SIZE }),
  });
}

export function useLatestPosts(lang: string) {
  return useQuery({
    queryKey: queryKeys.blogs.list(lang, { sort: 'newest', limit: HOME_SECTION_SIZE, section: 'home' }),
    queryFn: () => api.get<{ blogs: BlogSummary[] }>('blogs', { sort: 'newest', limit: HOME_SECTION_SIZE }),
  });
}
