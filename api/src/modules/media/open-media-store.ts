import type { MediaS3Settings } from '../../config.ts';
import { directoryFiles, type MediaFiles, type MediaStore, mediaStoreOver } from './media-store.ts';
import { s3Files } from './s3-media-files.ts';

/** The media store the configuration asks for: S3-compatible storage when MEDIA_S3_* is set, else the folder. */
export function openMediaStore(config: MediaConfig): MediaStore {
  return mediaStoreOver(openMediaFiles(config));
}

type MediaConfig = { mediaDir: string; mediaS3?: MediaS3Settings | undefined };

/** The files alone, without their rows (backup and restore copy them as they are). */
export function openMediaFiles(config: MediaConfig): MediaFiles {
  return config.mediaS3 ? s3Files(config.mediaS3) : directoryFiles(config.mediaDir);
}
