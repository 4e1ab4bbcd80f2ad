import type { SavedItemType } from 'contracts/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookmarks, favorites } from '../../db/schema.ts';

export type SavedFlags = { favorites: Set<string>; bookmarks: Set<string> };
const noSavedFlags: SavedFlags = { favorites: new Set(), bookmarks: new Set() };

/** Which of these listings the viewer has favorited or bookmarked (two small indexed reads). */
export async function loadSavedFlags(db: Db, viewerId: string | undefined, itemType: SavedItemType, ids: string[]) {
  if (!viewerId || ids.length === 0) return noSavedFlags;
  const where = (table: typeof favorites | typeof bookmarks) =>
    and(eq(table.userId, viewerId), eq(table.itemType, itemType), inArray(table.itemId, ids));
  const [favoriteRows, bookmarkRows] = [
    await db.select({ id: favorites.itemId }).from(favorites).where(where(favorites)),
    await db.select({ id: bookmarks.itemId }).from(bookmarks).where(where(bookmarks)),
  ];
  return { favorites: new Set(favoriteRows.map((r) => r.id)), bookmarks: new Set(bookmarkRows.map((r) => r.id)) };
}
