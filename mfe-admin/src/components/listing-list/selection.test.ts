import { describe, expect, it } from 'vitest';
import {
  bulkTarget,
  emptySelection,
  inChunks,
  isSelected,
  offersAllMatching,
  pageState,
  selectedCount,
  selectionFor,
  selectMatching,
  togglePage,
  toggleRow,
} from './selection.ts';

const page = ['a', 'b', 'c'];

describe('a list selection', () => {
  it('toggles rows, and the header reads none, some or all of the page', () => {
    let selection = emptySelection('?status=draft');
    expect(pageState(selection, page)).toBe('none');
    selection = toggleRow(selection, 'a', page);
    expect(pageState(selection, page)).toBe('some');
    expect(isSelected(selection, 'a')).toBe(true);
    selection = togglePage(selection, page);
    expect(pageState(selection, page)).toBe('all');
    expect(selectedCount(selection, 30)).toBe(3);
    selection = togglePage(selection, page);
    expect(pageState(selection, page)).toBe('none');
    expect(pageState(selection, [])).toBe('none');
  });

  it('offers "all matching" only once the whole page is selected and the filters match more', () => {
    const whole = togglePage(emptySelection('k'), page);
    expect(offersAllMatching(whole, page, 30)).toBe(true);
    expect(offersAllMatching(whole, page, 3)).toBe(false);
    expect(offersAllMatching(toggleRow(whole, 'a', page), page, 30)).toBe(false);
    const all = selectMatching(whole);
    expect(offersAllMatching(all, page, 30)).toBe(false);
    expect(selectedCount(all, 30)).toBe(30);
    expect(isSelected(all, 'not-on-this-page')).toBe(true);
  });

  it('sends ids, or the filter for "all matching"', () => {
    const some = toggleRow(emptySelection('k'), 'b', page);
    expect(bulkTarget(some, { status: 'draft' })).toEqual({ ids: ['b'] });
    expect(bulkTarget(selectMatching(some), { status: 'draft' })).toEqual({ filter: { status: 'draft' } });
  });

  it('unticking a row of "all matching" keeps the rest of the page', () => {
    const all = selectMatching(togglePage(emptySelection('k'), page));
    const less = toggleRow(all, 'b', page);
    expect(less.matching).toBe(false);
    expect([...less.ids]).toEqual(['a', 'c']);
  });

  it('is empty under another list state (a filter, the page or its size changed)', () => {
    const some = toggleRow(emptySelection('?page=2'), 'a', page);
    expect(selectionFor(some, '?page=2')).toBe(some);
    expect(selectedCount(selectionFor(some, '?page=3'), 30)).toBe(0);
    expect(selectionFor(selectMatching(some), '?area=lusail').matching).toBe(false);
  });

  it('splits a large Undo into requests of at most 500 ids', () => {
    const ids = Array.from({ length: 1001 }, (_, n) => String(n));
    expect(inChunks(ids).map((chunk) => chunk.length)).toEqual([500, 500, 1]);
    expect(inChunks([])).toEqual([]);
  });
});
