import type { SavedItemType } from 'contracts/enums';
import type { ListResult } from 'contracts/schemas/common';
import type { Db } from '../../db/client.ts';
import { loadMedia, type MediaRow } from '../media/image-view.ts';
import { loadSavedFlags, type SavedFlags } from '../saved/saved-flags.ts';

type ListingRow = { id: string; coverMediaId: string | null; galleryMediaIds: string[] };
/** A listing kind's card or detail view of one row, given its pictures and the viewer's saved flags. */
type View<Row, Out> = (row: Row, mediaById: Map<string, MediaRow>, saved: SavedFlags) => Out;

/** One page of a listing kind's cards: their covers and the viewer's saved flags read in one go each. */
export async function listingPage<Row extends ListingRow, Summary>(
  db: Db,
  found: { rows: Row[]; total: number; totalCapped?: boolean },
  paging: { page: number; limit: number },
  { savedAs, viewerId }: { savedAs: SavedItemType; viewerId: string | undefined },
  summary: View<Row, Summary>,
): Promise<ListResult<Summary>> {
  const mediaById = await loadMedia(
    db,
    found.rows.map((row) => row.coverMediaId),
  );
  const saved = await loadSavedFlags(
    db,
    viewerId,
    savedAs,
    found.rows.map((row) => row.id),
  );
  return {
    items: found.rows.map((row) => summary(row, mediaById, saved)),
    total: found.total,
    totalCapped: found.totalCapped,
    page: paging.page,
    limit: paging.limit,
  };
}

/** One listing's detail view, with its cover, its gallery and the viewer's saved flags. */
export async function listingDetail<Row extends ListingRow, Detail>(
  db: Db,
  row: Row,
  { savedAs, viewerId }: { savedAs: SavedItemType; viewerId: string | undefined },
  detail: View<Row, Detail>,
): Promise<Detail> {
  const mediaById = await loadMedia(db, [row.coverMediaId, ...row.galleryMediaIds]);
  const saved = await loadSavedFlags(db, viewerId, savedAs, [row.id]);
  return detail(row, mediaById, saved);
}
