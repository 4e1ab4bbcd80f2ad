import { Inline } from 'design-system/inline';
import { Stack } from 'design-system/stack';
import { FieldError } from 'design-system/text-field';
import { useId, useState } from 'react';
import formParts from '../../components/form-parts.module.css';
import type { Upload } from '../../components/upload-media.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './ads.module.css';

/** What the api takes of each kind (it checks the bytes; this only narrows the file picker). */
const ACCEPTED = {
  image: 'image/jpeg,image/png,image/webp,image/avif',
  video: 'video/mp4,video/webm',
} as const;

/** A stored file's address by id (the admin view carries ids only). */
const storedSrc = (kind: 'image' | 'video', id: string) =>
  kind === 'image' ? `/media/${id}/preview.webp` : `/media/${id}/video`;

/**
 * One file of an ad (its image, its video or the video's poster): picking a file uploads it at once
 * with its progress, and the field holds the stored file's id. The ad's title is the file's alt text
 * (an ad's picture says what the ad says); the api refuses a file by its content and size, and its
 * message shows under the field.
 */
export function MediaField({
  kind,
  label,
  value,
  onChange,
  upload,
  alt,
  error,
}: {
  kind: 'image' | 'video';
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  upload: Upload;
  alt: { en: string; ar: string };
  /** Already translated. */
  error?: string | undefined;
}) {
  const { t } = useAdminText();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [uploadedSrc, setUploadedSrc] = useState<{ id: string; src: string } | null>(null);

  const send = async (file: File) => {
    setRefused(null);
    setProgress(0);
    try {
      const media = await upload(file, alt, setProgress);
      setUploadedSrc({ id: media._id, src: media.src });
      onChange(media._id);
    } catch (failure) {
      setRefused(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  const src = value ? (uploadedSrc?.id === value ? uploadedSrc.src : storedSrc(kind, value)) : null;
  const message = refused ?? error;
  return (
    <Stack gap={2} data-testid={`media-${kind}`}>
      <label htmlFor={`${id}-file`} className={formParts.label}>
        {label}
      </label>
      {src ? (
        kind === 'image' ? (
          <img src={src} alt="" className={styles.mediaPreview} />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the admin's own upload, shown to check it is the right file
          <video src={src} className={styles.mediaPreview} controls preload="metadata" />
        )
      ) : (
        <p className={formParts.hint}>{t('ads.form.noFile')}</p>
      )}
      <Inline align="center" gap={2}>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED[kind]}
          disabled={progress !== null}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
        {value ? (
          <button type="button" className={formParts.small} onClick={() => onChange(null)}>
            {t('ads.form.removeFile', { label })}
          </button>
        ) : null}
      </Inline>
      {progress !== null ? <progress max={1} value={progress} aria-label={t('ads.form.uploading', { label })} /> : null}
      {message ? <FieldError id={`${id}-error`} message={message} /> : null}
    </Stack>
  );
}
