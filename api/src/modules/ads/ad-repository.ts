import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ads, playbackSettings } from '../../db/schema.ts';

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
