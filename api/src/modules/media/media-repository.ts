import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

/** The type a stored video is served as (MP4 or WebM, kept on its row); none for an unknown id. */
export async function videoMimeType(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ mimeType: media.mimeType })
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, 'video')));
  return row?.mimeType;
}

/** The widths a stored picture is kept at; none for an unknown id. */
export async function imageWidths(db: Db, id: string): Promise<number[] | undefined> {
  const [row] = await db
    .select({ widths: media.widths })
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, 'image')));
  return row?.widths;
}

/** A stored file's row, locked until the write's transaction ends; none for an unknown id. */
export async function lockMedia(tx: Tx, id: string) {
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
  return row;
}

export async function findMedia(db: Db, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

export async function updateMediaAlt(tx: Tx, id: string, alt: { en: string; ar: string }) {
  const [row] = await tx.update(media).set({ altEn: alt.en, altAr: alt.ar }).where(eq(media.id, id)).returning();
  return row;
}
