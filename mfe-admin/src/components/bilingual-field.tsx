import { Grid } from 'design-system/grid';
import { FieldError } from 'design-system/text-field';
import { formatPercent } from 'platform/intl';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';

/**
 * One text in English and in Arabic side by side: the Arabic input is right to left and marked as
 * Arabic whatever the page's direction, so each language is typed and read in its own direction.
 */
export function BilingualField({
  label,
  en,
  ar,
  errors = {},
  multiline = false,
  rows = 4,
}: {
  label: string;
  en: UseFormRegisterReturn;
  ar: UseFormRegisterReturn;
  /** Messages already translated. */
  errors?: { en?: string | undefined; ar?: string | undefined };
  multiline?: boolean;
  /** The textareas' height in lines (a post's body wants more than a description). */
  rows?: number;
}) {
  const { t } = useAdminText();
  const id = useId();
  const one = (lang: 'en' | 'ar', field: UseFormRegisterReturn) => {
    const inputId = `${id}-${lang}`;
    const error = errors[lang];
    const common = {
      id: inputId,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      className: styles.control,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${inputId}-error` : undefined,
      ...field,
    } as const;
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t(lang === 'en' ? 'formParts.inEnglish' : 'formParts.inArabic', { label })}
        </label>
        {multiline ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
        {error ? <FieldError id={`${inputId}-error`} message={error} /> : null}
      </div>
    );
  };
  return (
    <Grid gap={4}>
      {one('en', en)}
      {one('ar', ar)}
    </Grid>
  );
}

/** How much of the bilingual text is written in each language, as whole percentages. */
export function completeness(pairs: readonly ({ en?: string | undefined; ar?: string | undefined } | undefined)[]) {
  const total = pairs.length;
  const filled = (lang: 'en' | 'ar') => pairs.filter((pair) => (pair?.[lang] ?? '').trim() !== '').length;
  const percent = (n: number) => (total === 0 ? 100 : Math.round((n / total) * 100));
  return { en: percent(filled('en')), ar: percent(filled('ar')) };
}

/** A meter per language: editors see at a glance which translation is missing. */
export function CompletenessMeter({
  pairs,
}: {
  pairs: readonly ({ en?: string | undefined; ar?: string | undefined } | undefined)[];
}) {
  const { t, lang } = useAdminText();
  const done = completeness(pairs);
  const id = useId();
  return (
    <section className={styles.completeness} aria-label={t('formParts.completeness.title')}>
      {(['en', 'ar'] as const).map((language) => (
        <div key={language} className={styles.meterRow}>
          <label htmlFor={`${id}-${language}`}>{t(`formParts.completeness.${language}`)}</label>
          <meter id={`${id}-${language}`} min={0} max={100} low={50} high={99} optimum={100} value={done[language]} />
          <span data-testid={`completeness-${language}`}>{formatPercent(done[language], lang)}</span>
        </div>
      ))}
    </section>
  );
}
