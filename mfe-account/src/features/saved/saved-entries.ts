import type { SavedItem } from 'contracts/schemas/saved';
import type { SavedKind } from './saved-api.ts';

/** A listing as the page shows it: once, with every saved list it is on. */
export type SavedEntry = { item: SavedItem; kinds: SavedKind[]; savedAt: string };

/** Merges the lists a tab shows (a restaurant may be both a favorite and a bookmark), newest first. */
export function mergeSaved(lists: [SavedKind, SavedItem[]][]): SavedEntry[] {
  const byListing = new Map<string, SavedEntry>();
  for (const [kind, items] of lists) {
    for (const item of items) {
      const key = `${item.itemType}:${item.itemId}`;
      const entry = byListing.get(key);
      if (!entry) byListing.set(key, { item, kinds: [kind], savedAt: item.savedAt });
      else {
        entry.kinds.push(kind);
        if (item.savedAt > entry.savedAt) entry.savedAt = item.savedAt;
      }
    }
  }
  return [...byListing.values()].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
