import { useQueryClient } from '@tanstack/react-query';
import { routeModule } from 'contracts/route-modules';
import { matchRoute, routes } from 'contracts/routes';
import { useAtom } from 'jotai';
import { api } from 'platform/api';
import { sessionAtom, signedOut } from 'platform/session';
import { notify } from 'platform/toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from './layout.module.css';

/**
 * The header's sign-in link brings the visitor back to the page they were on (`returnTo`); from
 * another auth page (sign-up, reset…) it carries on whatever return path that page had.
 */
export function signInHref(location: { pathname: string; search: string }) {
  const route = matchRoute(location.pathname);
  if (route && routeModule(route)?.access === 'guest') {
    const returnTo = new URLSearchParams(location.search).get('returnTo');
    return returnTo ? `${routes.signIn}?returnTo=${encodeURIComponent(returnTo)}` : routes.signIn;
  }
  if (location.pathname === routes.home && location.search === '') return routes.signIn;
  return `${routes.signIn}?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Sign-in for visitors; for a signed-in user a menu of settings, saved listings, admin (admins) and sign-out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const [session, setSession] = useAtom(sessionAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  if (!session.isAuthenticated || !session.user) {
    return (
      <Link to={signInHref(location)} className={styles.signIn}>
        {t('account.signIn')}
      </Link>
    );
  }

  async function signOut() {
    await api.get('auth/logout').catch(() => undefined);
    setSession(signedOut);
    queryClient.clear();
    notify.success(t('account.loggedOut'));
    navigate(routes.home);
  }

  return (
    <details className={styles.accountMenu} data-testid="account-menu">
      <summary>
        {session.user.fullName}
        <span className={styles.visuallyHidden}>{` (${t('account.menu')})`}</span>
      </summary>
      <ul>
        <li>
          <Link to={routes.settings}>{t('account.settings')}</Link>
        </li>
        <li>
          <Link to={routes.savedListings}>{t('account.saved')}</Link>
        </li>
        {session.user.role === 'admin' ? (
          <li>
            <Link to={routes.adminDashboard}>{t('account.admin')}</Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={signOut}>
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </details>
  );
}
