import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditedCaller, audited } from '../activity/audited.ts';
import type { MediaRow } from './image-view.ts';
import { findMedia, imageWidths, lockMedia, updateMediaAlt, videoMimeType } from './media-repository.ts';
import type { MediaStore } from './media-store.ts';
import { type UploadInput, uploadMedia } from './media-upload.ts';

type MediaAlt = { en: string; ar: string };

/** What the back office shows of a stored file: its kind and its description in both languages. */
const adminMediaView = (row: MediaRow) => ({
  _id: row.id,
  kind: row.kind === 'video' ? ('video' as const) : ('image' as const),
  alt: { en: row.altEn, ar: row.altAr },
});

/** Stored media: what a file is served as, an administrator's upload, and its description. */
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

    async find(id: string) {
      const row = await findMedia(db, id);
      if (!row) throw new AppError(404, 'MEDIA_NOT_FOUND');
      return adminMediaView(row);
    },

    /** A new description in both languages, audited; every page showing the file reads it from its row. */
    async describe(caller: AuditedCaller, id: string, alt: MediaAlt) {
      const row = await audited(caller, 'media', async (tx) => {
        const before = await lockMedia(tx, id);
        if (!before) throw new AppError(404, 'MEDIA_NOT_FOUND');
        const after = (await updateMediaAlt(tx, id, alt)) ?? before;
        return { result: after, entityId: id, before, after };
      });
      return adminMediaView(row);
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
