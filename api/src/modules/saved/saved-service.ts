import type { SavedItemType } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ListResult } from 'contracts/schemas/common';
import type { SavedItem } from 'contracts/schemas/saved';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { restaurantKind } from '../listings/restaurant-kind.ts';
import { shopKind } from '../listings/shop-kind.ts';
import { loadMedia } from '../media/image-view.ts';
import { loadSavedFlags } from './saved-flags.ts';
import { createSavedRepository, type SavedKind } from './saved-repository.ts';

export type { SavedKind };

/** Favorites and bookmarks work alike; `kind` picks the table. */
export function createSavedService(db: Db, kind: SavedKind, clock: () => Date) {
  const repository = createSavedRepository(db, kind);

  /** The saved listings' cards, in the order they were saved (newest first). */
  async function summaries(userId: string, rows: { itemType: string; itemId: string; createdAt: Date }[], lang: Lang) {
    const idsOf = (type: SavedItemType) => rows.filter((r) => r.itemType === type).map((r) => r.itemId);
    const restaurantRows = await repository.listingsOf('restaurant', idsOf('restaurant'));
    const shopRows = await repository.listingsOf('shop', idsOf('shop'));
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
      const { rows, total } = await repository.list(userId, query);
      return { items: await summaries(userId, rows, lang), total, page: query.page, limit: query.limit };
    },

    async add(userId: string, itemType: SavedItemType, itemId: string) {
      if (!(await repository.listingVisible(itemType, itemId))) throw new AppError(404, 'LISTING_NOT_FOUND');
      await repository.add(userId, itemType, itemId, clock());
      return { itemType, itemId, saved: true };
    },

    async remove(userId: string, itemType: SavedItemType, itemId: string) {
      return { itemType, itemId, removed: await repository.remove(userId, itemType, itemId) };
    },
  };
}
