import { blogCategories, blogSorts, type ListingEnumField, listingFieldValues, restaurantSorts } from './enums.ts';

/**
 * The filters of the public lists (spec §3) and of the blog, as plain data: the browser reads and
 * writes list URLs with them without loading zod (about 90 KB gzipped) on the pages visitors land
 * on. They read a URL as the API's query schemas do (schemas/restaurant.ts, schemas/shop.ts):
 * mfe-listings' url-filters.test.ts checks it.
 */
export type FilterField =
  /** Several of `values`: `?cuisineTypes=indian,qatari` or repeated keys. */
  | { kind: 'list'; values: readonly [string, ...string[]] }
  /** "true" or "false". */
  | { kind: 'flag' }
  /** A search text, trimmed, at most `maxLength` characters. */
  | { kind: 'text'; maxLength: number }
  /** One of `values`; `fallback` when absent, if it has one. */
  | { kind: 'choice'; values: readonly [string, ...string[]]; fallback?: string };

export type FilterFields = Record<string, FilterField>;

/** Search boxes take at most this many characters. */
const SEARCH_TEXT_MAX_LENGTH = 100;

const list = <const T extends readonly [string, ...string[]]>(values: T) => ({ kind: 'list', values }) as const;
/** Several of the codes a listing's `field` holds: the filter matches listings holding any or all of them. */
const codesOf = <F extends ListingEnumField>(field: F) => list(listingFieldValues[field].values);
const flag = { kind: 'flag' } as const;
const text = { kind: 'text', maxLength: SEARCH_TEXT_MAX_LENGTH } as const;

/** What both lists filter by. */
const listingFilterFields = {
  location: codesOf('area'),
  pricing: codesOf('pricing'),
  wheelchairAccess: flag,
  featured: flag,
  openNow: flag,
  sort: { kind: 'choice', values: restaurantSorts, fallback: 'featured' },
} as const;

/** What only the restaurants' list filters by (the api's query schema is built from it: schemas/restaurant.ts). */
export const restaurantOwnFilters = {
  businessName: text,
  diningOptions: codesOf('diningOptions'),
  cuisineTypes: codesOf('cuisineTypes'),
  dietaryPreferences: codesOf('dietaryPreferences'),
  mealOptions: codesOf('mealOptions'),
  ambience: codesOf('ambience'),
  amenities: codesOf('amenities'),
} as const satisfies FilterFields;

/** What only the shops' list filters by (schemas/shop.ts likewise); the spec names some filters apart from their fields. */
export const shopOwnFilters = {
  shopName: text,
  availableItems: codesOf('availableItems'),
  personalizedItems: codesOf('personalizations'),
  occasion: codesOf('occasions'),
  recipient: codesOf('recipients'),
  deliveryOptions: codesOf('deliveryOptions'),
} as const satisfies FilterFields;

export const restaurantListFilters = {
  ...listingFilterFields,
  ...restaurantOwnFilters,
} as const satisfies FilterFields;
export const shopListFilters = { ...listingFilterFields, ...shopOwnFilters } as const satisfies FilterFields;

/**
 * The blog list's: one category (the API takes several; the page's chips pick one) and a sort, both
 * left out of the URL and the request when not chosen (the API's default sort is the newest first).
 */
export const blogListFilters = {
  category: { kind: 'choice', values: blogCategories.values },
  title: text,
  sort: { kind: 'choice', values: blogSorts },
} as const satisfies FilterFields;

/** The value a field holds once read. */
type FilterValue<F extends FilterField> = F extends { kind: 'list'; values: readonly (infer V)[] }
  ? V[]
  : F extends { kind: 'flag' }
    ? boolean
    : F extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V
      : string;

/** A list's filters as read from its URL: a choice with a fallback (a list's sort) always, the others when set. */
export type FilterValues<D extends FilterFields> = {
  [K in keyof D as D[K] extends { kind: 'choice'; fallback: string } ? K : never]: FilterValue<D[K]>;
} & {
  [K in keyof D as D[K] extends { kind: 'choice'; fallback: string } ? never : K]?: FilterValue<D[K]>;
};
