import '../../i18n/register.ts';
import { isLang } from 'contracts/i18n';
import { routes } from 'contracts/routes';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LISTINGS_NAMESPACE } from '../../i18n/register.ts';
import styles from './home.module.css';

/** `/`: the hero; featured places, business and blog sections come with the listings issue. */
export default function HomePage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <main className={styles.hero}>
      <PageMeta
        title={t('home.metaTitle')}
        description={t('home.description')}
        lang={isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'}
        path={routes.home}
      />
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      <Link className={styles.cta} to={routes.restaurants}>
        {t('home.browseRestaurants')}
      </Link>
    </main>
  );
}
