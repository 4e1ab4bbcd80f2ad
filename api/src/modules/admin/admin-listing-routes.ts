import { Readable } from 'node:stream';
import type { ErrorCode } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { qatarDate } from 'contracts/opening-hours';
import {
  type AdminListingSort,
  adminRestaurant,
  adminRestaurantsExportQuery,
  adminRestaurantsQuery,
  adminShop,
  adminShopsExportQuery,
  adminShopsQuery,
  idParams,
  restaurantUpdate,
  shopUpdate,
} from 'contracts/schemas/admin';
import { listResponse } from 'contracts/schemas/common';
import { restaurantInput } from 'contracts/schemas/restaurant';
import { shopInput } from 'contracts/schemas/shop';
import { and, arrayContains, count, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { giftShops, restaurants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { type AuditedChange, audited } from '../activity/audited.ts';
import { forgetTotals } from '../listings/capped-count.ts';
import { restaurantColumns, restaurantInputView, shopColumns, shopInputView } from '../listings/listing-columns.ts';
import { matchesName } from '../listings/listing-query.ts';
import { assertMediaExist } from '../media/media-references.ts';
import { csvRow, UTF8_BOM } from './listing-csv.ts';

type Table = typeof restaurants | typeof giftShops;
type Row = typeof restaurants.$inferSelect | typeof giftShops.$inferSelect;

/** What differs between administering restaurants and gift shops; the routes are the same. */
type ListingKind<T extends Table, I> = {
  singular: string;
  plural: string;
  itemType: 'restaurant' | 'shop';
  table: T;
  input: z.ZodType<I>;
  update: z.ZodType<I & { version: number }>;
  view: z.ZodType;
  query: typeof adminRestaurantsQuery | typeof adminShopsQuery;
  exportQuery: typeof adminRestaurantsExportQuery | typeof adminShopsExportQuery;
  columns: (input: I) => Partial<T['$inferInsert']>;
  toView: (row: T['$inferSelect']) => unknown;
  filters: (query: Record<string, unknown>) => (SQL | undefined)[];
  /** The export's categories column: cuisines or shop categories. */
  categories: (row: T['$inferSelect']) => string[];
  notFound: ErrorCode;
};

type AdminListQuery = {
  area?: string | undefined;
  featured?: boolean | undefined;
  status?: string | undefined;
  trash?: boolean | undefined;
  sort: AdminListingSort;
} & Record<string, unknown>;

type ListingMedia = { coverMediaId?: string | null; galleryMediaIds?: string[] };
const mediaFields = (input: unknown) => {
  const { coverMediaId, galleryMediaIds } = input as ListingMedia;
  return { coverMediaId, galleryMediaIds };
};

/** Rows per read of an export: the file is streamed, never held whole in memory. */
const EXPORT_BATCH = 500;

/**
 * The order of an admin list as key columns, all in one direction, the id last to break ties, so
 * an export can page on by keyset (rows after the last one sent) instead of by offset. The trash's
 * default order is the newest deletion first.
 */
function orderKey(table: Table, sort: AdminListingSort, trash: boolean, lang: Lang) {
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

const EXPORT_HEADER = [
  'id',
  'slug',
  'name (en)',
  'name (ar)',
  'area',
  'categories',
  'pricing',
  'featured',
  'status',
  'updated at',
];

function listingAdminRoutes<T extends Table, I>(kind: ListingKind<T, I>): FastifyPluginAsyncZod {
  return async (app: FastifyInstance) => {
    const db: Db = app.db;
    const table = kind.table as typeof restaurants;
    const tags = ['admin'];
    const find = async (id: string) => {
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw new AppError(404, kind.notFound);
      return row as T['$inferSelect'];
    };
    /** The row as it is before a write, locked until the write's transaction ends. */
    const lockedRow = async (tx: Tx, id: string) => {
      const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!row) throw new AppError(404, kind.notFound);
      return row;
    };
    /**
     * An audited write (modules/activity), then the cached list totals are forgotten.
     * A taken slug is a 409 SLUG_TAKEN (the error handler).
     */
    const write = async <R>(request: FastifyRequest, work: (tx: Tx) => Promise<AuditedChange<R>>) => {
      const result = await audited(request, kind.itemType, work);
      forgetTotals(db, table);
      return result;
    };
    /** Every admin write moves the version on, so an edit opened before it is refused. */
    const nextVersion = () => ({ version: sql`${table.version} + 1`, updatedAt: app.clock() });

    /** The list's and the export's filters; without `trash` only live listings, with it only deleted ones. */
    const whereOf = (query: AdminListQuery) =>
      and(
        ...kind.filters(query),
        query.area ? eq(table.area, query.area) : undefined,
        query.featured !== undefined ? eq(table.featured, query.featured) : undefined,
        query.status ? eq(table.status, query.status) : undefined,
        query.trash ? isNotNull(table.deletedAt) : isNull(table.deletedAt),
      );

    app.withTypeProvider().get(
      `/admin/${kind.plural}`,
      {
        schema: { tags, querystring: kind.query, response: { 200: listResponse(kind.view) } },
        config: { expensive: expensiveWith('businessName', 'shopName') },
      },
      async (request) => {
        const query = request.query as AdminListQuery & { page: number; limit: number };
        const where = whereOf(query);
        const rows = await db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderBy(orderKey(table, query.sort, query.trash === true, request.lang)))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        const [total] = await db.select({ n: count() }).from(table).where(where);
        return {
          items: rows.map((r) => kind.toView(r as T['$inferSelect'])),
          total: total?.n ?? 0,
          page: query.page,
          limit: query.limit,
        };
      },
    );

    app.get(
      `/admin/${kind.plural}/export`,
      {
        schema: {
          tags,
          summary: 'Every listing the filters match, as CSV (UTF-8 with a byte-order mark)',
          querystring: kind.exportQuery,
        },
      },
      async (request, reply) => {
        const query = request.query as AdminListQuery;
        const key = orderKey(table, query.sort, query.trash === true, request.lang);
        const where = whereOf(query);
        const cursorColumns = Object.fromEntries(
          key.keys.map(({ column }, i) => [`k${i}`, sql<string>`${column}::text`]),
        );
        async function* lines() {
          yield UTF8_BOM + csvRow(EXPORT_HEADER);
          let cursor: string[] | undefined;
          for (;;) {
            const batch = await db
              .select({ row: table, ...cursorColumns })
              .from(table)
              .where(cursor ? and(where, after(key, cursor)) : where)
              .orderBy(...orderBy(key))
              .limit(EXPORT_BATCH);
            let chunk = '';
            for (const { row } of batch as { row: Row }[]) {
              chunk += csvRow([
                row.id,
                row.slug,
                row.nameEn,
                row.nameAr,
                row.area,
                kind.categories(row as T['$inferSelect']).join('; '),
                row.pricing,
                row.featured,
                row.status,
                row.updatedAt.toISOString(),
              ]);
            }
            if (chunk) yield chunk;
            const last = batch.at(-1) as Record<string, unknown> | undefined;
            if (!last || batch.length < EXPORT_BATCH) return;
            cursor = key.keys.map((_, i) => String(last[`k${i}`]));
          }
        }
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind.plural}-${qatarDate(app.clock())}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(lines()));
      },
    );

    app.get(
      `/admin/${kind.singular}/:id`,
      { schema: { tags, params: idParams, response: { 200: kind.view } } },
      async (request) => kind.toView(await find((request.params as { id: string }).id)),
    );

    /**
     * A trashed listing keeps its slug until it is purged: a new or edited listing asking for it is
     * told where it is, rather than only that it is taken.
     */
    const assertSlugNotInTrash = async (request: FastifyRequest, exceptId?: string) => {
      const { slug } = request.body as { slug: string };
      const [trashed] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.slug, slug), isNotNull(table.deletedAt), exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      if (trashed) {
        throw fieldProblem(409, 'SLUG_IN_TRASH', request.lang, [{ field: 'slug', rule: 'validation.slugInTrash' }]);
      }
    };

    app.post(
      `/admin/${kind.singular}`,
      { schema: { tags, body: kind.input, response: { 201: kind.view } } },
      async (request, reply) => {
        await assertMediaExist(db, request.lang, mediaFields(request.body));
        await assertSlugNotInTrash(request);
        const now = app.clock();
        const values = { ...kind.columns(request.body as I), version: 1, createdAt: now, updatedAt: now };
        const row = await write(request, async (tx) => {
          const [after] = await tx
            .insert(table)
            .values(values as typeof table.$inferInsert)
            .returning();
          if (!after) throw new Error('insert returned nothing');
          return { result: after, entityId: after.id, after };
        });
        return reply.code(201).send(kind.toView(row as T['$inferSelect']));
      },
    );

    app.put(
      `/admin/${kind.singular}/:id`,
      {
        schema: {
          tags,
          summary: 'Edit a listing; a version other than the stored one is a 409 VERSION_CONFLICT with `current`',
          params: idParams,
          body: kind.update,
          response: { 200: kind.view },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        await find(id);
        await assertMediaExist(db, request.lang, mediaFields(request.body));
        await assertSlugNotInTrash(request, id);
        const body = request.body as I & { version: number };
        const values = { ...kind.columns(body), ...nextVersion() };
        const row = await write(request, async (tx) => {
          // Deleted since `find` looked: a 404 as well.
          const before = await lockedRow(tx, id);
          // Someone saved since this form was opened: theirs stands, and the form is shown it.
          if (before.version !== body.version) {
            throw new AppError(409, 'VERSION_CONFLICT', { current: kind.toView(before as T['$inferSelect']) });
          }
          const [after] = await tx
            .update(table)
            .set(values as Partial<typeof table.$inferInsert>)
            .where(eq(table.id, id))
            .returning();
          return { result: after ?? before, entityId: id, before, after: after ?? before };
        });
        return kind.toView(row as T['$inferSelect']);
      },
    );

    /**
     * Moves a listing to the trash: visitors no longer see it, saves of it stay (shown as no longer
     * available) until the purge. Deleting one already in the trash changes nothing (idempotent).
     */
    app.delete(
      `/admin/${kind.singular}/:id`,
      { schema: { tags, summary: 'Move a listing to the trash', params: idParams } },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        // Already in the trash: nothing to do, nothing to record.
        if ((await find(id)).deletedAt) return reply.code(204).send();
        await write(request, async (tx) => {
          const before = await lockedRow(tx, id);
          // Deleted by someone else in between: recorded as a deletion that changed nothing.
          if (before.deletedAt) return { result: undefined, entityId: id, before, after: before, action: 'delete' };
          const [after] = await tx
            .update(table)
            .set({ ...nextVersion(), deletedAt: app.clock() })
            .where(eq(table.id, id))
            .returning();
          return { result: undefined, entityId: id, before, after: after ?? null, action: 'delete' };
        });
        return reply.code(204).send();
      },
    );

    /** Back from the trash. Restoring a listing that is not in the trash changes nothing (idempotent). */
    app.post(
      `/admin/${kind.singular}/:id/restore`,
      { schema: { tags, summary: 'Restore a listing from the trash', params: idParams, response: { 200: kind.view } } },
      async (request) => {
        const { id } = request.params as { id: string };
        const current = await find(id);
        if (!current.deletedAt) return kind.toView(current);
        const row = await write(request, async (tx) => {
          const before = await lockedRow(tx, id);
          // Restored by someone else in between: recorded as a restore that changed nothing.
          if (!before.deletedAt) return { result: before, entityId: id, before, after: before, action: 'restore' };
          const [after] = await tx
            .update(table)
            .set({ ...nextVersion(), deletedAt: null })
            .where(eq(table.id, id))
            .returning();
          return { result: after ?? before, entityId: id, before, after: after ?? before, action: 'restore' };
        });
        return kind.toView(row as T['$inferSelect']);
      },
    );
  };
}

