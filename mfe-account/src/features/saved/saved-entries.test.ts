import type { SavedItem } from 'contracts/schemas/saved';
import { describe, expect, it } from 'vitest';
import { mergeSaved } from './saved-entries.ts';

const item = (itemId: string, savedAt: string) =>
  ({ itemType: 'restaurant', itemId, savedAt, listing: {} }) as SavedItem;

describe('mergeSaved', () => {
  it('shows a listing saved twice once, with both kinds, newest first', () => {
    const merged = mergeSaved([
      ['favorites', [item('a', '2026-01-01'), item('b', '2026-01-03')]],
      ['bookmarks', [item('a', '2026-01-05')]],
    ]);
    expect(merged.map((e) => [e.item.itemId, e.kinds])).toEqual([
      ['a', ['favorites', 'bookmarks']],
      ['b', ['favorites']],
    ]);
  });
});
