import { z } from 'zod';
import {
  areas,
  deliveryOptions,
  type ListingEnumField,
  listingFieldValues,
  priceLevels,
  restaurantSorts,
  weekdays,
} from '../enums.ts';
import type { FilterField } from '../list-filters.ts';
import { weeklyHoursProblems } from '../opening-hours.ts';
import {
  bilingualTextSchema,
  dateInput,
  imageSchema,
  limitSchema,
  pageSchema,
  queryBoolean,
  queryEnumList,
  requiredText,
  searchTextQuery,
  singleLineText,
} from './common.ts';

const clock = singleLineText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });
export const openRangeSchema = z.object({ open: clock, close: clock });
/** Per weekday the open ranges; an empty list is a closed day. A close before its open runs past midnight. */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, z.array(openRangeSchema).max(4)])) as Record<
    (typeof weekdays)[number],
    z.ZodArray<typeof openRangeSchema>
  >,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const problemMessage = { emptyRange: 'validation.emptyHoursRange', overlap: 'validation.hoursOverlap' } as const;

/**
 * Weekly hours as an admin writes them: no empty range, no two ranges sharing a minute (see
 * weeklyHoursProblems), each refusal named on its range. Reads keep {@link weeklyHoursSchema}, so
 * hours saved before these rules still open in the back office to be put right.
 */
export const weeklyHoursInput = weeklyHoursSchema.superRefine((hours, context) => {
  for (const { day, index, problem } of weeklyHoursProblems(hours)) {
    const field = problem === 'emptyRange' ? 'close' : 'open';
    context.addIssue({ code: 'custom', message: problemMessage[problem], path: [day, index, field] });
  }
});

/**
 * A named date range (Ramadan, Eid) whose weekly hours replace the regular ones from `from` to `to`,
 * both included, in Qatar's calendar.
 */
const specialHoursFields = { name: bilingualTextSchema(80), from: dateInput(), to: dateInput() };
export const specialHoursSchema = z
  .object({ ...specialHoursFields, hours: weeklyHoursInput })
  .refine((range) => range.from <= range.to, { error: 'validation.endBeforeStart', path: ['to'] });
export type SpecialHours = z.infer<typeof specialHoursSchema>;
/** How many special ranges a listing may have. */
export const MAX_SPECIAL_HOURS = 12;

/**
 * A special range as visitors get it: the name in the request's language. Lists and detail pages
 * carry only the ranges that still matter (see the api's listing-view.ts), so the open-now badge
 * can judge the hours in force without the whole year's ranges.
 */
export const specialHoursViewSchema = z.object({
  name: z.string(),
  from: z.string(),
  to: z.string(),
  hours: weeklyHoursSchema,
});
export type SpecialHoursView = z.infer<typeof specialHoursViewSchema>;

/** A listing's hours as the back office reads them back: as stored, without the rules on writing them. */
export const storedHoursFields = {
  hours: weeklyHoursSchema,
  specialHours: z.array(z.object({ ...specialHoursFields, hours: weeklyHoursSchema })).optional(),
};

/** A draft is kept for the back office only; visitors see published listings. */
export const listingStatuses = ['published', 'draft'] as const;
/** How long a deleted listing stays in the trash (restorable) before the api purges it for good. */
export const TRASH_RETENTION_DAYS = 30;
export type ListingStatus = (typeof listingStatuses)[number];

/** Fields every listing (restaurant or shop) has, as an admin writes them: both languages. */
export const listingInputBase = z.object({
  slug: requiredText(
    singleLineText().trim(),
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation.invalid' })
      .max(120),
  ),
  name: bilingualTextSchema(100),
  description: bilingualTextSchema(2000, { multiLine: true }),
  address: bilingualTextSchema(300, { multiLine: true }),
  area: z.enum(areas.values, { error: 'validation.unknownValue' }),
  coordinates: z.object({ lat: z.number().min(24).max(27), lng: z.number().min(50).max(52) }).optional(),
  phone: requiredText(
    singleLineText().trim(),
    z.string().regex(/^\+?[\d ]{7,20}$/, { error: 'validation.phoneDigits' }),
    'validation.phoneRequired',
  ),
  pricing: z.enum(priceLevels.values, { error: 'validation.unknownValue' }),
  hours: weeklyHoursInput,
  specialHours: z
    .array(specialHoursSchema)
    .max(MAX_SPECIAL_HOURS)
    .superRefine((ranges, context) => {
      // Each day has one set of hours: a range may not share a date with an earlier one.
      ranges.forEach((range, index) => {
        const overlaps = ranges.slice(0, index).some((other) => range.from <= other.to && other.from <= range.to);
        if (overlaps) context.addIssue({ code: 'custom', message: 'validation.rangesOverlap', path: [index, 'from'] });
      });
    })
    .optional(),
  featured: z.boolean(),
  /** Published when left out (the seed and older clients). */
  status: z.enum(listingStatuses, { error: 'validation.unknownValue' }).optional(),
  wheelchairAccessible: z.boolean(),
  deliveryOptions: z.array(z.enum(deliveryOptions.values, { error: 'validation.unknownValue' })),
  memberSince: dateInput(),
  /** Uploaded pictures (admin/media): the cover and the gallery, in order. */
  coverMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
  galleryMediaIds: z
    .array(z.uuid({ error: 'validation.invalidId' }))
    .max(30)
    .optional(),
});

