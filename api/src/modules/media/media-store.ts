import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

/** Widths every image is kept at, for `srcset`. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

/**
 * Largest image decoded, in pixels (about 8000 × 6000). A small compressed file can declare a huge
 * canvas, and decoding it would take gigabytes of memory: such files are refused from their header.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

type Alt = { en: string; ar: string };
type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'byteSize' | 'createdAt'>;

/** Sharp could not decode the bytes, or they declare more pixels than {@link MAX_IMAGE_PIXELS}. */
export class UnreadableImageError extends Error {
  readonly reason: 'unreadable' | 'too-many-pixels';

  constructor(reason: UnreadableImageError['reason'], cause?: unknown) {
    super(`image ${reason}`, { cause });
    this.reason = reason;
  }
}

/** Decodes an image and encodes it to WebP at each width (never wider than the original). */
async function encodeWebp(source: Buffer) {
  // The header is read without the pixel limit, so an oversized canvas is told apart from a broken file.
  const meta = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new UnreadableImageError('unreadable', error);
    });
  // Camera photos are often stored sideways with an EXIF orientation; measure them as they are shown.
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) throw new UnreadableImageError('too-many-pixels');
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width);
  try {
    const files: [string, Buffer][] = [];
    for (const w of widths) {
      // Re-encoding also drops EXIF (camera, GPS) and anything smuggled after the image data.
      const out = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
        .autoOrient()
        .resize({ width: w })
        .webp({ quality: 72, effort: 2 })
        .toBuffer();
      files.push([`${w}.webp`, out]);
    }
    return { width, height, widths, files };
  } catch (error) {
    throw new UnreadableImageError('unreadable', error);
  }
}

export type MediaStore = ReturnType<typeof createMediaStore>;

/** What is stored for one upload: the row's values and the files, all encoded already. */
export type PreparedMedia = { values: NewMedia; files: [string, Buffer][] };

/** An image re-encoded to WebP at each width. Throws {@link UnreadableImageError} when sharp cannot decode it. */
export async function prepareImage(source: Buffer, alt: Alt): Promise<PreparedMedia> {
  const { width, height, widths, files } = await encodeWebp(source);
  const values = { kind: 'image', mimeType: 'image/webp', widths, width, height, altEn: alt.en, altAr: alt.ar };
  return { values, files };
}

/** A video as it came (file `video`). */
export function prepareVideo(source: Buffer, mimeType: string, alt: Alt): PreparedMedia {
  // Sizes are not read: that needs a container parser, and players take them from the file anyway.
  const values = { kind: 'video', mimeType, widths: [], width: 0, height: 0, altEn: alt.en, altAr: alt.ar };
  return { values, files: [['video', source]] };
}

/** Stores images and videos on disk (one folder per media id) and records them in the database. */
export function createMediaStore(rootDir: string) {
  const folderOf = (id: string) => path.join(rootDir, id);

  /**
   * Writes the files first and records the row last, so a row never points at missing files;
   * if either step fails, the folder is removed again and nothing is left behind.
   */
  async function keep(db: Db, { values, files }: PreparedMedia) {
    const id = randomUUID();
    const folder = folderOf(id);
    try {
      await mkdir(folder, { recursive: true });
      for (const [name, bytes] of files) await writeFile(path.join(folder, name), bytes);
      const byteSize = files.reduce((sum, [, bytes]) => sum + bytes.byteLength, 0);
      const [row] = await db
        .insert(media)
        .values({ ...values, id, byteSize })
        .returning();
      if (!row) throw new Error('media insert returned nothing');
      return row;
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
  }

  return {
    rootDir,
    fileOf: (id: string, file: string) => path.join(folderOf(id), file),
    /** Deletes a media item's files (its row is the caller's: e.g. a rolled-back transaction's). */
    removeFiles: (id: string) => rm(folderOf(id), { recursive: true, force: true }),

    /**
     * Re-encodes an image to WebP at each width and records it. Every size is encoded in memory
     * before anything is written. Throws {@link UnreadableImageError} when sharp cannot decode it.
     */
    async saveImage(db: Db, source: Buffer, alt: Alt) {
      return keep(db, await prepareImage(source, alt));
    },

    /** Stores a video as it came (file `video`); its type must already have been checked from its bytes. */
    async saveVideo(db: Db, source: Buffer, mimeType: string, alt: Alt) {
      return keep(db, prepareVideo(source, mimeType, alt));
    },

    /**
     * Writes prepared files and records their row with `db` (a transaction's, for an audited upload).
     * Encoding is done before, so no transaction stays open while sharp works.
     */
    keep,
  };
}
