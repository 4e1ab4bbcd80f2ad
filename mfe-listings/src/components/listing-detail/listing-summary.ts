import type { RestaurantSummary } from 'contracts/schemas/restaurant';

/** What a similar-listing card needs of a restaurant or shop summary. */
export type ListingSummary = Pick<RestaurantSummary, '_id' | 'slug' | 'name' | 'pricing' | 'coverImage' | 'area'>;
