import { Button } from 'design-system/button';
import { Inline } from 'design-system/inline';
import { Page } from 'design-system/page';
import { Stack } from 'design-system/stack';
import { currentLang } from 'platform/i18n';
import { formatCount } from 'platform/intl';
import { useDrawer } from 'platform/overlays';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import styles from './listing-list.module.css';

export type ListingLayoutProps = {
  title: string;
  /** The name search box and the sort select. */
  search: ReactNode;
  sort: ReactNode;
  /** The filter panel: shown as a sidebar on wide screens; small screens open `drawerView` instead. */
  filters: ReactNode;
  drawerView: string;
  activeFilters: number;
  results: ReactNode;
};

/** Where the filters sit beside the results (the `.sidebar` rule of listing-list.module.css). */
const WIDE_SCREEN = '(min-width: 960px)';

/**
 * Whether the screen is wide enough for the filters sidebar. On a phone the panel (a hundred or so
 * checkboxes) would only be rendered to stay hidden; there it renders in the drawer, when opened.
 * A server render cannot tell: it leaves the sidebar empty (platform/server-render).
 */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_SCREEN);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}

/** The frame both lists share: title, search and sort, the filters beside (or behind a button) and the results. */
export function ListingLayout({
  title,
  search,
  sort,
  filters,
  drawerView,
  activeFilters,
  results,
}: ListingLayoutProps) {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const drawer = useDrawer();
  const wide = useWideScreen();
  // The default placement is the inline start: the left in English, the right in Arabic.
  const openFilters = () => drawer.open(drawerView);
  return (
    <Page width="80rem">
      <Stack gap={6}>
        <h1 className={styles.title}>{title}</h1>
        <Inline gap={4} justify="space-between" align="end">
          {search}
          <div className={styles.toolbarEnd}>
            {sort}
            <Button variant="secondary" className={styles.filtersButton} aria-haspopup="dialog" onClick={openFilters}>
              {activeFilters > 0
                ? t('listing.filtersWithCount', { count: formatCount(activeFilters, currentLang(i18n)) })
                : t('listing.filters')}
            </Button>
          </div>
        </Inline>
        <div className={styles.layout}>
          {/* Always there (hidden on phones by its style sheet), so that on a wide screen the server's
            first screen, which leaves it empty, already has the results in their column. */}
          <aside className={styles.sidebar}>{wide ? filters : null}</aside>
          <div className={styles.results}>{results}</div>
        </div>
      </Stack>
    </Page>
  );
}

/** The drawer view around a filter panel: the panel and a button back to the results. */
export function FiltersDrawerBody({ panel, close }: { panel: ReactNode; close: () => void }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <div className={styles.drawerBody}>
      {panel}
      <Button className={styles.showResults} onClick={close}>
        {t('listing.showResults')}
      </Button>
    </div>
  );
}
