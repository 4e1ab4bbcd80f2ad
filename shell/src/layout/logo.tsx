import { routes } from 'contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './layout.module.css';

/** The logo links home; circle (mark only), white (on dark) and default variants. */
export function Logo({ variant = 'default' }: { variant?: 'circle' | 'white' | 'default' }) {
  const { t } = useTranslation();
  return (
    <Link to={routes.home} className={`${styles.logo} ${styles[`logo-${variant}`] ?? ''}`} aria-label={t('brand')}>
      <span className={styles.logoMark} aria-hidden="true" />
      {variant === 'circle' ? null : <span>{t('brand')}</span>}
    </Link>
  );
}
