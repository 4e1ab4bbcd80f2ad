import { currentLang } from 'platform/i18n';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './screens.module.css';

/**
 * Any unknown path: asks to check the URL, with a button back to the previous page. Its meta, like
 * every page's, comes from platform's PageMeta (kept out of search results); the shell importing it
 * by name also makes it the one copy the remotes' pages share, loaded with the shell's start-up.
 */
export function NotFound() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.notFound}>
      <PageMeta lang={currentLang(i18n)} missing />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <button type="button" className={styles.button} onClick={() => navigate(-1)}>
        {t('notFound.back')}
      </button>
    </main>
  );
}
