import { errorMessage } from 'contracts/errors';
import { Grid } from 'design-system/grid';
import { Stack } from 'design-system/stack';
import { useModal } from 'platform/overlays';
import { useId, useMemo, useState } from 'react';
import page from '../../components/form-page.module.css';
import formStyles from '../../components/form-parts.module.css';
import { MEDIA_ALT_VIEW } from '../../components/media-alt-dialog.tsx';
import { storedPreview } from '../../components/photo-manager.tsx';
import { type Upload, type UploadedMedia, uploadMediaWith } from '../../components/upload-media.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './blogs.module.css';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

type Pending = { file: File; preview: string; alt: { en: string; ar: string }; progress: number | null };

/**
 * A post's cover picture: the one shown, or pick a file, describe it in both languages (the api
 * stores alt text with the upload) and upload it with progress, as the listings' photos do.
 */
export function BlogCoverField({
  value,
  onChange,
  error: fieldError,
  upload,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  upload?: Upload;
}) {
  const { t, lang } = useAdminText();
  const modal = useModal();
  const id = useId();
  const send = useMemo(
    () => upload ?? uploadMediaWith(lang, errorMessage('SOMETHING_WENT_WRONG', lang)),
    [upload, lang],
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [uploaded, setUploaded] = useState<UploadedMedia | null>(null);
  const [error, setError] = useState<string | null>(null);

  const discard = () => {
    if (pending) URL.revokeObjectURL(pending.preview);
    setPending(null);
  };
  const start = async () => {
    if (!pending) return;
    setError(null);
    setPending({ ...pending, progress: 0 });
    try {
      const media = await send(pending.file, pending.alt, (fraction) =>
        setPending((now) => (now ? { ...now, progress: fraction } : now)),
      );
      setUploaded(media);
      URL.revokeObjectURL(pending.preview);
      setPending(null);
      onChange(media._id);
    } catch (failure) {
      setPending((now) => (now ? { ...now, progress: null } : now));
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const src = value ? (uploaded?._id === value ? uploaded.src : storedPreview(value)) : null;

  return (
    <fieldset className={styles.publication} aria-describedby={fieldError ? `${id}-error` : undefined}>
      <legend className={page.legend}>{t('blogs.cover.title')}</legend>
      {src ? (
        <div className={formStyles.itemBar}>
          <img src={src} alt={uploaded?._id === value ? uploaded.alt : ''} className={styles.cover} />
          <button
            type="button"
            className={formStyles.small}
            onClick={() => modal.open(MEDIA_ALT_VIEW, { id: value, label: t('blogs.cover.title') })}
          >
            {t('blogs.cover.describe')}
          </button>
          <button type="button" className={formStyles.small} onClick={() => onChange(null)}>
            {t('blogs.cover.remove')}
          </button>
        </div>
      ) : (
        <p className={formStyles.hint}>{t('blogs.cover.none')}</p>
      )}
      {pending ? (
        <Grid gap={4} minItemSize="10rem" align="start">
          <img src={pending.preview} alt="" className={formStyles.thumb} />
          <Stack gap={2}>
            <span className={formStyles.fileName}>{pending.file.name}</span>
            {(['en', 'ar'] as const).map((language) => (
              <label key={language} className={formStyles.field}>
                <span className={formStyles.label}>
                  {t(language === 'en' ? 'blogs.cover.altEn' : 'blogs.cover.altAr', { file: pending.file.name })}
                </span>
                <input
                  type="text"
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  className={formStyles.control}
                  value={pending.alt[language]}
                  onChange={(event) =>
                    setPending({ ...pending, alt: { ...pending.alt, [language]: event.target.value } })
                  }
                />
              </label>
            ))}
            {pending.progress !== null ? (
              <progress
                max={1}
                value={pending.progress}
                aria-label={t('blogs.cover.progress', { file: pending.file.name })}
              />
            ) : null}
            <span className={formStyles.itemBar}>
              <button
                type="button"
                className={formStyles.small}
                disabled={pending.progress !== null}
                onClick={() => void start()}
              >
                {t('blogs.cover.upload', { file: pending.file.name })}
              </button>
              <button type="button" className={formStyles.small} disabled={pending.progress !== null} onClick={discard}>
                {t('blogs.cover.discard', { file: pending.file.name })}
              </button>
            </span>
          </Stack>
        </Grid>
      ) : (
        <label className={formStyles.pick}>
          {t(value ? 'blogs.cover.replace' : 'blogs.cover.pick')}
          <input
            type="file"
            accept={ACCEPTED}
            className={formStyles.fileInput}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              discard();
              setError(null);
              setPending({ file, preview: URL.createObjectURL(file), alt: { en: '', ar: '' }, progress: null });
            }}
          />
        </label>
      )}
      {error ? (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      {fieldError ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {fieldError}
        </p>
      ) : null}
    </fieldset>
  );
}
