import type { ActivityAction, ActivityEntityType, ActivityEntry, AdminActivityQuery } from 'contracts/schemas/activity';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminActivity } from '../../db/schema.ts';
import type { Changes } from './changes.ts';

type Actor = { id: string; fullName: string; email: string };

export type NewActivity = {
  at: Date;
  actor: Actor;
  ip: string;
  action: ActivityAction;
  entityType: ActivityEntityType;
  entityId: string;
  changes: Changes;
};

/** Writes one audit entry; `tx` is the transaction of the write it describes, so both stay or both go. */
export async function recordActivity(tx: Tx, entry: NewActivity): Promise<void> {
  await tx.insert(adminActivity).values({
    at: entry.at,
    actorId: entry.actor.id,
    actorName: entry.actor.fullName,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: entry.changes,
    ip: entry.ip,
  });
}

/** Midnight in Qatar (UTC+3 all year, no daylight saving) starting a `YYYY-MM-DD` day. */
const qatarMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 86_400_000;

function filtersOf(query: AdminActivityQuery): SQL | undefined {
  return and(
    query.actorId ? eq(adminActivity.actorId, query.actorId) : undefined,
    query.entityType ? eq(adminActivity.entityType, query.entityType) : undefined,
    query.entityId ? eq(adminActivity.entityId, query.entityId) : undefined,
    query.action ? eq(adminActivity.action, query.action) : undefined,
    query.from ? gte(adminActivity.at, qatarMidnight(query.from)) : undefined,
    // `to` is a whole day, included: up to the next day's midnight.
    query.to ? lt(adminActivity.at, new Date(qatarMidnight(query.to).getTime() + DAY_MS)) : undefined,
  );
}

type ActivityRow = typeof adminActivity.$inferSelect;
const entryView = (row: ActivityRow): ActivityEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: { _id: row.actorId, fullName: row.actorName, email: row.actorEmail },
  action: row.action as ActivityAction,
  entityType: row.entityType as ActivityEntityType,
  entityId: row.entityId,
  changes: row.changes,
  ip: row.ip,
});

/** A page of entries, newest first, with the total under the same filters. */
export async function listActivity(db: Db, query: AdminActivityQuery) {
  const where = filtersOf(query);
  const rows = await db
    .select()
    .from(adminActivity)
    .where(where)
    .orderBy(desc(adminActivity.at), desc(adminActivity.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(adminActivity).where(where);
  return { items: rows.map(entryView), total: total?.n ?? 0, page: query.page, limit: query.limit };
}
