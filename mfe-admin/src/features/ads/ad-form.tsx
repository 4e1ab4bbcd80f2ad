import { zodResolver } from '@hookform/resolvers/zod';
import { adCategories } from 'contracts/enums';
import { errorMessage } from 'contracts/errors';
import { AD_PRIORITY, adInput } from 'contracts/schemas/ad';
import { Button } from 'design-system/button';
import { RadioGroup } from 'design-system/form-controls';
import { Grid } from 'design-system/grid';
import { Inline } from 'design-system/inline';
import { TextField } from 'design-system/text-field';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { registerOverlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { placeApiFieldErrors } from '../../components/api-field-errors.ts';
import { BilingualField } from '../../components/bilingual-field.tsx';
import dialogStyles from '../../components/dialog.module.css';
import { type Upload, uploadMediaWith } from '../../components/upload-media.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { AdState } from './ad-state.tsx';
import { type AdFormValues, changedPayload, emptyAd, fromAd, toPayload } from './ad-values.ts';
import styles from './ads.module.css';
import { type AdminAd, saveAd, useInvalidateAds } from './ads-api.ts';
import { MediaField } from './media-field.tsx';

/** Spec §2's modal view for adding and editing an advertisement. */
export const MUTATE_AD_VIEW = 'admin mutate advertisement';

const FIELDS = new Set([
  'title.en',
  'title.ar',
  'targetUrl',
  'activeFrom',
  'activeTo',
  'status',
  'priority',
  'mediaKind',
  'imageMediaId',
  'videoMediaId',
  'posterMediaId',
]);

export type AdFormProps = {
  category: AdminAd['category'];
  /** The stored ad when editing. */
  ad?: AdminAd | undefined;
  close: () => void;
  /** Tests give their own; the page sends files to `POST admin/media`. */
  upload?: Upload;
};

/**
 * The ad's fields over `adInput`, the schema `POST admin/ad` validates with. A new ad is created
 * whole; an edit sends only the fields that changed (`PATCH admin/ad/:id`). The api's field
 * errors land on their fields.
 */
export function AdForm({ category, ad, close, upload }: AdFormProps) {
  const { t, lang, fieldError } = useAdminText();
  const id = useId();
  const invalidate = useInvalidateAds();
  const send = useMemo(
    () => upload ?? uploadMediaWith(lang, errorMessage('SOMETHING_WENT_WRONG', lang)),
    [upload, lang],
  );
  const form = useForm<AdFormValues>({
    resolver: zodResolver(adInput as never) as unknown as Resolver<AdFormValues>,
    defaultValues: ad ? fromAd(ad) : emptyAd(category),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const mediaKind = form.watch('mediaKind');
  const title = form.watch('title');

  const submit = form.handleSubmit(async (values) => {
    const body = ad ? changedPayload(ad, values) : toPayload(values);
    if (ad && Object.keys(body).length === 0) {
      close();
      return;
    }
    setSaving(true);
    try {
      await saveAd(ad?._id, body);
      await invalidate();
      notify.success(t(ad ? 'ads.form.saved' : 'ads.form.created'));
      close();
    } catch (error) {
      const { placed } = placeApiFieldErrors(
        error,
        (name) => FIELDS.has(name),
        (name, message) => form.setError(name as keyof AdFormValues, { type: 'server', message }),
      );
      if (isAnnouncedByClient(error)) return;
      notify.error(placed > 0 ? t('ads.form.fixErrors') : isApiError(error) ? error.message : t('ads.form.failed'));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      className={`${dialogStyles.dialog} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t(ad ? 'ads.form.editTitle' : 'ads.form.addTitle')}</h2>
      <p className={styles.formCategory}>{t('ads.form.category', { category: adCategories.labels[category][lang] })}</p>
      {ad ? (
        // As stored when the list was read: the switch and dates below change it once saved.
        <Inline align="baseline" gap={2}>
          <span className={styles.formCategory}>{t('ads.form.stateNow')}</span>
          <AdState ad={ad} />
        </Inline>
      ) : null}
      <BilingualField
        label={t('ads.form.title')}
        en={form.register('title.en')}
        ar={form.register('title.ar')}
        errors={{ en: fieldError(errors.title?.en), ar: fieldError(errors.title?.ar) }}
      />
      <Controller
        control={form.control}
        name="mediaKind"
        render={({ field }) => (
          <RadioGroup
            legend={t('ads.form.mediaKind')}
            name={`${id}-kind`}
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'image', label: t('ads.kinds.image') },
              { value: 'video', label: t('ads.kinds.video') },
            ]}
            error={fieldError(errors.mediaKind)}
          />
        )}
      />
      {mediaKind === 'image' ? (
        <Controller
          control={form.control}
          name="imageMediaId"
          render={({ field }) => (
            <MediaField
              kind="image"
              label={t('ads.form.image')}
              value={field.value}
              onChange={field.onChange}
              upload={send}
              alt={title}
              error={fieldError(errors.imageMediaId)}
            />
          )}
        />
      ) : (
        <Grid gap={4} minItemSize="14rem">
          <Controller
            control={form.control}
            name="videoMediaId"
            render={({ field }) => (
              <MediaField
                kind="video"
                label={t('ads.form.video')}
                value={field.value}
                onChange={field.onChange}
                upload={send}
                alt={title}
                error={fieldError(errors.videoMediaId)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="posterMediaId"
            render={({ field }) => (
              <MediaField
                kind="image"
                label={t('ads.form.poster')}
                value={field.value}
                onChange={field.onChange}
                upload={send}
                alt={title}
                error={fieldError(errors.posterMediaId)}
              />
            )}
          />
        </Grid>
      )}
      <TextField
        label={t('ads.form.targetUrl')}
        hint={t('ads.form.targetUrlHint')}
        dir="ltr"
        inputMode="url"
        {...form.register('targetUrl')}
        error={fieldError(errors.targetUrl)}
      />
      <Grid gap={4} minItemSize="14rem">
        <TextField
          type="date"
          label={t('ads.form.activeFrom')}
          {...form.register('activeFrom')}
          error={fieldError(errors.activeFrom)}
        />
        <TextField
          type="date"
          label={t('ads.form.activeTo')}
          {...form.register('activeTo')}
          error={fieldError(errors.activeTo)}
        />
      </Grid>
      <p className={styles.formCategory}>{t('ads.form.datesHint')}</p>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <RadioGroup
            legend={t('ads.form.status')}
            name={`${id}-status`}
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'active', label: t('ads.switch.active') },
              { value: 'paused', label: t('ads.switch.paused') },
            ]}
            error={fieldError(errors.status)}
          />
        )}
      />
      <TextField
        type="number"
        label={t('ads.form.priority')}
        hint={t('ads.form.priorityHint')}
        min={AD_PRIORITY.min}
        max={AD_PRIORITY.max}
        step={1}
        inputMode="numeric"
        {...form.register('priority', { valueAsNumber: true })}
        error={fieldError(errors.priority)}
      />
      <div className={dialogStyles.dialogActions}>
        <Button type="submit" loading={saving}>
          {t(ad ? 'ads.form.save' : 'ads.form.create')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('ads.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

function AdFormView({ close, category, ad }: { close: () => void } & Record<string, unknown>) {
  return <AdForm close={close} category={category as AdminAd['category']} ad={ad as AdminAd | undefined} />;
}

// The shell's modal host shows views its pages registered (admin views are never loaded for others).
registerOverlayView('modal', MUTATE_AD_VIEW, AdFormView);
