import { similarListings } from 'contracts/page-data';
import type { RestaurantDetail, RestaurantSummary } from 'contracts/schemas/restaurant';
import { queryKeys } from 'platform/query-keys';
import { listingDetailQueries } from '../../lib/listing-detail-api.ts';

const restaurantQueries = listingDetailQueries<RestaurantDetail, { restaurants: RestaurantSummary[] }>({
  resource: 'restaurant',
  route: 'restaurant',
  adCategory: 'restaurant',
  keys: queryKeys.restaurants,
  // Restaurants sharing a cuisine with this one.
  similar: similarListings.restaurant,
});

export const useRestaurantDetail = restaurantQueries.useDetail;
export const useSimilarRestaurants = restaurantQueries.useSimilar;
/** Everything the page shows, before its first render. */
export const prefetchRestaurant = restaurantQueries.prefetch;
