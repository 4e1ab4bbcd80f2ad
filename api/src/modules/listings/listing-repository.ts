import type { ListingSort } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cappedCount, cappedCountStatement } from './capped-count.ts';
import {
  type CommonListingFilters,
  commonConditions,
  type ListingTable,
  listingOrder,
  visibleToVisitors,
  whereAll,
} from './listing-query.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ListingPageQuery = CommonListingFilters & { page: number; limit: number; sort: ListingSort };

/** The filters that decide a total (not the page, size or order); "open now" changes by the minute. */
function totalKey(query: ListingPageQuery, now: Date) {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const minute = filters.openNow === undefined ? '' : String(Math.floor(now.getTime() / 60_000));
  return `${JSON.stringify(filters)}|${minute}`;
}

/** Reads one kind of listing; the kind adds its own filter conditions. */
export function createListingRepository<T extends ListingTable>(db: Db, table: T) {
  /** A list's statements: its page, and the count of its total (the bench explains both). */
  const listStatements = (query: ListingPageQuery, extraConditions: (SQL | undefined)[], lang: Lang, now: Date) => {
    const where = whereAll([...commonConditions(table, query, now), ...extraConditions]);
    const page = db
      .select()
      .from(table as ListingTable)
      .where(where)
      .orderBy(...listingOrder(table, query.sort, lang))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { where, page, count: cappedCountStatement(db, table, where) };
  };
  const byIdStatement = (id: string) =>
    db
      .select()
      .from(table as ListingTable)
      .where(and(eq(table.id, id), visibleToVisitors(table)))
      .limit(1);

  return {
    listStatements,
    byIdStatement,

    /** `query` carries every filter of the kind, so a remembered total matches exactly one filter set. */
    async list(query: ListingPageQuery, extraConditions: (SQL | undefined)[], lang: Lang, now: Date) {
      const { where, page } = listStatements(query, extraConditions, lang, now);
      const rows = await page;
      return { rows: rows as T['$inferSelect'][], ...(await cappedCount(db, table, where, totalKey(query, now))) };
    },

    /** A listing a visitor may see, by id; anything that is not a well-formed id is simply not found. */
    async findById(id: string): Promise<T['$inferSelect'] | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await byIdStatement(id);
      return row as T['$inferSelect'] | undefined;
    },
  };
}
