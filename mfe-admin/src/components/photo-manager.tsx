import { errorMessage } from 'contracts/errors';
import { Grid } from 'design-system/grid';
import { Stack } from 'design-system/stack';
import { useModal } from 'platform/overlays';
import { type DragEvent, useId, useMemo, useRef, useState } from 'react';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';
import { MEDIA_ALT_VIEW } from './media-alt-dialog.tsx';
import { MoveButtons, moved, SortableList } from './sortable-list.tsx';
import { type Upload, type UploadedMedia, uploadMediaWith } from './upload-media.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

type Pending = {
  key: string;
  file: File;
  preview: string;
  alt: { en: string; ar: string };
  progress: number | null;
  error: string | null;
};

/** A stored picture's preview by id (the admin views carry ids only): the api's narrowest copy of it. */
export const storedPreview = (id: string) => `/media/${id}/preview.webp`;

/** The ordered photos with the cover first, as the photo manager shows them. */
export function photosOf(coverId: string | null | undefined, galleryIds: readonly string[] | undefined) {
  return [...(coverId ? [coverId] : []), ...(galleryIds ?? []).filter((id) => id !== coverId)];
}

/**
 * Photos of a listing: drop or pick files, give each its alt text in both languages (stored with
 * the upload, and changed later from the photo's "Describe" dialog), upload with progress,
 * reorder by drag or keyboard, choose the cover, remove. A file the api refuses keeps its
 * message beside it.
 */
