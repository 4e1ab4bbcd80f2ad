import { areas, deliveryOptions, priceLevels } from 'contracts/enums';
import { listingStatuses } from 'contracts/schemas/listing';
import { Checkbox, type Option, Select } from 'design-system/form-controls';
import { TextField } from 'design-system/text-field';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, get, useFormContext, useWatch } from 'react-hook-form';
import { BilingualField, CompletenessMeter } from '../../components/bilingual-field.tsx';
import { EnumMultiSelect } from '../../components/enum-multi-select.tsx';
import page from '../../components/form-page.module.css';
import { PhotoManager } from '../../components/photo-manager.tsx';
import { SpecialHoursEditor } from '../../components/special-hours-editor.tsx';
import { WeeklyHoursEditor } from '../../components/weekly-hours-editor.tsx';
import { numberOrBlank } from '../../lib/number-input.ts';
import { suggestSlug } from '../../lib/slug.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './listing-form.module.css';

/** The English and Arabic texts whose completeness the meter shows. */
export function useBilingualPairs(extra: (values: Record<string, unknown>) => unknown[] = () => []) {
  const values = useWatch() as Record<string, unknown>;
  return [values.name, values.description, values.address, ...extra(values)] as (
    | { en?: string; ar?: string }
    | undefined
  )[];
}

/**
 * The fields every listing has, in the order an editor fills them: texts in both languages,
 * where it is, how to reach it, status, hours, photos. `kindFields` go after the texts.
 */
