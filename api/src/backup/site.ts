/** What a backup is taken of and restored into: the api's database and its media files, as configured. */
import type { loadConfig } from '../config.ts';
import { openMediaFiles } from '../modules/media/open-media-store.ts';
import type { MediaTarget } from './media-copy.ts';

export type Site = {
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; folder: string };
  media: MediaTarget;
};

export function siteOf(config: ReturnType<typeof loadConfig>): Site {
  return {
    database: config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', folder: config.pgliteDir },
    media: { files: openMediaFiles(config), folder: config.mediaS3 ? undefined : config.mediaDir },
  };
}
