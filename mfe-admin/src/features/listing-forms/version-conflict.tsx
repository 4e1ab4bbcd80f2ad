import { errorMessage } from 'contracts/errors';
import { Button } from 'design-system/button';
import { useAdminText } from '../../lib/use-admin-text.ts';
import type { FieldChange } from './conflict-diff.ts';
import styles from './listing-form.module.css';

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
                {change.before !== undefined ? (
                  <span> {t('listingForms.conflict.beforeAfter', { before: change.before, after: change.after })}</span>
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
