import { routes } from 'contracts/routes';
import { registerOverlayView, useDrawer } from 'platform/overlays';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { OverlayHosts } from '../overlays/overlay-hosts.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './layout.module.css';
import { Logo } from './logo.tsx';
import { MainNavLinks, SideMenu } from './main-nav.tsx';

registerOverlayView('drawer', 'side-menu', SideMenu);

/**
 * Scroll position resets to the top on every route change (spec §2). Not on the first render: the
 * page may have been scrolled on its first screen (the server's) before the app rendered over it.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const { t } = useTranslation();
  const drawer = useDrawer();
  return (
    <div className={styles.frame}>
      <ScrollToTop />
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('nav.openMenu')}
          // 'left' is the start side: the drawer mirrors itself in Arabic.
          onClick={() => drawer.open('side-menu', { placement: 'left', size: 'sm' })}
        >
          {/* Drawn, not the ☰ character: no font the page loads has it, and the fallback font's
              file would be a download of its own on every page. */}
          <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Logo variant="default" />
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <MainNavLinks />
        </nav>
        <LanguageSwitch />
        <AccountMenu />
      </header>
      <div className={styles.content}>
        <Outlet />
      </div>
      <footer className={styles.footer}>
        <Logo variant="white" />
        <span>{t('footer.location')}</span>
        <nav aria-label={t('footer.legal')} className={styles.footerLinks}>
          <Link to={routes.aboutUs}>{t('footer.about')}</Link>
          <Link to={routes.faqs}>{t('footer.faqs')}</Link>
          <Link to={routes.terms}>{t('footer.terms')}</Link>
          <Link to={routes.privacy}>{t('footer.privacy')}</Link>
        </nav>
        <span>
          © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
        </span>
      </footer>
      <OverlayHosts />
    </div>
  );
}
