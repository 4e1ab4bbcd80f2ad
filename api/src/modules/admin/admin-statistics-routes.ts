import { areas, roles } from 'contracts/enums';
import { qatarDate } from 'contracts/opening-hours';
import { adState } from 'contracts/schemas/ad';
import { type Statistics, statistics } from 'contracts/schemas/admin';
import { count, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ads, blogs, bookmarks, contactMessages, favorites, giftShops, restaurants, users } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
const WEEKS = 12;

/** Rows of a raw query, whichever driver ran it (pg answers `{ rows }`, PGlite an array on some paths). */
function rowsOf<R>(result: unknown): R[] {
  const raw = result as { rows?: unknown[] } | unknown[];
  return (Array.isArray(raw) ? raw : (raw.rows ?? [])) as R[];
}

/** Ads running on `today`, by the state the ads list shows (`adState`): a few dozen rows at most. */
async function runningAds(db: Db, today: string) {
  const rows = await db.select({ status: ads.status, activeFrom: ads.activeFrom, activeTo: ads.activeTo }).from(ads);
  return rows.filter((ad) => adState(ad, today) === 'running').length;
}

async function countOf(db: Db, table: PgTable, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The listings saved most (favorites and bookmarks together, the trash left out), named in both languages. */
async function mostSaved(db: Db) {
  const saves = sql`(select item_type, item_id from ${favorites} union all select item_type, item_id from ${bookmarks})`;
  type Row = { item_type: string; item_id: string; saves: number; name_en: string | null; name_ar: string | null };
  const result = await db.execute<Row>(sql`
    select s.item_type, s.item_id::text as item_id, count(*)::int as saves,
      coalesce(r.name_en, g.name_en) as name_en, coalesce(r.name_ar, g.name_ar) as name_ar
    from ${saves} s
    left join ${restaurants} r on s.item_type = 'restaurant' and r.id = s.item_id and r.deleted_at is null
    left join ${giftShops} g on s.item_type = 'shop' and g.id = s.item_id and g.deleted_at is null
    where coalesce(r.id, g.id) is not null
    group by s.item_type, s.item_id, r.name_en, g.name_en, r.name_ar, g.name_ar
    order by saves desc, name_en asc
    limit 5`);
  return rowsOf<Row>(result).map((r) => ({
    itemType: r.item_type,
    itemId: r.item_id,
    name: { en: r.name_en ?? '', ar: r.name_ar ?? '' },
    saves: Number(r.saves),
  }));
}

const CATEGORIES_SHOWN = 8;

/** Listings outside the trash per area, restaurants and shops side by side, most first. */
async function listingsByArea(db: Db): Promise<Statistics['listingsByArea']> {
  const perArea = (table: typeof restaurants | typeof giftShops) =>
    db.select({ area: table.area, n: count() }).from(table).where(isNull(table.deletedAt)).groupBy(table.area);
  const [restaurantRows, shopRows] = [await perArea(restaurants), await perArea(giftShops)];
  return areas.values
    .map((area) => ({
      area,
      restaurants: restaurantRows.find((row) => row.area === area)?.n ?? 0,
      shops: shopRows.find((row) => row.area === area)?.n ?? 0,
    }))
    .filter((row) => row.restaurants + row.shops > 0)
    .sort((a, b) => b.restaurants + b.shops - (a.restaurants + a.shops));
}

/** The categories with the most listings outside the trash; a listing counts in each of its categories. */
async function topCategories(db: Db, table: typeof restaurants | typeof giftShops, column: SQL) {
  const result = await db.execute<{ category: string; n: number }>(sql`
    select category, count(*)::int as n
    from ${table}, unnest(${column}) as category
    where ${table.deletedAt} is null
    group by category
    order by n desc, category asc
    limit ${CATEGORIES_SHOWN}`);
  return rowsOf<{ category: string; n: number }>(result).map((row) => ({
    category: row.category,
    count: Number(row.n),
  }));
}

/** Sign-ups per week (weeks starting Sunday, Qatar's working week), oldest first, zero-filled. */
async function signUpsPerWeek(db: Db, now: Date) {
  const dayOfWeek = new Date(`${qatarDate(now)}T00:00:00Z`).getUTCDay();
  const thisWeek = new Date(new Date(`${qatarDate(now)}T00:00:00+03:00`).getTime() - dayOfWeek * DAY_MS);
  const weeks = Array.from({ length: WEEKS }, (_, i) => new Date(thisWeek.getTime() - (WEEKS - 1 - i) * 7 * DAY_MS));
  const first = weeks[0] ?? thisWeek;
  const rows = await db.select({ createdAt: users.createdAt }).from(users).where(gte(users.createdAt, first));
  return weeks.map((start) => {
    const end = start.getTime() + 7 * DAY_MS;
    return {
      weekStart: qatarDate(start),
      count: rows.filter((r) => r.createdAt.getTime() >= start.getTime() && r.createdAt.getTime() < end).length,
    };
  });
}

export const adminStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.get(
    '/admin/statistics',
    { schema: { tags: ['admin'], response: { 200: statistics } } },
    async (): Promise<Statistics> => {
      const now = app.clock();
      const today = qatarDate(now);
      const roleRows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
      const byRole = Object.fromEntries(
        roles.values.map((r) => [r, roleRows.find((row) => row.role === r)?.n ?? 0]),
      ) as Statistics['users']['byRole'];
      return {
        users: {
          total: roleRows.reduce((sum, r) => sum + r.n, 0),
          byRole,
          newLast30Days: await countOf(db, users, gte(users.createdAt, new Date(now.getTime() - 30 * DAY_MS))),
        },
        // Listings and posts in the trash are gone for visitors, so they are not counted either.
        restaurants: await countOf(db, restaurants, isNull(restaurants.deletedAt)),
        shops: await countOf(db, giftShops, isNull(giftShops.deletedAt)),
        blogs: await countOf(db, blogs, isNull(blogs.deletedAt)),
        activeAds: await runningAds(db, today),
        favorites: await countOf(db, favorites),
        bookmarks: await countOf(db, bookmarks),
        contactMessages: await countOf(db, contactMessages),
        unreadMessages: await countOf(db, contactMessages, isNull(contactMessages.handledAt)),
        mostSaved: await mostSaved(db),
        signUpsPerWeek: await signUpsPerWeek(db, now),
        listingsByArea: await listingsByArea(db),
        listingsByCategory: {
          restaurants: (await topCategories(
            db,
            restaurants,
            sql`${restaurants.cuisineTypes}`,
          )) as Statistics['listingsByCategory']['restaurants'],
          shops: (await topCategories(
            db,
            giftShops,
            sql`${giftShops.categories}`,
          )) as Statistics['listingsByCategory']['shops'],
        },
      };
    },
  );
};
