import type { SavedItemType } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ListResult } from 'contracts/schemas/common';
import type { SavedItem } from 'contracts/schemas/saved';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookmarks, favorites, giftShops, restaurants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { visibleToVisitors } from '../listings/listing-query.ts';
import { restaurantKind } from '../listings/restaurant-kind.ts';
import { shopKind } from '../listings/shop-kind.ts';
import { loadMedia } from '../media/image-view.ts';
import { loadSavedFlags } from './saved-flags.ts';

export type SavedKind = 'favorites' | 'bookmarks';
const tables = { favorites, bookmarks } as const;
const listingTables = { restaurant: restaurants, shop: giftShops } as const;

/** Favorites and bookmarks work alike; `kind` picks the table. */
export function createSavedService(db: Db, kind: SavedKind, clock: () => Date) {
  const table = tables[kind];

  async function listingExists(itemType: SavedItemType, itemId: string) {
    const listing = listingTables[itemType];
    const [row] = await db
      .select({ id: listing.id })
      .from(listing as typeof restaurants)
      .where(and(eq(listing.id, itemId), visibleToVisitors(listing)))
      .limit(1);
    return row !== undefined;
  }

  /** The saved listings' cards, in the order they were saved (newest first). */
  async function summaries(userId: string, rows: { itemType: string; itemId: string; createdAt: Date }[], lang: Lang) {
    const idsOf = (type: SavedItemType) => rows.filter((r) => r.itemType === type).map((r) => r.itemId);
    const restaurantRows = idsOf('restaurant').length
      ? await db
          .select()
          .from(restaurants)
          .where(inArray(restaurants.id, idsOf('restaurant')))
      : [];
    const shopRows = idsOf('shop').length
      ? await db
          .select()
          .from(giftShops)
          .where(inArray(giftShops.id, idsOf('shop')))
      : [];
    const mediaById = await loadMedia(
      db,
      [...restaurantRows, ...shopRows].map((r) => r.coverMediaId),
    );
    const restaurantFlags = await loadSavedFlags(db, userId, 'restaurant', idsOf('restaurant'));
    const shopFlags = await loadSavedFlags(db, userId, 'shop', idsOf('shop'));
    const now = clock();
    const byId = new Map<string, SavedItem['listing']>([
      ...restaurantRows.map(
        (r) =>
          [r.id, restaurantKind.summary(r, lang, mediaById, restaurantFlags, now) as SavedItem['listing']] as const,
      ),
      ...shopRows.map(
        (s) => [s.id, shopKind.summary(s, lang, mediaById, shopFlags, now) as SavedItem['listing']] as const,
      ),
    ]);
    // Trashed or draft: still listed (the user saved it and may remove it), marked unavailable.
    const available = new Set(
      [...restaurantRows, ...shopRows].filter((r) => r.status === 'published' && r.deletedAt === null).map((r) => r.id),
    );
    return rows.flatMap((row) => {
      const listing = byId.get(row.itemId);
      if (!listing) return [];
      const savedAt = row.createdAt.toISOString();
      const item = {
        itemType: row.itemType,
        itemId: row.itemId,
        savedAt,
        available: available.has(row.itemId),
        listing,
      };
      return [item as SavedItem];
    });
  }

  return {
    async list(
      userId: string,
      query: { page: number; limit: number; itemType?: SavedItemType | undefined },
      lang: Lang,
    ): Promise<ListResult<SavedItem>> {
      const where = and(eq(table.userId, userId), query.itemType ? eq(table.itemType, query.itemType) : undefined);
      const rows = await db
        .select()
        .from(table)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.itemId))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(table).where(where);
      return { items: await summaries(userId, rows, lang), total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    async add(userId: string, itemType: SavedItemType, itemId: string) {
      if (!(await listingExists(itemType, itemId))) throw new AppError(404, 'LISTING_NOT_FOUND');
      // Saving twice is harmless: the second save changes nothing.
      await db.insert(table).values({ userId, itemType, itemId, createdAt: clock() }).onConflictDoNothing();
      return { itemType, itemId, saved: true };
    },

    async remove(userId: string, itemType: SavedItemType, itemId: string) {
      const removed = await db
        .delete(table)
        .where(and(eq(table.userId, userId), eq(table.itemType, itemType), eq(table.itemId, itemId)))
        .returning({ id: table.itemId });
      return { itemType, itemId, removed: removed.length > 0 };
    },
  };
}
