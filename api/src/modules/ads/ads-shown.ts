import { adState } from 'contracts/schemas/ad';
import type { AdRow } from './ad-repository.ts';

type Pickable = Pick<AdRow, 'id' | 'category' | 'status' | 'activeFrom' | 'activeTo' | 'createdAt'>;

/** Newest placed first; ads placed at the same instant in a fixed order, so the pick never flickers. */
const newestFirst = (a: Pickable, b: Pickable) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The ads visitors see on `today` (a Qatar day): in each category, the newest running one (see
 * `adState`). The one rule behind both the public `GET ads` and the back office's "shown to
 * visitors now": whatever `rows` holds, an ad is picked only against the others of its category.
 */
export function pickShownAds<Row extends Pickable>(rows: readonly Row[], today: string): Row[] {
  const shown = new Map<string, Row>();
  for (const row of rows.filter((r) => adState(r, today) === 'running').sort(newestFirst)) {
    if (!shown.has(row.category)) shown.set(row.category, row);
  }
  return [...shown.values()];
}
