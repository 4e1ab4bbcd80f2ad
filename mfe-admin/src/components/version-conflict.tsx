import { areas, priceLevels } from 'contracts/enums';
import { errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { Button } from 'design-system/button';
import { useAdminText } from '../../lib/use-admin-text.ts';
import type { FieldChange, ShownValue } from './conflict-diff.ts';
import styles from './listing-form.module.css';

/** Fields whose stored codes have labels in contracts. */
const LABELLED: Record<string, Record<string, { en: string; ar: string }>> = {
  area: areas.labels,
  pricing: priceLevels.labels,
};

/** A changed value in words: labels for codes and flags, the page's language of a bilingual text. */
function inWords(field: string, value: ShownValue, lang: Lang, t: ReturnType<typeof useAdminText>['t']): string {
  if (typeof value === 'boolean') return t(value ? 'listingForms.yes' : 'listingForms.no');
  if (typeof value === 'object') return value[lang];
  if (field === 'status') return t(`listingForms.status.${value}`);
  return LABELLED[field]?.[String(value)]?.[lang] ?? String(value);
}

/**
 * The save was refused because someone else saved since this form opened: what they changed,
 * and the choice to load their version (dropping these edits) or to save these over theirs.
 */
export function VersionConflict({
  changes,
  onLoadTheirs,
  onOverwrite,
}: {
  changes: FieldChange[];
  onLoadTheirs: () => void;
  onOverwrite: () => void;
}) {
  const { t, lang } = useAdminText();
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className={styles.conflictTitle}>
        {errorMessage('VERSION_CONFLICT', lang)}
      </h2>
      {changes.length > 0 ? (
        <>
          <p>{t('listingForms.conflict.changed')}</p>
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.field}>
                <strong>{t(`listingForms.fields.${change.field}`, { defaultValue: change.field })}</strong>
                {change.before !== undefined && change.after !== undefined ? (
                  <span>
                    {' '}
                    {t('listingForms.conflict.beforeAfter', {
                      before: inWords(change.field, change.before, lang, t),
                      after: inWords(change.field, change.after, lang, t),
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onLoadTheirs}>
          {t('listingForms.conflict.loadTheirs')}
        </Button>
        <Button type="button" onClick={onOverwrite}>
          {t('listingForms.conflict.overwrite')}
        </Button>
      </div>
    </section>
  );
}
