import { TOTAL_CAP } from 'contracts/schemas/common';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * How many rows match, counted no further than TOTAL_CAP + 1: an exact `count(*)` over a large
 * table costs in proportion to the table, this costs at most a thousand index or heap reads.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
