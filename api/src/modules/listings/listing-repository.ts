import type { ListingSort } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CommonListingFilters,
  commonConditions,
  type ListingTable,
  listingOrder,
  whereAll,
} from './listing-query.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ListingPageQuery = CommonListingFilters & { page: number; limit: number; sort: ListingSort };

/** Reads one kind of listing; the kind adds its own filter conditions. */
export function createListingRepository<T extends ListingTable>(db: Db, table: T) {
  return {
    async list(query: ListingPageQuery, extraConditions: (SQL | undefined)[], lang: Lang, now: Date) {
      const where = whereAll([...commonConditions(table, query, now), ...extraConditions]);
      const rows = await db
        .select({ row: table, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(table as ListingTable)
        .where(where)
        .orderBy(...listingOrder(table, query.sort, lang))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      // Past the last page the window count has no row to ride on.
      const total =
        rows[0]?.total ??
        (
          await db
            .select({ n: count() })
            .from(table as ListingTable)
            .where(where)
        )[0]?.n ??
        0;
      return { rows: rows.map((r) => r.row as T['$inferSelect']), total };
    },

    /** A published listing by id; anything that is not a well-formed id is simply not found. */
    async findById(id: string): Promise<T['$inferSelect'] | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(table as ListingTable)
        .where(eq(table.id, id))
        .limit(1);
      return row?.status === 'published' ? (row as T['$inferSelect']) : undefined;
    },
  };
}
