import type { Db } from '../../db/client.ts';
import { type AuditedCaller, audited } from '../activity/audited.ts';
import type { MediaRow } from './image-view.ts';
import { imageWidths, videoMimeType } from './media-repository.ts';
import type { MediaStore } from './media-store.ts';
import { type UploadInput, uploadMedia } from './media-upload.ts';

/** Stored media: what a file is served as, and an administrator's upload. */
export function createMediaService(db: Db, store: MediaStore) {
  return {
    /** Image files are always WebP; a video keeps the type it was uploaded as. */
    async contentTypeOf(id: string, file: string): Promise<string | undefined> {
      if (file.endsWith('.webp')) return 'image/webp';
      return videoMimeType(db, id);
    },

    /**
     * The file `preview.webp` stands for: a picture's narrowest copy, whatever its width (the back
     * office previews stored pictures by id, and a picture narrower than 400 px has no 400.webp).
     */
    async previewFile(id: string): Promise<string | undefined> {
      const widths = await imageWidths(db, id);
      const narrowest = widths?.length ? Math.min(...widths) : undefined;
      return narrowest === undefined ? undefined : `${narrowest}.webp`;
    },

    /** The upload's row is written in its audited transaction (media-upload.ts removes the files if it fails). */
    upload(caller: AuditedCaller, input: UploadInput): Promise<MediaRow> {
      return uploadMedia(store, input, (keep) =>
        audited(caller, 'media', async (tx) => {
          const after = await keep(tx as unknown as Db);
          return { result: after, entityId: after.id, after };
        }),
      );
    },
  };
}
