import type { ActivityAction, ActivityEntityType, ActivityEntry, AdminActivityQuery } from 'contracts/schemas/activity';
import type { BilingualText } from 'contracts/schemas/common';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adminActivity, ads, blogs, contactMessages, giftShops, restaurants, users } from '../../db/schema.ts';
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
  /** The bulk action the entry is one record of. */
  batchId?: string | undefined;
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
    batchId: entry.batchId ?? null,
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
// A playback setting is named by its category: only uuids can name a row.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Per entity type, the names of those of `ids` that still exist (a person's name the same in both languages). */
const nameReaders: Partial<Record<ActivityEntityType, (db: Db, ids: string[]) => Promise<[string, BilingualText][]>>> =
  {
    user: async (db, ids) =>
      (await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids))).map((row) => [
        row.id,
        { en: row.name, ar: row.name },
      ]),
    restaurant: async (db, ids) =>
      (
        await db
          .select({ id: restaurants.id, en: restaurants.nameEn, ar: restaurants.nameAr })
          .from(restaurants)
          .where(inArray(restaurants.id, ids))
      ).map(({ id, en, ar }) => [id, { en, ar }]),
    shop: async (db, ids) =>
      (
        await db
          .select({ id: giftShops.id, en: giftShops.nameEn, ar: giftShops.nameAr })
          .from(giftShops)
          .where(inArray(giftShops.id, ids))
      ).map(({ id, en, ar }) => [id, { en, ar }]),
    blog: async (db, ids) =>
      (
        await db
          .select({ id: blogs.id, en: blogs.titleEn, ar: blogs.titleAr })
          .from(blogs)
          .where(inArray(blogs.id, ids))
      ).map(({ id, en, ar }) => [id, { en, ar }]),
    ad: async (db, ids) =>
      (await db.select({ id: ads.id, en: ads.titleEn, ar: ads.titleAr }).from(ads).where(inArray(ads.id, ids))).map(
        ({ id, en, ar }) => [id, { en, ar }],
      ),
    message: async (db, ids) =>
      (
        await db
          .select({ id: contactMessages.id, name: contactMessages.name })
          .from(contactMessages)
          .where(inArray(contactMessages.id, ids))
      ).map((row) => [row.id, { en: row.name, ar: row.name }]),
  };

/** The current names of the records a page of entries is about, by type and id: one query per type on the page. */
async function entityNames(db: Db, rows: ActivityRow[]): Promise<Map<string, BilingualText>> {
  const names = new Map<string, BilingualText>();
  const idsByType = new Map<ActivityEntityType, Set<string>>();
  for (const row of rows) {
    if (!UUID.test(row.entityId)) continue;
    const type = row.entityType as ActivityEntityType;
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(row.entityId));
  }
  for (const [type, ids] of idsByType) {
    const read = nameReaders[type];
    if (!read) continue;
    for (const [id, name] of await read(db, [...ids])) names.set(`${type}:${id}`, name);
  }
  return names;
}

/** How many entries each bulk action of a page of entries wrote, by batch id: one query for the page. */
async function batchSizes(db: Db, rows: ActivityRow[]): Promise<Map<string, number>> {
  const ids = [...new Set(rows.flatMap((row) => (row.batchId ? [row.batchId] : [])))];
  if (ids.length === 0) return new Map();
  const counted = await db
    .select({ id: adminActivity.batchId, n: count() })
    .from(adminActivity)
    .where(inArray(adminActivity.batchId, ids))
    .groupBy(adminActivity.batchId);
  return new Map(counted.map(({ id, n }) => [id as string, n]));
}

const entryView = (row: ActivityRow, names: Map<string, BilingualText>, sizes: Map<string, number>): ActivityEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor: { _id: row.actorId, fullName: row.actorName, email: row.actorEmail },
  action: row.action as ActivityAction,
  entityType: row.entityType as ActivityEntityType,
  entityId: row.entityId,
  entityName: names.get(`${row.entityType}:${row.entityId}`) ?? null,
  changes: row.changes,
  ip: row.ip,
  batch: row.batchId ? { id: row.batchId, size: sizes.get(row.batchId) ?? 1 } : null,
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
  const [names, sizes] = await Promise.all([entityNames(db, rows), batchSizes(db, rows)]);
  return {
    items: rows.map((row) => entryView(row, names, sizes)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
