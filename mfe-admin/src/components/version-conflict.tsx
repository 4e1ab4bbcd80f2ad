import { errorMessage } from 'contracts/errors';
import { Button } from 'design-system/button';
import { useAdminText } from '../lib/use-admin-text.ts';
import type { FieldChange, ShownValue } from './conflict-diff.ts';
import styles from './version-conflict.module.css';

/**
 * The save was refused because someone else saved since this form opened: what they changed,
 * and the choice to load their version (dropping these edits) or to save these over theirs.
 * The form names its fields (`fieldLabel`) and its coded values (`codeInWords`, e.g. an area's label).
 */
export function VersionConflict({
  changes,
  fieldLabel,
  codeInWords = (_field, value) => value,
  onLoadTheirs,
  onOverwrite,
}: {
  changes: FieldChange[];
  fieldLabel: (field: string) => string;
  codeInWords?: (field: string, value: string) => string;
  onLoadTheirs: () => void;
  onOverwrite: () => void;
}) {
  const { t, lang } = useAdminText();
  const inWords = (field: string, value: ShownValue) => {
    if (typeof value === 'boolean') return t(value ? 'formParts.conflict.yes' : 'formParts.conflict.no');
    if (typeof value === 'object') return value[lang];
    return codeInWords(field, String(value));
  };
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className={styles.title}>
        {errorMessage('VERSION_CONFLICT', lang)}
      </h2>
      {changes.length > 0 ? (
        <>
          <p>{t('formParts.conflict.changed')}</p>
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change.field}>
                <strong>{fieldLabel(change.field)}</strong>
                {change.before !== undefined && change.after !== undefined ? (
                  <span>
                    {' '}
                    {t('formParts.conflict.beforeAfter', {
                      before: inWords(change.field, change.before),
                      after: inWords(change.field, change.after),
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
          {t('formParts.conflict.loadTheirs')}
        </Button>
        <Button type="button" onClick={onOverwrite}>
          {t('formParts.conflict.overwrite')}
        </Button>
      </div>
    </section>
  );
}
