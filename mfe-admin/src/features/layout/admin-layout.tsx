import { allListingKinds } from 'contracts/listing-kinds';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import a11y from 'design-system/visually-hidden.module.css';
import { formatCount } from 'platform/intl';
import { registerOverlayView, useDrawer } from 'platform/overlays';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCommandPaletteShortcut, useOpenCommandPalette } from '../../components/command-palette/palette-shortcut.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useStatistics } from '../../lib/use-statistics.ts';
import styles from './admin-layout.module.css';

/**
 * The back office's sections that have a page: a link to a page that cannot load would be worse
 * than none. A section's pages below it (a listing's
 * add and edit forms) pass the section as `current`, so its entry stays marked there.
 */
const ADMIN_SECTIONS = [
  { id: 'dashboard', to: routes.adminDashboard },
  { id: 'users', to: routes.adminUsers },
  ...allListingKinds.map((kind) => ({ id: kind.plural, to: routes[kind.admin.routes.list] })),
  { id: 'blogs', to: routes.adminBlogs },
  { id: 'ads', to: routes.adminAds },
  { id: 'messages', to: routes.adminMessages },
  { id: 'activity', to: routes.adminActivity },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

/** The drawer view the shell's drawer host shows the sections in on small screens (spec §2 Overlays). */
export const ADMIN_MENU_VIEW = 'admin-menu';

/** The sections as links, the current one marked for assistive technology and by its look. */
function AdminNav({ current, onNavigate }: { current?: AdminSection | undefined; onNavigate?: () => void }) {
  const { t, lang } = useAdminText();
  // The statistics the dashboard shows too (one cached query): the unread count beside Messages.
  const unread = useStatistics().data?.unreadMessages ?? 0;
  // The section the address is in, its sub-pages included (`/admin/restaurants/add-restaurant`);
  // pages outside every section's path (a user's `/user/:id`) say which they belong to.
  const { pathname } = useLocation();
  const marked =
    ADMIN_SECTIONS.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`))?.id ?? current;
  return (
    <nav aria-label={t('layout.navLabel')}>
      <ul className={styles.sections}>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              to={section.to}
              className={styles.section}
              aria-current={section.id === marked ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(`layout.sections.${section.id}`)}
              {section.id === 'messages' && unread > 0 ? (
                <>
                  <span className={styles.badge} aria-hidden="true" data-testid="unread-count">
                    {formatCount(unread, lang)}
                  </span>
                  <span className={a11y.visuallyHidden}>
                    {`, ${t('layout.unread', { formatted: formatCount(unread, lang) })}`}
                  </span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminMenuView({ close, current }: { close: () => void } & Record<string, unknown>) {
  const { t } = useAdminText();
  return (
    <div className={styles.drawerBody}>
      <h2 className={styles.drawerTitle}>{t('layout.title')}</h2>
      <AdminNav current={current as AdminSection} onNavigate={close} />
    </div>
  );
}
registerOverlayView('drawer', ADMIN_MENU_VIEW, AdminMenuView);

/**
 * An admin page's frame inside the site's header and footer (the shell's): the sections beside the
 * page on wide screens, behind a menu button that opens them in a drawer on small ones; the command
 * palette on Ctrl+K (⌘K) and its button. `current` is the section to mark; pages outside the
 * sections (the listing forms) leave it out.
 */
export function AdminLayout({ current, children }: { current?: AdminSection | undefined; children: ReactNode }) {
  const { t } = useAdminText();
  const drawer = useDrawer();
  const openPalette = useOpenCommandPalette();
  useCommandPaletteShortcut();
  return (
    <div className={styles.frame}>
      <aside className={styles.sidebar} aria-label={t('layout.title')}>
        <p className={styles.sidebarTitle}>{t('layout.title')}</p>
        <AdminNav current={current} />
      </aside>
      <main className={styles.content}>
        <div className={styles.tools}>
          <Button
            type="button"
            variant="secondary"
            className={styles.menuButton}
            onClick={() => drawer.open(ADMIN_MENU_VIEW, { size: 'sm', props: { current } })}
          >
            {t('layout.openMenu')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-keyshortcuts="Control+K Meta+K"
            onClick={() => void openPalette()}
          >
            {t('formParts.palette.open')}
            {/* Shown, not read: aria-keyshortcuts says it to assistive technology. */}
            <span className={styles.shortcut} aria-hidden="true">
              {t('formParts.palette.shortcut')}
            </span>
          </Button>
        </div>
        {children}
      </main>
    </div>
  );
}
