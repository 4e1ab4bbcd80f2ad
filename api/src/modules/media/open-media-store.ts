import type { MediaS3Settings } from '../../config.ts';
import { createMediaStore, type MediaStore, mediaStoreOver } from './media-store.ts';
import { s3Files } from './s3-media-files.ts';

/** The media store the configuration asks for: S3-compatible storage when MEDIA_S3_* is set, else the folder. */
export function openMediaStore(config: { mediaDir: string; mediaS3?: MediaS3Settings }): MediaStore {
  return config.mediaS3 ? mediaStoreOver(s3Files(config.mediaS3)) : createMediaStore(config.mediaDir);
}
