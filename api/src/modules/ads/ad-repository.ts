import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adDailyCounts, ads, playbackSettings } from '../../db/schema.ts';

export type AdRow = typeof ads.$inferSelect;
type AdValues = typeof ads.$inferInsert;

/** The back office's ads, of one category or of all, newest first. */
export const listAds = (db: Db, category: string | undefined) =>
  db
    .select()
    .from(ads)
    .where(category ? eq(ads.category, category) : undefined)
    .orderBy(desc(ads.createdAt), asc(ads.id));

export async function insertAd(tx: Tx, values: AdValues): Promise<AdRow> {
  const [row] = await tx.insert(ads).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The ad as it is before a write, locked until the write's transaction ends. */
export async function lockAd(tx: Tx, id: string): Promise<AdRow | undefined> {
  const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  return row;
}

export async function updateAd(tx: Tx, id: string, values: Partial<AdValues>): Promise<AdRow | undefined> {
  const [row] = await tx.update(ads).set(values).where(eq(ads.id, id)).returning();
  return row;
}

export async function deleteAd(tx: Tx, id: string): Promise<AdRow | undefined> {
  const [row] = await tx.delete(ads).where(eq(ads.id, id)).returning();
  return row;
}

/** The playback setting of every category someone has set. */
export const listPlaybackSettings = (db: Db) => db.select().from(playbackSettings);

/** A category's playback setting before a write, locked; none for a category never set. */
export async function lockPlaybackSetting(tx: Tx, category: string) {
  const [row] = await tx.select().from(playbackSettings).where(eq(playbackSettings.category, category)).for('update');
  return row;
}

export async function savePlaybackSetting(tx: Tx, category: string, playback: string, at: Date) {
  const [row] = await tx
    .insert(playbackSettings)
    .values({ category, playback, updatedAt: at })
    .onConflictDoUpdate({ target: playbackSettings.category, set: { playback, updatedAt: at } })
    .returning();
  return row;
}

/** One ad's counts to add on a day. */
export type AdCountsToAdd = { adId: string; impressions: number; clicks: number };

/**
 * Adds counts to their ads' rows of `day`, in one transaction. Counts of an ad that no longer
 * exists are dropped: the ads are locked against deletion (`key share`) until the counts are in.
 */
export async function addAdCounts(db: Db, day: string, counts: readonly AdCountsToAdd[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ id: ads.id })
      .from(ads)
      .where(
        inArray(
          ads.id,
          counts.map((c) => c.adId),
        ),
      )
      .for('key share');
    const known = new Set(present.map((row) => row.id));
    const rows = counts.filter((c) => known.has(c.adId)).map((c) => ({ ...c, day }));
    if (rows.length === 0) return;
    await tx
      .insert(adDailyCounts)
      .values(rows)
      .onConflictDoUpdate({
        target: [adDailyCounts.adId, adDailyCounts.day],
        set: {
          impressions: sql`${adDailyCounts.impressions} + excluded.impressions`,
          clicks: sql`${adDailyCounts.clicks} + excluded.clicks`,
        },
      });
  });
}

/** The counts of the ads `adIds` from `fromDay` on, one row each (an ad never seen has none). */
export const adCountsSince = (db: Db, adIds: readonly string[], fromDay: string) =>
  adIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          adId: adDailyCounts.adId,
          impressions: sql<number>`sum(${adDailyCounts.impressions})::int`,
          clicks: sql<number>`sum(${adDailyCounts.clicks})::int`,
        })
        .from(adDailyCounts)
        .where(and(inArray(adDailyCounts.adId, [...adIds]), gte(adDailyCounts.day, fromDay)))
        .groupBy(adDailyCounts.adId);

/** One ad's counts per day from `fromDay` on, newest first. */
export const adDailyCountsSince = (db: Db, adId: string, fromDay: string) =>
  db
    .select({ day: adDailyCounts.day, impressions: adDailyCounts.impressions, clicks: adDailyCounts.clicks })
    .from(adDailyCounts)
    .where(and(eq(adDailyCounts.adId, adId), gte(adDailyCounts.day, fromDay)))
    .orderBy(desc(adDailyCounts.day));

export async function findAd(db: Db, id: string): Promise<AdRow | undefined> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  return row;
}
