import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

/** Widths every image is kept at, for `srcset`. */
const IMAGE_WIDTHS = [400, 800, 1200] as const;

/**
 * Largest image decoded, in pixels (about 8000 × 6000). A small compressed file can declare a huge
 * canvas, and decoding it would take gigabytes of memory: such files are refused from their header.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

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

/** Bytes `start` to `end` of a file, both included (HTTP's byte ranges). */
export type ByteRange = { start: number; end: number };

/** One byte range a request asks for (byte-range.ts). */
export type RequestedRange = {
  /** As an S3 GetObject takes it: `bytes=first-last`, `bytes=first-` or `bytes=-suffixLength`. */
  header: string;
  /** The last bytes of the file (`bytes=-suffixLength`), whatever its size. */
  suffix: boolean;
  /** The bytes it stands for in a file of `size` bytes, or 'unsatisfiable' when none are in it. */
  resolve(size: number): ByteRange | 'unsatisfiable';
};

/**
 * One stored file, opened for reading: streamed to the client, never read whole into memory.
 * `size` is the whole file's; `range`, when one was read, the part `body` holds.
 */
type StoredFile = { body: Readable; size: number; range?: ByteRange | undefined };

/** The file is there, but the range asked for lies outside its `size` bytes. */
type UnsatisfiableRange = { unsatisfiable: true; size: number };

/** Where the files of every media item live: one folder (or key prefix) per media id. */
export type MediaFiles = {
  /** Where, for the logs: a folder, or `s3://bucket/prefix`. */
  location: string;
  write(id: string, files: { name: string; bytes: Buffer; contentType: string }[]): Promise<void>;
  /** The file, or the part of it `range` asks for; undefined when there is no such file. */
  read(id: string, file: string, range?: RequestedRange): Promise<StoredFile | UnsatisfiableRange | undefined>;
  /** Removes every file of a media item; none there is no error. */
  remove(id: string): Promise<void>;
  /** Every stored file as `id/file`, sorted (tests and checks; it reads the whole store). */
  list(): Promise<string[]>;
  /** Throws when the store is set up wrongly (no such bucket, refused credentials); the server checks at start. */
  check?(): Promise<void>;
};

/** A file of an image is WebP; the one file of a video keeps the type it came as. */
export const contentTypeOfFile = (name: string, mimeType: string) => (name === 'video' ? mimeType : 'image/webp');

/**
 * Images and videos: their files in `files` (a folder, or S3-compatible storage), their rows in the
 * database. The same rules whatever holds the files.
 */
export function mediaStoreOver(files: MediaFiles) {
  /**
   * Writes the files first and records the row last, so a row never points at missing files;
   * if either step fails, the files are removed again and nothing is left behind.
   */
  async function keep(db: Db, { values, files: prepared }: PreparedMedia) {
    const id = randomUUID();
    try {
      await files.write(
        id,
        prepared.map(([name, bytes]) => ({ name, bytes, contentType: contentTypeOfFile(name, values.mimeType) })),
      );
      const byteSize = prepared.reduce((sum, [, bytes]) => sum + bytes.byteLength, 0);
      const [row] = await db
        .insert(media)
        .values({ ...values, id, byteSize })
        .returning();
      if (!row) throw new Error('media insert returned nothing');
      return row;
    } catch (error) {
      await removeQuietly(files.remove, id);
      throw error;
    }
  }

  return {
    location: files.location,
    read: files.read,
    list: files.list,
    check: async () => files.check?.(),
    /** Deletes a media item's files (its row is the caller's: e.g. a rolled-back transaction's). */
    removeFiles: (id: string) => files.remove(id),

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

export type MediaStore = ReturnType<typeof mediaStoreOver>;

/**
 * Removes the files of a media item whose row was not kept. A failure here (storage out of reach)
 * must not hide the error that made the row fail: files without a row are never served or listed,
 * only wasted space, while the caller has to hear why the upload failed.
 */
export async function removeQuietly(remove: (id: string) => Promise<void>, id: string) {
  await remove(id).catch(() => undefined);
}

/** Files in a folder on disk, one folder per media id: one process, or several sharing the folder. */
export function directoryFiles(rootDir: string): MediaFiles {
  const folderOf = (id: string) => path.join(rootDir, id);
  return {
    location: rootDir,
    async write(id, files) {
      const folder = folderOf(id);
      await mkdir(folder, { recursive: true });
      for (const { name, bytes } of files) await writeFile(path.join(folder, name), bytes);
    },
    async read(id, file, asked) {
      const filePath = path.join(folderOf(id), file);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile()) return undefined;
      const range = asked?.resolve(info.size);
      if (range === 'unsatisfiable') return { unsatisfiable: true, size: info.size };
      return { body: createReadStream(filePath, range), size: info.size, range };
    },
    remove: (id) => rm(folderOf(id), { recursive: true, force: true }),
    async list() {
      const ids = await readdir(rootDir).catch(() => []);
      const all = await Promise.all(
        ids.map(async (id) => (await readdir(folderOf(id)).catch(() => [])).map((file) => `${id}/${file}`)),
      );
      return all.flat().sort();
    },
  };
}

/** Stores images and videos on disk (one folder per media id) and records them in the database. */
export function createMediaStore(rootDir: string) {
  return mediaStoreOver(directoryFiles(rootDir));
}
