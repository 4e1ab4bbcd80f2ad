import type { ErrorCode } from 'contracts/errors';
import { adminRestaurant, adminRestaurantsQuery, adminShop, adminShopsQuery, idParams } from 'contracts/schemas/admin';
import { listResponse } from 'contracts/schemas/common';
import { restaurantInput } from 'contracts/schemas/restaurant';
import { shopInput } from 'contracts/schemas/shop';
import { and, arrayContains, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { bookmarks, favorites, giftShops, restaurants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditedChange, audited } from '../activity/audited.ts';
import { forgetTotals } from '../listings/capped-count.ts';
import { restaurantColumns, restaurantInputView, shopColumns, shopInputView } from '../listings/listing-columns.ts';
import { matchesSearch } from '../listings/listing-query.ts';
import { assertMediaExist } from '../media/media-references.ts';

type Table = typeof restaurants | typeof giftShops;

/** What differs between administering restaurants and gift shops; the routes are the same. */
type ListingKind<T extends Table, I> = {
  singular: string;
  plural: string;
  itemType: 'restaurant' | 'shop';
  table: T;
  input: z.ZodType<I>;
  view: z.ZodType;
  query: typeof adminRestaurantsQuery | typeof adminShopsQuery;
  columns: (input: I) => Partial<T['$inferInsert']>;
  toView: (row: T['$inferSelect']) => unknown;
  filters: (query: Record<string, unknown>) => (SQL | undefined)[];
  notFound: ErrorCode;
};

type ListingMedia = { coverMediaId?: string | null; galleryMediaIds?: string[] };
const mediaFields = (input: unknown) => {
  const { coverMediaId, galleryMediaIds } = input as ListingMedia;
  return { coverMediaId, galleryMediaIds };
};

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

    app
      .withTypeProvider()
      .get(
        `/admin/${kind.plural}`,
        { schema: { tags, querystring: kind.query, response: { 200: listResponse(kind.view) } } },
        async (request) => {
          const query = request.query as { page: number; limit: number } & Record<string, unknown>;
          const where = and(...kind.filters(query));
          const rows = await db
            .select()
            .from(table)
            .where(where)
            .orderBy(asc(table.nameEn), asc(table.id))
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
      `/admin/${kind.singular}/:id`,
      { schema: { tags, params: idParams, response: { 200: kind.view } } },
      async (request) => kind.toView(await find((request.params as { id: string }).id)),
    );

    app.post(
      `/admin/${kind.singular}`,
      { schema: { tags, body: kind.input, response: { 201: kind.view } } },
      async (request, reply) => {
        await assertMediaExist(db, request.lang, mediaFields(request.body));
        const now = app.clock();
        const values = { ...kind.columns(request.body as I), createdAt: now, updatedAt: now };
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
      { schema: { tags, params: idParams, body: kind.input, response: { 200: kind.view } } },
      async (request) => {
        const { id } = request.params as { id: string };
        await find(id);
        await assertMediaExist(db, request.lang, mediaFields(request.body));
        const values = { ...kind.columns(request.body as I), updatedAt: app.clock() };
        const row = await write(request, async (tx) => {
          // Deleted since `find` looked: a 404 as well.
          const before = await lockedRow(tx, id);
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

    app.delete(`/admin/${kind.singular}/:id`, { schema: { tags, params: idParams } }, async (request) => {
      const { id } = request.params as { id: string };
      // The listing, everyone's saves of it and the audit entry go together.
      await write(request, async (tx) => {
        const before = await lockedRow(tx, id);
        for (const saved of [favorites, bookmarks]) {
          await tx.delete(saved).where(and(eq(saved.itemType, kind.itemType), eq(saved.itemId, id)));
        }
        await tx.delete(table).where(eq(table.id, id));
        return { result: undefined, entityId: id, before, after: null };
      });
      return { deleted: true, _id: id };
    });
  };
}

export const adminRestaurantRoutes = listingAdminRoutes({
  singular: 'restaurant',
  plural: 'restaurants',
  itemType: 'restaurant',
  table: restaurants,
  input: restaurantInput,
  view: adminRestaurant,
  query: adminRestaurantsQuery,
  columns: restaurantColumns,
  toView: restaurantInputView,
  filters: (q) => [
    typeof q.businessName === 'string' && q.businessName
      ? matchesSearch(restaurants.searchText, q.businessName, restaurants.nameSearch)
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
  view: adminShop,
  query: adminShopsQuery,
  columns: shopColumns,
  toView: shopInputView,
  filters: (q) => [
    typeof q.shopName === 'string' && q.shopName
      ? matchesSearch(giftShops.searchText, q.shopName, giftShops.nameSearch)
      : undefined,
    typeof q.shopCategory === 'string' ? arrayContains(giftShops.categories, [q.shopCategory]) : undefined,
  ],
  notFound: 'GIFT_SHOP_NOT_FOUND',
});
