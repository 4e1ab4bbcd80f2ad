import { routes } from 'contracts/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './layout.module.css';

/** Scroll position resets to the top on every route change (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <ScrollToTop />
      <header className={styles.header}>
        <Link to={routes.home} className={styles.logo}>
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <NavLink to={routes.home} end>
            {t('nav.home')}
          </NavLink>
          <NavLink to={routes.restaurants}>{t('nav.restaurants')}</NavLink>
        </nav>
        <LanguageSwitch />
      </header>
      <div className={styles.content}>
        <Outlet />
      </div>
      <footer className={styles.footer}>
        <span>{t('footer.location')}</span>
        <span>
          © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
        </span>
      </footer>
    </div>
  );
}
