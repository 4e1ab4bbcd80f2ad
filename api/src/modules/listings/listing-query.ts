/**
 * What restaurants and gift shops share when listed: search, the common filters,
 * "open now" in Qatar time, the sorts of ARCHITECTURE.md §3 and localised summaries.
 */

import type { ListingSort } from 'contracts/enums';
import { weekdays } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { addDays, qatarClock, qatarDate } from 'contracts/opening-hours';
import { normalizeSearchText } from 'contracts/search';
import { and, arrayContains, arrayOverlaps, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { giftShops, restaurants } from '../../db/schema.ts';

export type ListingTable = typeof restaurants | typeof giftShops;

export const priceRanks = { low: 1, medium: 2, high: 3 } as const;

/** Names and descriptions in both languages, normalised, for trigram search. */
export function listingSearchText(parts: { en: string; ar: string }[]): string {
  return parts.map((p) => `${normalizeSearchText(p.en)} ${normalizeSearchText(p.ar)}`).join(' ');
}

/**
 * A name (or title) search: a substring of the normalised names in either language, or a near match
 * of one of their words (a misspelling), both through the names column's trigram index. Names only:
 * a visitor who searches by name expects names, and the short column keeps the fuzzy match cheap to
 * run and to plan at any table size.
 */
export function matchesName(names: AnyPgColumn, query: string): SQL | undefined {
  const q = normalizeSearchText(query);
  if (q === '') return undefined;
  return sql`(${names} like ${`%${q}%`} or ${q} <% ${names})`;
}

/**
 * The ranges a listing keeps on a Qatar date: those of the first special range covering the date,
 * else the regular ones. Most rows have no special hours, so the CASE skips the lookup for them and
 * the filter costs them only a scan of the small jsonb of their regular hours.
 */
function rangesOn(table: ListingTable, date: string, day: string): SQL {
  return sql`(case when ${table.specialHours} = '[]'::jsonb then ${table.hours} -> ${day}
    else coalesce((select s -> 'hours' -> ${day} from jsonb_array_elements(${table.specialHours}) with ordinality as x(s, n)
      where s->>'from' <= ${date} and s->>'to' >= ${date} order by n limit 1), ${table.hours} -> ${day}) end)`;
}

/**
 * Open now, in Qatar: a range of today's schedule, or one of yesterday's that runs past midnight.
 * Each schedule is the one in force on its own date (special hours replace the regular ones), as
 * `isOpenAt` in contracts/opening-hours.ts decides.
 */
function openAt(table: ListingTable, at: Date): SQL {
  const { day, minutes } = qatarClock(at);
  const today = qatarDate(at);
  const previous = weekdays[(weekdays.indexOf(day) + 6) % 7] as string;
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return sql`(exists (select 1 from jsonb_array_elements(${rangesOn(table, today, day)}) r
      where ${clock} >= r->>'open' and (r->>'close' <= r->>'open' or ${clock} < r->>'close'))
    or exists (select 1 from jsonb_array_elements(${rangesOn(table, addDays(today, -1), previous)}) r
      where r->>'close' <= r->>'open' and ${clock} < r->>'close'))`;
}

export type CommonListingFilters = {
  location?: string[] | undefined;
  pricing?: string[] | undefined;
  wheelchairAccess?: boolean | undefined;
  featured?: boolean | undefined;
  openNow?: boolean | undefined;
  name?: string | undefined;
};

/**
 * What a visitor may see: published and not in the trash. Every public read (lists, search,
 * details, saving) goes through this, so a draft or a deleted listing vanishes everywhere at once.
 */
export const visibleToVisitors = (table: ListingTable): SQL =>
  and(eq(table.status, 'published'), isNull(table.deletedAt)) as SQL;

export function commonConditions(table: ListingTable, filters: CommonListingFilters, now: Date): SQL[] {
  const conditions: (SQL | undefined)[] = [visibleToVisitors(table)];
  if (filters.location?.length) conditions.push(inArray(table.area, filters.location));
  if (filters.pricing?.length) conditions.push(inArray(table.pricing, filters.pricing));
  if (filters.wheelchairAccess !== undefined) conditions.push(eq(table.wheelchairAccessible, filters.wheelchairAccess));
  if (filters.featured !== undefined) conditions.push(eq(table.featured, filters.featured));
  if (filters.openNow === true) conditions.push(openAt(table, now));
  if (filters.openNow === false) conditions.push(sql`not ${openAt(table, now)}`);
  if (filters.name) conditions.push(matchesName(table.nameSearch, filters.name));
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** "Any of these" (a listing in one of the chosen categories). */
export const anyOf = (column: ListingTable['deliveryOptions'], values: string[] | undefined) =>
  values?.length ? arrayOverlaps(column, values) : undefined;
/** "All of these" (a listing with every feature asked for). */
export const allOf = (column: ListingTable['deliveryOptions'], values: string[] | undefined) =>
  values?.length ? arrayContains(column, values) : undefined;

/** ORDER BY for a sort; NULLS LAST written out so it matches the indexes. Ties broken by id. */
export function listingOrder(table: ListingTable, sort: ListingSort, lang: Lang): SQL[] {
  const name = lang === 'ar' ? table.nameAr : table.nameEn;
  switch (sort) {
    case 'featured':
      return [sql`${table.featured} desc nulls last`, sql`${table.createdAt} desc nulls last`, asc(table.id)];
    case 'newest':
      return [sql`${table.createdAt} desc`, sql`${table.id} desc`];
    case 'oldest':
      return [asc(table.createdAt), asc(table.id)];
    case 'name_asc':
      return [asc(name), asc(table.id)];
    case 'name_desc':
      return [sql`${name} desc`, sql`${table.id} desc`];
    case 'price_asc':
      return [asc(table.priceRank), asc(table.id)];
    case 'price_desc':
      return [sql`${table.priceRank} desc`, sql`${table.id} desc`];
  }
}

export function whereAll(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export const pick = <T>(lang: Lang, en: T, ar: T): T => (lang === 'ar' ? ar : en);

/**
 * The back-office list's own filters: a name search on `names` by the query field `nameField`, and
 * one category of `categories` by `categoryField` (each kind's form names them its own way).
 */
export function backOfficeFilters(
  names: { column: AnyPgColumn; field: string },
  categories: { column: ListingTable['deliveryOptions']; field: string },
) {
  return (query: Record<string, unknown>): (SQL | undefined)[] => {
    const name = query[names.field];
    const category = query[categories.field];
    return [
      typeof name === 'string' && name ? matchesName(names.column, name) : undefined,
      typeof category === 'string' ? arrayContains(categories.column, [category]) : undefined,
    ];
  };
}
