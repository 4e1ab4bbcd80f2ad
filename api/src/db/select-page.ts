import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** One page of a table's rows in `order`, and how many rows match in all (a back-office list). */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  query: { where: SQL | undefined; order: SQL[]; page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(query.where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(query.where);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
