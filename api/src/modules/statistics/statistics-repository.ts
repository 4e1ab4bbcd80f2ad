import { count, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { ads, blogs, bookmarks, contactMessages, favorites, giftShops, restaurants, users } from '../../db/schema.ts';

const CATEGORIES_SHOWN = 8;

async function countOf(db: Db, table: PgTable, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

type ListingTable = typeof restaurants | typeof giftShops;
const listingTables = { restaurants, shops: giftShops } as const;
/** The column a kind's categories are in: cuisines, or shop categories. */
const categoriesOf = {
  restaurants: { table: restaurants, column: sql`${restaurants.cuisineTypes}` },
  shops: { table: giftShops, column: sql`${giftShops.categories}` },
} as const;

/** The counts and groupings the back office's dashboard reads, across every domain. */
export function createStatisticsRepository(db: Db) {
  return {
    usersByRole: () => db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    usersSince: (since: Date) => countOf(db, users, gte(users.createdAt, since)),
    signUpTimesSince: (since: Date) =>
      db.select({ createdAt: users.createdAt }).from(users).where(gte(users.createdAt, since)),
    // Listings and posts in the trash are gone for visitors, so they are not counted either.
    restaurants: () => countOf(db, restaurants, isNull(restaurants.deletedAt)),
    shops: () => countOf(db, giftShops, isNull(giftShops.deletedAt)),
    blogs: () => countOf(db, blogs, isNull(blogs.deletedAt)),
    /** Every ad's running window: a few dozen rows at most. */
    adWindows: () => db.select({ status: ads.status, activeFrom: ads.activeFrom, activeTo: ads.activeTo }).from(ads),
    favorites: () => countOf(db, favorites),
    bookmarks: () => countOf(db, bookmarks),
    contactMessages: () => countOf(db, contactMessages),
    unreadMessages: () => countOf(db, contactMessages, isNull(contactMessages.handledAt)),

    /** The listings saved most (favorites and bookmarks together, the trash left out), named in both languages. */
    async mostSaved() {
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
    },

    /** Listings of a kind outside the trash, per area. */
    listingsPerArea: (kind: keyof typeof listingTables) => {
      const table: ListingTable = listingTables[kind];
      return db.select({ area: table.area, n: count() }).from(table).where(isNull(table.deletedAt)).groupBy(table.area);
    },

    /** The categories with the most listings outside the trash; a listing counts in each of its categories. */
    async topCategories(kind: 'restaurants' | 'shops') {
      const { table, column } = categoriesOf[kind];
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
    },
  };
}
