import { useTranslation } from 'react-i18next';
import styles from './screens.module.css';

/** The logo with a spinner, while a page loads. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.logoMark} aria-hidden="true">
        QD
      </span>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{t('loading')}</span>
    </div>
  );
}
