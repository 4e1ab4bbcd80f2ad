import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './screens.module.css';

/** Any unknown path: asks to check the URL, with a button back to the previous page. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.notFound}>
      <title>{t('notFound.title')}</title>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <button type="button" className={styles.button} onClick={() => navigate(-1)}>
        {t('notFound.back')}
      </button>
    </main>
  );
}
