import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type adminMedia, mediaAlt } from 'contracts/schemas/media';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { api, isAnnouncedByClient, isApiError } from 'platform/api';
import { registerOverlayView } from 'platform/overlays';
import { queryKeys } from 'platform/query-keys';
import { notify } from 'platform/toast';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminText } from '../lib/use-admin-text.ts';
import { placeApiFieldErrors } from './api-field-errors.ts';
import { BilingualField } from './bilingual-field.tsx';
import dialogStyles from './dialog.module.css';

/** The modal view that changes a stored picture's description (alt text) after its upload. */
export const MEDIA_ALT_VIEW = 'admin describe media';

type AdminMedia = z.infer<typeof adminMedia>;
type AltValues = z.infer<typeof mediaAlt>;

const mediaPath = (id: string) => `admin/media/${encodeURIComponent(id)}`;

/** `GET admin/media/:id`: the stored file's description in both languages. */
function useStoredMedia(id: string) {
  return useQuery({ queryKey: queryKeys.admin.media(id), queryFn: () => api.get<AdminMedia>(mediaPath(id)) });
}

function AltForm({ media, label, close }: { media: AdminMedia; label: string; close: () => void }) {
  const { t, fieldError } = useAdminText();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<AltValues>({
    resolver: zodResolver(mediaAlt as never) as unknown as Resolver<AltValues>,
    defaultValues: media.alt,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (alt) => {
    setSaving(true);
    try {
      const saved = await api.patch<AdminMedia>(mediaPath(media._id), { alt });
      queryClient.setQueryData(queryKeys.admin.media(media._id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity });
      notify.success(t('formParts.photos.describeSaved', { photo: label }));
      close();
    } catch (error) {
      const { placed } = placeApiFieldErrors(
        error,
        (name) => name === 'alt.en' || name === 'alt.ar',
        (name, message) => form.setError(name.slice('alt.'.length) as keyof AltValues, { type: 'server', message }),
      );
      if (isAnnouncedByClient(error)) return;
      notify.error(
        placed > 0
          ? t('formParts.photos.describeFix')
          : isApiError(error)
            ? error.message
            : t('formParts.photos.describeFailed'),
      );
    } finally {
      setSaving(false);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className={dialogStyles.dialog}
      aria-label={t('formParts.photos.describeTitle', { photo: label })}
    >
      <BilingualField
        label={t('formParts.photos.describeField')}
        en={form.register('en')}
        ar={form.register('ar')}
        errors={{ en: fieldError(errors.en), ar: fieldError(errors.ar) }}
      />
      <div className={dialogStyles.dialogActions}>
        <Button type="submit" loading={saving}>
          {t('formParts.photos.describeSave')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('formParts.photos.describeCancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A stored picture's description in both languages, read from the api and saved with
 * `PATCH admin/media/:id`: every page that shows the picture reads it from then on.
 */
function MediaAltDialog({ id, label, close }: { id: string; label: string; close: () => void }) {
  const { t } = useAdminText();
  const titleId = useId();
  const stored = useStoredMedia(id);
  return (
    <section className={dialogStyles.dialog} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('formParts.photos.describeTitle', { photo: label })}</h2>
      <img src={`/media/${id}/preview.webp`} alt="" className={dialogStyles.preview} />
      <p>{t('formParts.photos.describeHint')}</p>
      {stored.data ? (
        <AltForm media={stored.data} label={label} close={close} />
      ) : stored.isError ? (
        <EmptyState
          alert
          title={t('formParts.photos.describeLoadFailed')}
          action={
            <Button onClick={() => stored.refetch()} loading={stored.isFetching}>
              {t('formParts.photos.describeRetry')}
            </Button>
          }
        />
      ) : (
        <p aria-live="polite">{t('formParts.photos.describeLoading')}</p>
      )}
    </section>
  );
}

function MediaAltView({ close, id, label }: { close: () => void } & Record<string, unknown>) {
  return <MediaAltDialog close={close} id={String(id)} label={String(label)} />;
}

registerOverlayView('modal', MEDIA_ALT_VIEW, MediaAltView);
