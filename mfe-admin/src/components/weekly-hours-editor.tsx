import { type Weekday, weekdayLabels, weekdays } from 'contracts/enums';
import type { WeeklyHours } from 'contracts/schemas/listing';
import { Grid } from 'design-system/grid';
import { OpeningHours } from 'design-system/opening-hours';
import { Stack } from 'design-system/stack';
import { FieldError } from 'design-system/text-field';
import { useId } from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';

/** The schema allows four ranges a day (split shifts); more is a typing slip. */
const MAX_RANGES = 4;
const NEW_RANGE = { open: '09:00', close: '22:00' } as const;

export const closedWeek = (): WeeklyHours =>
  Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as WeeklyHours;

/** Every day gets a copy of `day`'s ranges. */
export function copyToAllDays(hours: WeeklyHours, day: Weekday): WeeklyHours {
  return Object.fromEntries(weekdays.map((d) => [d, hours[day].map((range) => ({ ...range }))])) as WeeklyHours;
}

/**
 * A range closing before it opens runs past midnight into the next day (12:00–01:00); one closing
 * when it opens is either open all day (00:00–00:00) or refused by the schema, not a night.
 */
export const crossesMidnight = (range: { open: string; close: string }) => range.close < range.open;

/**
 * A week of opening hours: each day closed or one or more ranges, a range may run past midnight,
 * one day's ranges can be copied to every day, and the public `OpeningHours` shows the result.
 */
export function WeeklyHoursEditor({
  legend,
  value,
  onChange,
  errors,
}: {
  legend: string;
  value: WeeklyHours;
  onChange: (next: WeeklyHours) => void;
  /** The form's errors under this week (`errors.hours`), if any. */
  errors?: FieldErrors | undefined;
}) {
  const { t, lang, fieldError } = useAdminText();
  const id = useId();
  const setDay = (day: Weekday, ranges: WeeklyHours[Weekday]) => onChange({ ...value, [day]: ranges });
  return (
    <fieldset className={styles.hours}>
      <legend className={styles.legend}>{legend}</legend>
      <Grid gap={6} minItemSize="20rem" align="start">
        <Stack as="ul" gap={3}>
          {weekdays.map((day) => {
            const ranges = value[day] ?? [];
            const dayName = weekdayLabels[day][lang];
            return (
              <li key={day} className={styles.day}>
                <span className={styles.dayName} id={`${id}-${day}`}>
                  {dayName}
                </span>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={ranges.length === 0}
                    onChange={(event) => setDay(day, event.target.checked ? [] : [{ ...NEW_RANGE }])}
                  />
                  {t('formParts.hours.closedOn', { day: dayName })}
                </label>
                {ranges.map((range, index) => {
                  const which = { day: dayName, n: index + 1 };
                  const rangeError = fieldError(
                    get(errors, `${day}.${index}.open`) ?? get(errors, `${day}.${index}.close`),
                  );
                  const errorId = `${id}-${day}-${index}-error`;
                  // Both times name the range's error, so a screen reader hears it on either.
                  const invalid = rangeError ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
                  const update = (field: 'open' | 'close', time: string) =>
                    setDay(
                      day,
                      ranges.map((r, i) => (i === index ? { ...r, [field]: time } : r)),
                    );
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity but their place in the day
                    <div key={index} className={styles.range}>
                      <label>
                        <span className={styles.rangeLabel}>{t('formParts.hours.opens', which)}</span>
                        <input
                          type="time"
                          className={styles.time}
                          value={range.open}
                          onChange={(event) => update('open', event.target.value)}
                          {...invalid}
                        />
                      </label>
                      <label>
                        <span className={styles.rangeLabel}>{t('formParts.hours.closes', which)}</span>
                        <input
                          type="time"
                          className={styles.time}
                          value={range.close}
                          onChange={(event) => update('close', event.target.value)}
                          {...invalid}
                        />
                      </label>
                      {crossesMidnight(range) ? (
                        <span className={styles.nextDay}>{t('formParts.hours.nextDay')}</span>
                      ) : null}
                      <button
                        type="button"
                        className={styles.small}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, i) => i !== index),
                          )
                        }
                      >
                        {t('formParts.hours.removeRange', which)}
                      </button>
                      {rangeError ? <FieldError id={errorId} message={rangeError} /> : null}
                    </div>
                  );
                })}
                <span className={styles.dayActions}>
                  {ranges.length > 0 && ranges.length < MAX_RANGES ? (
                    <button
                      type="button"
                      className={styles.small}
                      onClick={() => setDay(day, [...ranges, { open: '18:00', close: '23:00' }])}
                    >
                      {t('formParts.hours.addRange', { day: dayName })}
                    </button>
                  ) : null}
                  <button type="button" className={styles.small} onClick={() => onChange(copyToAllDays(value, day))}>
                    {t('formParts.hours.copyToAll', { day: dayName })}
                  </button>
                </span>
              </li>
            );
          })}
        </Stack>
        <div className={styles.preview}>
          <OpeningHours
            hours={value}
            lang={lang}
            labels={{
              title: t('formParts.hours.preview'),
              closed: t('formParts.hours.closed'),
              openNow: t('formParts.hours.openNow'),
              closedNow: t('formParts.hours.closedNow'),
              today: t('formParts.hours.today'),
            }}
          />
        </div>
      </Grid>
    </fieldset>
  );
}
