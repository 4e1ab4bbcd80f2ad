import type { Lang } from 'contracts/i18n';
import type { AdminListingSort } from 'contracts/schemas/admin';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { restaurants } from '../../db/schema.ts';
import { selectPage } from '../../db/select-page.ts';
import type { ListingTable } from './listing-query.ts';

/** The back office's filters of a list or an export; without `trash` only live listings, with it only deleted ones. */
export type AdminListingFilters = {
  area?: string | undefined;
  featured?: boolean | undefined;
  status?: string | undefined;
  trash?: boolean | undefined;
  sort: AdminListingSort;
} & Record<string, unknown>;

/** Rows per read of an export: the file is streamed, never held whole in memory. */
const EXPORT_BATCH = 500;

/**
 * The order of an admin list as key columns, all in one direction, the id last to break ties, so
 * an export can page on by keyset (rows after the last one sent) instead of by offset. The trash's
 * default order is the newest deletion first.
 */
function orderKey(table: ListingTable, sort: AdminListingSort, trash: boolean, lang: Lang) {
  const t = table as typeof restaurants;
  const name = { column: lang === 'ar' ? t.nameAr : t.nameEn, type: 'text' };
  const id = { column: t.id, type: 'uuid' };
  const time = (column: AnyPgColumn) => ({ column, type: 'timestamptz' });
  switch (sort) {
    case 'updated_desc':
      return { descending: true, keys: [time(trash ? t.deletedAt : t.updatedAt), id] };
    case 'updated_asc':
      return { descending: false, keys: [time(t.updatedAt), id] };
    case 'name_asc':
    case 'name_desc':
      return { descending: sort === 'name_desc', keys: [name, id] };
    case 'area_asc':
    case 'area_desc':
      return { descending: sort === 'area_desc', keys: [{ column: t.area, type: 'text' }, name, id] };
  }
}
type OrderKey = ReturnType<typeof orderKey>;

const orderBy = (key: OrderKey) =>
  key.keys.map(({ column }) => (key.descending ? sql`${column} desc` : sql`${column}`));

/** Rows after `cursor` (the key values of the last row sent, as text so no precision is lost). */
function after(key: OrderKey, cursor: string[]): SQL {
  const columns = sql.join(
    key.keys.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const values = sql.join(
    key.keys.map(({ type }, i) => sql`cast(${cursor[i]} as ${sql.raw(type)})`),
    sql`, `,
  );
  return key.descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/** The back office's reads of one kind of listing: its list and its export, trash included. */
export function createAdminListingRepository<T extends ListingTable>(
  db: Db,
  table: T,
  kindFilters: (query: Record<string, unknown>) => (SQL | undefined)[],
) {
  type Row = T['$inferSelect'];
  const t = table as typeof restaurants;
  const whereOf = (query: AdminListingFilters) =>
    and(
      ...kindFilters(query),
      query.area ? eq(t.area, query.area) : undefined,
      query.featured !== undefined ? eq(t.featured, query.featured) : undefined,
      query.status ? eq(t.status, query.status) : undefined,
      query.trash ? isNotNull(t.deletedAt) : isNull(t.deletedAt),
    );
  const keyOf = (query: AdminListingFilters, lang: Lang) => orderKey(table, query.sort, query.trash === true, lang);

  return {
    list(query: AdminListingFilters & { page: number; limit: number }, lang: Lang) {
      const order = orderBy(keyOf(query, lang));
      return selectPage(db, table, { where: whereOf(query), order, page: query.page, limit: query.limit });
    },

    /** The ids of every row the filters match: what a bulk action on "all matching" acts on. */
    async matchingIds(query: AdminListingFilters): Promise<string[]> {
      const rows = await db.select({ id: t.id }).from(t).where(whereOf(query)).orderBy(t.id);
      return rows.map((row) => row.id);
    },

    /** The rows of `ids` that exist, trash included, in one read per EXPORT_BATCH ids. */
    async findByIds(ids: readonly string[]): Promise<Row[]> {
      const found: Row[] = [];
      for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
        const chunk = ids.slice(i, i + EXPORT_BATCH);
        found.push(...((await db.select().from(t).where(inArray(t.id, chunk))) as Row[]));
      }
      return found;
    },

    /** Every row the filters match, in the list's order, a batch at a time as the reader asks for the next. */
    async *exportBatches(query: AdminListingFilters, lang: Lang): AsyncGenerator<Row[]> {
      const key = keyOf(query, lang);
      const where = whereOf(query);
      const cursorColumns = Object.fromEntries(
        key.keys.map(({ column }, i) => [`k${i}`, sql<string>`${column}::text`]),
      );
      let cursor: string[] | undefined;
      for (;;) {
        const batch = await db
          .select({ row: t, ...cursorColumns })
          .from(t)
          .where(cursor ? and(where, after(key, cursor)) : where)
          .orderBy(...orderBy(key))
          .limit(EXPORT_BATCH);
        yield batch.map(({ row }) => row as Row);
        const last = batch.at(-1) as Record<string, unknown> | undefined;
        if (!last || batch.length < EXPORT_BATCH) return;
        cursor = key.keys.map((_, i) => String(last[`k${i}`]));
      }
    },
  };
}