/** Query fields shared by the public restaurant and shop lists. */
export const listingQueryBase = {
  page: pageSchema,
  limit: limitSchema,
  location: queryEnumList(areas.values),
  pricing: queryEnumList(priceLevels.values),
  wheelchairAccess: queryBoolean.optional(),
  featured: queryBoolean.optional(),
  openNow: queryBoolean.optional(),
  sort: z.enum(restaurantSorts, { error: 'validation.unknownValue' }).default('featured'),
};

/** What every localised listing summary carries (list cards). */
export const listingSummaryBase = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  area: z.enum(areas.values),
  address: z.string(),
  pricing: z.enum(priceLevels.values),
  featured: z.boolean(),
  wheelchairAccessible: z.boolean(),
  hours: weeklyHoursSchema,
  /** Special ranges in force or starting within a week (the card's open-now badge), ended ones left out. */
  specialHours: z.array(specialHoursViewSchema),
  deliveryOptions: z.array(z.enum(deliveryOptions.values)),
  memberSince: z.string(),
  coverImage: imageSchema.nullable(),
  /** Whether the signed-in caller saved it (always false for visitors). */
  isFavorite: z.boolean(),
  isBookmarked: z.boolean(),
});

export const listingDetailExtras = {
  /** Every special range not yet ended (yesterday's included: its evening may run past midnight). */
  specialHours: z.array(specialHoursViewSchema),
  phone: z.string(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  gallery: z.array(imageSchema),
};

/** The codes a listing's `field` holds, as an admin writes them (an unknown one is named as such)... */
const codesInput = <F extends ListingEnumField>(field: F) =>
  z.array(z.enum(listingFieldValues[field].values, { error: 'validation.unknownValue' }));
/** ...and as the api answers them. */
const codesAnswer = <F extends ListingEnumField>(field: F) => z.array(z.enum(listingFieldValues[field].values));

// Each field's schema in the fields' order: a schema's properties keep it, and so does its OpenAPI document.
const inputsOf = <const F extends readonly ListingEnumField[]>(fields: F) =>
  Object.fromEntries(fields.map((field) => [field, codesInput(field)])) as {
    [K in F[number]]: ReturnType<typeof codesInput<K>>;
  };
const answersOf = <const F extends readonly ListingEnumField[]>(fields: F) =>
  Object.fromEntries(fields.map((field) => [field, codesAnswer(field)])) as {
    [K in F[number]]: ReturnType<typeof codesAnswer<K>>;
  };

type OwnFilter = Extract<FilterField, { kind: 'list' | 'text' }>;
type OwnFilterQuery<F extends OwnFilter> = F extends {
  kind: 'list';
  values: infer V extends readonly [string, ...string[]];
}
  ? ReturnType<typeof queryEnumList<V>>
  : typeof searchTextQuery;

/** A kind's own list filters (contracts/list-filters) as its list query's fields: codes as lists, the name search as a text. */
function ownFilterQuery<const F extends Record<string, OwnFilter>>(filters: F) {
  return Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [
      name,
      filter.kind === 'list' ? queryEnumList(filter.values) : searchTextQuery,
    ]),
  ) as { [K in keyof F]: OwnFilterQuery<F[K]> };
}

/**
 * What a kind's schemas share, from what it holds and filters by: its fields of enumeration codes
 * (`category`, the one it must have at least one of, first; then the rest of its card's, then the ones
 * only its detail page adds) and its public list's own filters. The kind's file adds what is its alone.
 */
export function listingKindBase<
  const C extends ListingEnumField,
  const S extends readonly ListingEnumField[],
  const D extends readonly ListingEnumField[],
  const F extends Record<string, OwnFilter>,
>(kind: { category: C; summary: S; detail: D; filters: F }) {
  const required = { [kind.category]: codesInput(kind.category).min(1) } as {
    [K in C]: ReturnType<typeof codesInput<K>>;
  };
  return {
    input: listingInputBase.extend({ ...inputsOf([kind.category, ...kind.summary, ...kind.detail]), ...required }),
    listQuery: z.object({ ...listingQueryBase, ...ownFilterQuery(kind.filters) }),
    summary: listingSummaryBase.extend(answersOf([kind.category, ...kind.summary])),
    /** The detail page's fields beside the card's. */
    detail: { ...listingDetailExtras, ...answersOf(kind.detail) },
  };
}

export { searchTextQuery };
