import type { Lang } from 'contracts/i18n';
import type { Image } from 'contracts/schemas/common';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

export const mediaUrl = (id: string, file: string) => `/media/${id}/${file}`;

/** What a client needs to show a stored image responsively: a middle-size src and a srcset. */
export function toImage(row: MediaRow, lang: Lang): Image {
  const widths = [...row.widths].sort((a, b) => a - b);
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? row.width;
  return {
    _id: row.id,
    alt: lang === 'ar' ? row.altAr : row.altEn,
    src: mediaUrl(row.id, `${middle}.webp`),
    srcset: widths.map((w) => `${mediaUrl(row.id, `${w}.webp`)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}

/** Loads many media rows in one query, keyed by id. */
export async function loadMedia(db: Db, ids: (string | null | undefined)[]): Promise<Map<string, MediaRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
