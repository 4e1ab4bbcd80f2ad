import { routes } from 'contracts/routes';
import { PageMeta } from 'platform/page-meta';
import { Link } from 'react-router';
import styles from './static-pages.module.css';
import { usePageText } from './use-page-lang.ts';
import './i18n/register.ts';
import { StaticPage } from './static-page.tsx';

/** `/coming-soon`: kept out of search results until there is something to show. */
export default function ComingSoonPage() {
  const { t, lang } = usePageText();
  return (
    <StaticPage>
      <PageMeta lang={lang} />
      <h1 className={styles.title}>{t('pages.comingSoon.title')}</h1>
      <p className={styles.intro}>{t('pages.comingSoon.text')}</p>
      <div className={styles.actions}>
        <Link className={styles.link} to={routes.home}>
          {t('pages.comingSoon.home')}
        </Link>
        <Link className={`${styles.link} ${styles.secondary}`} to={routes.restaurants}>
          {t('pages.comingSoon.restaurants')}
        </Link>
      </div>
    </StaticPage>
  );
}
