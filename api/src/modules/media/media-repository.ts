import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