export const adminRestaurantRoutes = listingAdminRoutes({
  singular: 'restaurant',
  plural: 'restaurants',
  itemType: 'restaurant',
  table: restaurants,
  input: restaurantInput,
  update: restaurantUpdate,
  view: adminRestaurant,
  query: adminRestaurantsQuery,
  exportQuery: adminRestaurantsExportQuery,
  categories: (row) => row.cuisineTypes,
  columns: restaurantColumns,
  toView: restaurantInputView,
  filters: (q) => [
    typeof q.businessName === 'string' && q.businessName
      ? matchesName(restaurants.nameSearch, q.businessName)
      : undefined,
    typeof q.businessCategory === 'string' ? arrayContains(restaurants.cuisineTypes, [q.businessCategory]) : undefined,
  ],
  notFound: 'RESTAURANT_NOT_FOUND',
});

export const adminShopRoutes = listingAdminRoutes({
  singular: 'shop',
  plural: 'shops',
  itemType: 'shop',
  table: giftShops,
  input: shopInput,
  update: shopUpdate,
  view: adminShop,
  query: adminShopsQuery,
  exportQuery: adminShopsExportQuery,
  categories: (row) => row.categories,
  columns: shopColumns,
  toView: shopInputView,
  filters: (q) => [
    typeof q.shopName === 'string' && q.shopName ? matchesName(giftShops.nameSearch, q.shopName) : undefined,
    typeof q.shopCategory === 'string' ? arrayContains(giftShops.categories, [q.shopCategory]) : undefined,
  ],
  notFound: 'GIFT_SHOP_NOT_FOUND',
});
