import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

/** Widths every image is kept at, for `srcset`. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

export type MediaStore = ReturnType<typeof createMediaStore>;

/** Stores images on disk (one folder per media id) and records them in the database. */
export function createMediaStore(rootDir: string) {
  const folderOf = (id: string) => path.join(rootDir, id);
  return {
    rootDir,
    fileOf: (id: string, file: string) => path.join(folderOf(id), file),

    /** Re-encodes an image to WebP at each width (never wider than the original) and records it. */
    async saveImage(db: Db, source: Buffer, alt: { en: string; ar: string }) {
      const image = sharp(source);
      const { width = 1200, height = 900 } = await image.metadata();
      const widths = IMAGE_WIDTHS.filter((w) => w <= width);
      if (widths.length === 0) widths.push(width as (typeof IMAGE_WIDTHS)[number]);
      const [row] = await db
        .insert(media)
        .values({ kind: 'image', mimeType: 'image/webp', widths, width, height, altEn: alt.en, altAr: alt.ar })
        .returning();
      if (!row) throw new Error('media insert returned nothing');
      await mkdir(folderOf(row.id), { recursive: true });
      let bytes = 0;
      for (const w of widths) {
        const out = await sharp(source).resize({ width: w }).webp({ quality: 72, effort: 2 }).toBuffer();
        bytes += out.byteLength;
        await writeFile(path.join(folderOf(row.id), `${w}.webp`), out);
      }
      return { ...row, byteSize: bytes };
    },
  };
}
