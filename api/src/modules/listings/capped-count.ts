import { TOTAL_CAP } from 'contracts/schemas/common';
import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

export type CountedTotal = { total: number; totalCapped: boolean };

/** How long a list total may be reused: totals tolerate a little staleness, pages do not. */
const TOTAL_TTL_MS = 30_000;
const MAX_REMEMBERED = 2000;
type Remembered = Map<string, { value: CountedTotal; until: number }>;
/** Per database, so two apps in one process (tests) never share totals. */
const byDatabase = new WeakMap<Db, Remembered>();
function rememberedFor(db: Db): Remembered {
  let remembered = byDatabase.get(db);
  if (!remembered) {
    remembered = new Map();
    byDatabase.set(db, remembered);
  }
  return remembered;
}

/** Forget every remembered total of a table (after an admin writes to it). */
export function forgetTotals(db: Db, table: PgTable) {
  const remembered = rememberedFor(db);
  const prefix = `${getTableName(table)}|`;
  for (const key of remembered.keys()) if (key.startsWith(prefix)) remembered.delete(key);
}

/** The statement `cappedCount` runs: the matches counted, no more than TOTAL_CAP + 1 of them read. */
export function cappedCountStatement(db: Db, table: PgTable, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/**
 * How many rows match, counted no further than TOTAL_CAP + 1. Counting still reads every row a
 * selective filter has to reject, so the answer is also remembered for a short while per filter
 * set (`cacheKey`): the next pages and the next visitors with the same filters pay only for their page.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cacheKey?: string,
): Promise<CountedTotal> {
  const remembered = rememberedFor(db);
  const key = cacheKey === undefined ? undefined : `${getTableName(table)}|${cacheKey}`;
  const hit = key ? remembered.get(key) : undefined;
  if (hit && hit.until > Date.now()) return hit.value;
  const [row] = await cappedCountStatement(db, table, where);
  const n = row?.n ?? 0;
  const value = n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
  if (key) {
    remembered.delete(key);
    remembered.set(key, { value, until: Date.now() + TOTAL_TTL_MS });
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  }
  return value;
}
