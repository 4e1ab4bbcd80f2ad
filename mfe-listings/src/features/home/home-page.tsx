import '../../i18n/register.ts';
import { routes } from 'contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LISTINGS_NAMESPACE } from '../../i18n/register.ts';
import styles from './home.module.css';

/** `/`: the hero; featured places, business and blog sections come with the listings issue. */
export default function HomePage() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <main className={styles.hero}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      <Link className={styles.cta} to={routes.restaurants}>
        {t('home.browseRestaurants')}
      </Link>
    </main>
  );
}
