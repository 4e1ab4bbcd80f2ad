import { adState } from 'contracts/schemas/ad';
import type { AdRow } from './ad-repository.ts';

type Pickable = Pick<AdRow, 'id' | 'category' | 'status' | 'activeFrom' | 'activeTo' | 'priority' | 'createdAt'>;

/** Highest priority first, then newest placed; ads alike in both in a fixed order, so lists never flicker. */
const byWeightThenNewest = (a: Pickable, b: Pickable) =>
  b.priority - a.priority || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A running ad and the part of its category's views it gets. */
export type InRotation<Row> = { row: Row; share: number };

/**
 * The ads visitors get on `today` (a Qatar day): every running one (see `adState`), each of its
 * category's views going to one of them at random in proportion to its priority (the page picks,
 * `share` says how often). The one rule behind both the public `GET ads` and the back office's
 * share: whatever `rows` holds, an ad is weighed only against the others of its category.
 */
export function adsInRotation<Row extends Pickable>(rows: readonly Row[], today: string): InRotation<Row>[] {
  const running = rows.filter((row) => adState(row, today) === 'running').sort(byWeightThenNewest);
  const weightOf = new Map<string, number>();
  for (const row of running) weightOf.set(row.category, (weightOf.get(row.category) ?? 0) + row.priority);
  return running.map((row) => ({ row, share: row.priority / (weightOf.get(row.category) ?? row.priority) }));
}
