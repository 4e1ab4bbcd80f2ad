import type { SavedItemType } from 'contracts/enums';
import { api } from 'platform/api';

/** Favorites and bookmarks are the same resource twice (spec §7: favorite/…, bookmark/…). */
export type SaveKind = 'favorite' | 'bookmark';

export type SaveChange = { kind: SaveKind; itemType: SavedItemType; itemId: string; save: boolean };

/** Adds (POST favorite|bookmark) or removes (DELETE favorite|bookmark/:itemType/:itemId) one saved item. */
export function changeSaved({ kind, itemType, itemId, save }: SaveChange) {
  return save
    ? api.post(kind, { itemType, itemId })
    : api.delete(`${kind}/${encodeURIComponent(itemType)}/${encodeURIComponent(itemId)}`);
}