export function ListingFields({
  kindFields,
  pairs,
}: {
  kindFields: ReactNode;
  pairs: ReturnType<typeof useBilingualPairs>;
}) {
  const { t, lang, fieldError } = useAdminText();
  const { register, control, formState, getValues, setValue, getFieldState } = useFormContext();
  const errorAt = (path: string) => fieldError(get(formState.errors, path));
  const coordinates = useWatch({ name: 'coordinates' }) as { lat?: number; lng?: number } | undefined;
  const coverId = useWatch({ name: 'coverMediaId' }) as string | null;
  const galleryIds = useWatch({ name: 'galleryMediaIds' }) as string[];
  const hasPoint = Number.isFinite(coordinates?.lat) && Number.isFinite(coordinates?.lng);
  const option = <T extends string>(e: { values: readonly T[]; labels: Record<T, { en: string; ar: string }> }) =>
    e.values.map((value) => ({ value, label: e.labels[value][lang] }));

  return (
    <>
      <section className={page.section} aria-labelledby="texts-title">
        <h2 id="texts-title" className={styles.sectionTitle}>
          {t('listingForms.sections.texts')}
        </h2>
        <CompletenessMeter pairs={pairs} />
        <BilingualField
          label={t('listingForms.fields.name')}
          en={register('name.en', {
            onBlur: () => {
              // The slug follows the English name until someone writes one.
              if (!getFieldState('slug').isDirty && !getValues('slug')) {
                setValue('slug', suggestSlug(getValues('name.en') as string), { shouldDirty: true });
              }
            },
          })}
          ar={register('name.ar')}
          errors={{ en: errorAt('name.en'), ar: errorAt('name.ar') }}
        />
        <BilingualField
          multiline
          label={t('listingForms.fields.description')}
          en={register('description.en')}
          ar={register('description.ar')}
          errors={{ en: errorAt('description.en'), ar: errorAt('description.ar') }}
        />
        <BilingualField
          multiline
          label={t('listingForms.fields.address')}
          en={register('address.en')}
          ar={register('address.ar')}
          errors={{ en: errorAt('address.en'), ar: errorAt('address.ar') }}
        />
        <div className={styles.row}>
          <TextField
            label={t('listingForms.fields.slug')}
            hint={t('listingForms.slugHint')}
            dir="ltr"
            error={errorAt('slug')}
            {...register('slug')}
          />
          <button
            type="button"
            className={styles.inline}
            onClick={() => setValue('slug', suggestSlug(getValues('name.en') as string), { shouldDirty: true })}
          >
            {t('listingForms.suggestSlug')}
          </button>
        </div>
      </section>

      <section className={page.section} aria-labelledby="place-title">
        <h2 id="place-title" className={styles.sectionTitle}>
          {t('listingForms.sections.place')}
        </h2>
        <ControlledSelect
          name="area"
          label={t('listingForms.fields.area')}
          options={option(areas)}
          placeholder={t('listingForms.choose')}
          error={errorAt('area')}
        />
        <div className={styles.row}>
          <TextField
            type="number"
            step="any"
            inputMode="decimal"
            dir="ltr"
            label={t('listingForms.fields.latitude')}
            error={errorAt('coordinates.lat') ?? errorAt('coordinates')}
            {...register('coordinates.lat', { setValueAs: numberOrBlank })}
          />
          <TextField
            type="number"
            step="any"
            inputMode="decimal"
            dir="ltr"
            label={t('listingForms.fields.longitude')}
            error={errorAt('coordinates.lng')}
            {...register('coordinates.lng', { setValueAs: numberOrBlank })}
          />
          {hasPoint ? (
            <a
              className={styles.inline}
              href={`https://www.openstreetmap.org/?mlat=${coordinates?.lat}&mlon=${coordinates?.lng}#map=17/${coordinates?.lat}/${coordinates?.lng}`}
              target="_blank"
              rel="noreferrer noopener"
            >
              {t('listingForms.checkOnMap')}
            </a>
          ) : null}
        </div>
        <TextField
          type="tel"
          dir="ltr"
          label={t('listingForms.fields.phone')}
          error={errorAt('phone')}
          {...register('phone')}
        />
      </section>

      <section className={page.section} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.sectionTitle}>
          {t('listingForms.sections.details')}
        </h2>
        {kindFields}
        <ControlledSelect
          name="pricing"
          label={t('listingForms.fields.pricing')}
          options={option(priceLevels)}
          error={errorAt('pricing')}
        />
        <Controller
          control={control}
          name="deliveryOptions"
          render={({ field }) => (
            <EnumMultiSelect
              legend={t('listingForms.fields.deliveryOptions')}
              name="deliveryOptions"
              enumeration={deliveryOptions}
              value={field.value}
              onChange={field.onChange}
              error={errorAt('deliveryOptions')}
            />
          )}
        />
        <Checkbox label={t('listingForms.fields.wheelchairAccessible')} {...register('wheelchairAccessible')} />
        <Checkbox label={t('listingForms.fields.featured')} {...register('featured')} />
        <ControlledSelect
          name="status"
          label={t('listingForms.fields.status')}
          options={listingStatuses.map((value) => ({ value, label: t(`listingForms.status.${value}`) }))}
          error={errorAt('status')}
        />
        <TextField
          type="date"
          label={t('listingForms.fields.memberSince')}
          error={errorAt('memberSince')}
          {...register('memberSince')}
        />
      </section>

      <section className={page.section} aria-labelledby="hours-title">
        <h2 id="hours-title" className={styles.sectionTitle}>
          {t('listingForms.sections.hours')}
        </h2>
        <Controller
          control={control}
          name="hours"
          render={({ field }) => (
            <WeeklyHoursEditor
              legend={t('listingForms.fields.hours')}
              value={field.value}
              onChange={field.onChange}
              errors={get(formState.errors, 'hours') as FieldErrors | undefined}
            />
          )}
        />
        <SpecialHoursEditor />
      </section>

      <section className={page.section} aria-labelledby="photos-title">
        <h2 id="photos-title" className={styles.sectionTitle}>
          {t('listingForms.sections.photos')}
        </h2>
        <PhotoManager
          coverId={coverId}
          galleryIds={galleryIds}
          onChange={({ coverMediaId, galleryMediaIds }) => {
            setValue('coverMediaId', coverMediaId, { shouldDirty: true });
            setValue('galleryMediaIds', galleryMediaIds, { shouldDirty: true });
          }}
        />
      </section>
    </>
  );
}

/**
 * A select bound to the form as a controlled field: its value is set once its options exist (a
 * registered select given its value before its options would keep the first one).
 */
function ControlledSelect({
  name,
  label,
  options,
  placeholder,
  error,
}: {
  name: string;
  label: string;
  options: Option[];
  placeholder?: string;
  error?: string | undefined;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          options={options}
          placeholder={placeholder}
          error={error}
          {...field}
          value={field.value ?? ''}
        />
      )}
    />
  );
}
