import type { SavedItemType } from 'contracts/enums';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookmarks, favorites, giftShops, restaurants } from '../../db/schema.ts';
import { selectPage } from '../../db/select-page.ts';
import { visibleToVisitors } from '../listings/listing-query.ts';

export type SavedKind = 'favorites' | 'bookmarks';
const tables = { favorites, bookmarks } as const;
const listingTables = { restaurant: restaurants, shop: giftShops } as const;

/** A user's favorites or bookmarks (`kind` picks the table), and the listings they name. */
export function createSavedRepository(db: Db, kind: SavedKind) {
  const table = tables[kind];
  return {
    /** A user's saves, newest first, of one listing type or of all. */
    list(userId: string, query: { page: number; limit: number; itemType?: SavedItemType | undefined }) {
      const where = and(eq(table.userId, userId), query.itemType ? eq(table.itemType, query.itemType) : undefined);
      const order = [desc(table.createdAt), desc(table.itemId)];
      return selectPage(db, table, { where, order, page: query.page, limit: query.limit });
    },

    /** Whether a visitor may see (and so save) the listing. */
    async listingVisible(itemType: SavedItemType, itemId: string) {
      const listing = listingTables[itemType];
      const [row] = await db
        .select({ id: listing.id })
        .from(listing as typeof restaurants)
        .where(and(eq(listing.id, itemId), visibleToVisitors(listing)))
        .limit(1);
      return row !== undefined;
    },

    /** The listings of one type with these ids, whatever their state (a save outlives a listing's publication). */
    async listingsOf<I extends SavedItemType>(itemType: I, ids: string[]) {
      const listing = listingTables[itemType] as (typeof listingTables)[I];
      if (ids.length === 0) return [];
      return db
        .select()
        .from(listing as typeof restaurants)
        .where(inArray(listing.id, ids)) as Promise<(typeof listingTables)[I]['$inferSelect'][]>;
    },

    /** Saving twice is harmless: the second save changes nothing. */
    async add(userId: string, itemType: SavedItemType, itemId: string, at: Date) {
      await db.insert(table).values({ userId, itemType, itemId, createdAt: at }).onConflictDoNothing();
    },

    /** Whether there was such a save to remove. */
    async remove(userId: string, itemType: SavedItemType, itemId: string) {
      const removed = await db
        .delete(table)
        .where(and(eq(table.userId, userId), eq(table.itemType, itemType), eq(table.itemId, itemId)))
        .returning({ id: table.itemId });
      return removed.length > 0;
    },
  };
}
