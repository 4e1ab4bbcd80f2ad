import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { MediaRow } from './image-view.ts';
import {
  type MediaStore,
  type PreparedMedia,
  prepareImage,
  prepareVideo,
  removeQuietly,
  UnreadableImageError,
} from './media-store.ts';
import { videoContainerBytes } from './video-length.ts';

const MB = 1024 * 1024;

/** Largest accepted upload of each kind, in bytes (the MEDIA_TOO_LARGE message states them). */
export const MAX_BYTES = { image: 8 * MB, video: 50 * MB } as const;

/**
 * Accepted types as found in the bytes, never as declared by the client. An animated PNG is
 * still a PNG (sharp keeps its first frame), so file-type's `image/apng` counts as one.
 */
const ACCEPTED: Record<string, 'image' | 'video'> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/apng': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
};

export type Sniffed = { kind: 'image' | 'video'; mimeType: string };

/** What the bytes really are, or 400 MEDIA_TYPE: the file name and the declared type are not trusted. */
export async function sniffMedia(bytes: Uint8Array): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? ACCEPTED[found.mime] : undefined;
  if (!found || !kind) throw new AppError(400, 'MEDIA_TYPE');
  return { kind, mimeType: found.mime };
}

export type UploadInput = { bytes: Buffer; alt: { en: string; ar: string } };

/**
 * Checks an uploaded file by its content and size, then stores it: images re-encoded to WebP at
 * every width (sharp writes new files from the decoded pixels: nothing else of the upload is kept),
 * videos as they came but for any bytes after the container's end (video-length.ts). Nothing is
 * stored when it is refused. `record` writes the row
 * (in the caller's audited transaction); if it fails, the files written are removed again.
 */
export async function uploadMedia(
  store: MediaStore,
  input: UploadInput,
  record: (keep: (db: Db) => Promise<MediaRow>) => Promise<MediaRow>,
): Promise<MediaRow> {
  const prepared = await prepareUpload(input);
  let kept: MediaRow | undefined;
  try {
    return await record(async (db) => {
      kept = await store.keep(db, prepared);
      return kept;
    });
  } catch (error) {
    // The row was rolled back with the transaction: its files must go too.
    if (kept) await removeQuietly(store.removeFiles, kept.id);
    throw error;
  }
}

async function prepareUpload(input: UploadInput): Promise<PreparedMedia> {
  const { kind, mimeType } = await sniffMedia(input.bytes);
  if (input.bytes.byteLength > MAX_BYTES[kind]) throw new AppError(413, 'MEDIA_TOO_LARGE');
  if (kind === 'video') {
    const video = videoContainerBytes(input.bytes, mimeType);
    if (!video) throw new AppError(400, 'VIDEO_UNREADABLE');
    return prepareVideo(video, mimeType, input.alt);
  }
  try {
    return await prepareImage(input.bytes, input.alt);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    // A canvas too big to decode safely is "too large" to the person uploading it.
    throw error.reason === 'too-many-pixels'
      ? new AppError(413, 'MEDIA_TOO_LARGE')
      : new AppError(400, 'MEDIA_UNREADABLE');
  }
}
