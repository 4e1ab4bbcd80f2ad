import type { ListingSummary as Summary } from 'contracts/listing-kinds';

/** What a similar-listing card needs of a listing's summary, whatever its kind. */
export type ListingSummary = Pick<Summary, '_id' | 'slug' | 'name' | 'pricing' | 'coverImage' | 'area'>;
