import { MAX_BULK_IDS } from 'contracts/schemas/admin';

/**
 * The rows a list's bulk actions act on: some rows by id, or every row the list's filters match
 * (`matching`), which the api resolves from the same filters. It belongs to one list state (`key`:
 * its address); read under another (a filter, the page or its size changed), it is empty.
 */
export type Selection = { key: string; ids: ReadonlySet<string>; matching: boolean };

export const emptySelection = (key: string): Selection => ({ key, ids: new Set(), matching: false });

/** The selection as the list state `key` sees it: empty when it was made under another. */
export const selectionFor = (selection: Selection, key: string): Selection =>
  selection.key === key ? selection : emptySelection(key);

export const isSelected = (selection: Selection, id: string) => selection.matching || selection.ids.has(id);

/** One row on or off. Leaving "all matching" keeps the rows of the page in view, less this one. */
export function toggleRow(selection: Selection, id: string, pageIds: readonly string[]): Selection {
  const ids = new Set(selection.matching ? pageIds : selection.ids);
  if (isSelected(selection, id)) ids.delete(id);
  else ids.add(id);
  return { key: selection.key, ids, matching: false };
}

/** The header checkbox's state: none, some or every row of the page selected. */
export function pageState(selection: Selection, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  if (pageIds.length === 0) return 'none';
  const selected = pageIds.filter((id) => isSelected(selection, id)).length;
  return selected === 0 ? 'none' : selected === pageIds.length ? 'all' : 'some';
}

/** The header checkbox pressed: the whole page when it was not all selected, else nothing. */
export function togglePage(selection: Selection, pageIds: readonly string[]): Selection {
  if (pageState(selection, pageIds) === 'all') return emptySelection(selection.key);
  return { key: selection.key, ids: new Set([...selection.ids, ...pageIds]), matching: false };
}

/** Every row the filters match, as the "Select all N matching" link asks. */
export const selectMatching = (selection: Selection): Selection => ({
  key: selection.key,
  ids: new Set(),
  matching: true,
});

/** Whether to offer "Select all N matching": a whole page is selected and the filters match more. */
export const offersAllMatching = (selection: Selection, pageIds: readonly string[], total: number) =>
  !selection.matching && pageState(selection, pageIds) === 'all' && total > selection.ids.size;

/** How many rows the selection stands for, `total` being what the filters match. */
export const selectedCount = (selection: Selection, total: number) => (selection.matching ? total : selection.ids.size);

/** What a bulk action names: the ids, or the list's filters for "all matching". */
export function bulkTarget(
  selection: Selection,
  filter: Record<string, string>,
): { ids: string[] } | { filter: Record<string, string> } {
  return selection.matching ? { filter } : { ids: [...selection.ids] };
}

/** `ids` in requests the api takes (at most MAX_BULK_IDS each): an Undo of a large batch. */
export function inChunks(ids: readonly string[], size: number = MAX_BULK_IDS): string[][] {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}