export function PhotoManager({
  coverId,
  galleryIds,
  onChange,
  upload,
}: {
  coverId: string | null | undefined;
  galleryIds: readonly string[] | undefined;
  onChange: (next: { coverMediaId: string | null; galleryMediaIds: string[] }) => void;
  upload?: Upload;
}) {
  const { t, lang } = useAdminText();
  const id = useId();
  const modal = useModal();
  const send = useMemo(
    () => upload ?? uploadMediaWith(lang, errorMessage('SOMETHING_WENT_WRONG', lang)),
    [upload, lang],
  );
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploaded, setUploaded] = useState<Record<string, UploadedMedia>>({});
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  const photos = photosOf(coverId, galleryIds);
  const cover = coverId ?? null;
  // Uploads finish in any order: each adds itself to the photos as they are then, not as they were.
  const latest = useRef({ photos, cover });
  latest.current = { photos, cover };

  const emit = (list: string[], nextCover: string | null) => {
    const gallery = list.filter((photo) => photo !== nextCover);
    // Known at once: an upload finishing before the next render adds itself to this list, not an older one.
    latest.current = { photos: photosOf(nextCover, gallery), cover: nextCover };
    onChange({ coverMediaId: nextCover, galleryMediaIds: gallery });
  };
  const label = (index: number) => t('formParts.photos.photo', { n: index + 1 });

  const add = (files: FileList | File[]) => {
    const next = [...files].map((file) => {
      counter.current += 1;
      return {
        key: `${id}-${counter.current}`,
        file,
        preview: URL.createObjectURL(file),
        alt: { en: '', ar: '' },
        progress: null,
        error: null,
      };
    });
    setPending((list) => [...list, ...next]);
  };
  const patch = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const discard = (key: string) =>
    setPending((list) => {
      const item = list.find((p) => p.key === key);
      if (item) URL.revokeObjectURL(item.preview);
      return list.filter((p) => p.key !== key);
    });

  const start = async (item: Pending) => {
    patch(item.key, { progress: 0, error: null });
    try {
      const media = await send(item.file, item.alt, (fraction) => patch(item.key, { progress: fraction }));
      setUploaded((known) => ({ ...known, [media._id]: media }));
      discard(item.key);
      // The first picture of a listing becomes its cover; later ones join the gallery.
      emit([...latest.current.photos, media._id], latest.current.cover ?? media._id);
    } catch (error) {
      patch(item.key, { progress: null, error: error instanceof Error ? error.message : String(error) });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/')));
  };

  return (
    <section className={styles.photos} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {t('formParts.photos.title')}
      </h3>
      <SortableList
        layout="grid"
        className={styles.photoGrid}
        rows={photos.map((photo, index) => ({ id: photo, label: label(index) }))}
        onMove={(from, to) => emit(moved(photos, from, to), cover)}
        renderItem={(index, handle) => {
          const photo = photos[index] as string;
          const known = uploaded[photo];
          return (
            <figure className={styles.photo} data-testid="photo">
              <img src={known?.src ?? storedPreview(photo)} alt={known?.alt ?? ''} className={styles.thumb} />
              <figcaption className={styles.photoBar}>
                {photo === cover ? <strong className={styles.coverBadge}>{t('formParts.photos.cover')}</strong> : null}
                {handle}
                <MoveButtons
                  index={index}
                  count={photos.length}
                  label={label(index)}
                  onMove={(from, to) => emit(moved(photos, from, to), cover)}
                />
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => modal.open(MEDIA_ALT_VIEW, { id: photo, label: label(index) })}
                >
                  {t('formParts.photos.describe', { photo: label(index) })}
                </button>
                {photo !== cover ? (
                  <button type="button" className={styles.small} onClick={() => emit(photos, photo)}>
                    {t('formParts.photos.makeCover', { photo: label(index) })}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => {
                    const rest = photos.filter((p) => p !== photo);
                    emit(rest, photo === cover ? (rest[0] ?? null) : cover);
                  }}
                >
                  {t('formParts.photos.remove', { photo: label(index) })}
                </button>
              </figcaption>
            </figure>
          );
        }}
      />
      {photos.length === 0 ? <p className={styles.hint}>{t('formParts.photos.none')}</p> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file button inside does the same by keyboard */}
      <div
        className={styles.dropZone}
        data-active={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('formParts.photos.drop')}</p>
        <label className={styles.pick}>
          {t('formParts.photos.pick')}
          <input
            type="file"
            accept={ACCEPTED}
            multiple
            className={styles.fileInput}
            onChange={(event) => {
              if (event.target.files) add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p className={styles.hint}>{t('formParts.photos.altHint')}</p>
      </div>
      {pending.length > 0 ? (
        <ul className={styles.pending}>
          {pending.map((item) => (
            <Grid as="li" key={item.key} gap={4} minItemSize="10rem" align="start" data-testid="pending-photo">
              <img src={item.preview} alt="" className={styles.thumb} />
              <Stack gap={2}>
                <span className={styles.fileName}>{item.file.name}</span>
                <label className={styles.field}>
                  <span className={styles.label}>{t('formParts.photos.altEn', { file: item.file.name })}</span>
                  <input
                    type="text"
                    lang="en"
                    dir="ltr"
                    className={styles.control}
                    value={item.alt.en}
                    onChange={(event) => patch(item.key, { alt: { ...item.alt, en: event.target.value } })}
                  />
                </label>
                <label className={styles.field}>
                  <span className={styles.label}>{t('formParts.photos.altAr', { file: item.file.name })}</span>
                  <input
                    type="text"
                    lang="ar"
                    dir="rtl"
                    className={styles.control}
                    value={item.alt.ar}
                    onChange={(event) => patch(item.key, { alt: { ...item.alt, ar: event.target.value } })}
                  />
                </label>
                {item.progress !== null ? (
                  <progress
                    max={1}
                    value={item.progress}
                    aria-label={t('formParts.photos.progress', { file: item.file.name })}
                  />
                ) : null}
                {item.error ? (
                  <p className={styles.error} role="alert">
                    {item.error}
                  </p>
                ) : null}
                <span className={styles.itemBar}>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={item.progress !== null}
                    onClick={() => start(item)}
                  >
                    {t('formParts.photos.upload', { file: item.file.name })}
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={item.progress !== null}
                    onClick={() => discard(item.key)}
                  >
                    {t('formParts.photos.discard', { file: item.file.name })}
                  </button>
                </span>
              </Stack>
            </Grid>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
