import type { SpecialHours } from 'contracts/schemas/listing';
import { MAX_SPECIAL_HOURS } from 'contracts/schemas/listing';
import { TextField } from 'design-system/text-field';
import { Controller, type FieldErrors, get, useFieldArray, useFormContext } from 'react-hook-form';
import { useAdminText } from '../lib/use-admin-text.ts';
import { BilingualField } from './bilingual-field.tsx';
import styles from './form-parts.module.css';
import { closedWeek, WeeklyHoursEditor } from './weekly-hours-editor.tsx';

/**
 * Named date ranges (Ramadan, Eid) with their own week of hours, replacing the regular hours on
 * those dates. Works inside a form whose values have `specialHours` (FormProvider).
 */
export function SpecialHoursEditor() {
  const { t, fieldError } = useAdminText();
  const { control, register, formState } = useFormContext<{ specialHours: SpecialHours[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'specialHours' });
  const errorAt = (path: string) => fieldError(get(formState.errors, path));
  return (
    <section className={styles.special} aria-labelledby="special-hours-title">
      <h3 id="special-hours-title" className={styles.sectionTitle}>
        {t('formParts.special.title')}
      </h3>
      <p className={styles.hint}>{t('formParts.special.hint')}</p>
      {fields.map((field, index) => {
        const base = `specialHours.${index}` as const;
        const n = index + 1;
        return (
          <fieldset key={field.id} className={styles.specialRange}>
            <legend className={styles.legend}>{t('formParts.special.range', { n })}</legend>
            <BilingualField
              label={t('formParts.special.name', { n })}
              en={register(`${base}.name.en`)}
              ar={register(`${base}.name.ar`)}
              errors={{ en: errorAt(`${base}.name.en`), ar: errorAt(`${base}.name.ar`) }}
            />
            <div className={styles.row}>
              <TextField
                type="date"
                label={t('formParts.special.from', { n })}
                error={errorAt(`${base}.from`)}
                {...register(`${base}.from`)}
              />
              <TextField
                type="date"
                label={t('formParts.special.to', { n })}
                error={errorAt(`${base}.to`)}
                {...register(`${base}.to`)}
              />
            </div>
            <Controller
              control={control}
              name={`${base}.hours`}
              render={({ field: hours }) => (
                <WeeklyHoursEditor
                  legend={t('formParts.special.hours', { n })}
                  value={hours.value}
                  onChange={hours.onChange}
                  errors={get(formState.errors, `${base}.hours`) as FieldErrors | undefined}
                />
              )}
            />
            <button type="button" className={styles.small} onClick={() => remove(index)}>
              {t('formParts.special.remove', { n })}
            </button>
          </fieldset>
        );
      })}
      {fields.length < MAX_SPECIAL_HOURS ? (
        <button
          type="button"
          className={styles.add}
          onClick={() => append({ name: { en: '', ar: '' }, from: '', to: '', hours: closedWeek() })}
        >
          {t('formParts.special.add')}
        </button>
      ) : null}
    </section>
  );
}
