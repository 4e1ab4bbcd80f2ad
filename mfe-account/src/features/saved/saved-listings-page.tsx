import '../../i18n/register.ts';
import type { SavedItemType } from 'contracts/enums';
import { errorMessage } from 'contracts/errors';
import { directionOf } from 'contracts/i18n';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Grid } from 'design-system/grid';
import { LoadMore } from 'design-system/load-more';
import { Page } from 'design-system/page';
import { PageHeader } from 'design-system/page-header';
import { Skeleton } from 'design-system/skeleton';
import { Stack } from 'design-system/stack';
import { Tabs } from 'design-system/tabs';
import { isAnnouncedByClient } from 'platform/api';
import { formatCount } from 'platform/intl';
import { PageMeta } from 'platform/page-meta';
import { notify } from 'platform/toast';
import { Link, useSearchParams } from 'react-router';
import { useAccountText } from '../../lib/use-account-text.ts';
import { itemsOf, type SavedKind, useRemoveSaved, useSavedList } from './saved-api.ts';
import { SavedCard } from './saved-card.tsx';
import { mergeSaved, type SavedEntry } from './saved-entries.ts';
import styles from './saved-listings.module.css';

/** The four tabs of spec §2: what each shows. */
const TABS = {
  favorite: { kinds: ['favorites'], itemType: undefined },
  bookmark: { kinds: ['bookmarks'], itemType: undefined },
  restaurant: { kinds: ['favorites', 'bookmarks'], itemType: 'restaurant' },
  shop: { kinds: ['favorites', 'bookmarks'], itemType: 'shop' },
} as const satisfies Record<string, { kinds: readonly SavedKind[]; itemType: SavedItemType | undefined }>;
type TabId = keyof typeof TABS;
const isTab = (value: string | null): value is TabId => value !== null && Object.hasOwn(TABS, value);

const REMOVE_FAILED = { favorites: 'FAVORITE_REMOVE_FAILED', bookmarks: 'BOOKMARK_REMOVE_FAILED' } as const;

/** The lists one tab shows, merged; load more asks each list that has more for its next page. */
function useTabEntries(tab: TabId, lang: string) {
  const { kinds, itemType } = TABS[tab];
  const has = (kind: SavedKind) => (kinds as readonly SavedKind[]).includes(kind);
  const favorites = useSavedList('favorites', lang, itemType, has('favorites'));
  const bookmarks = useSavedList('bookmarks', lang, itemType, has('bookmarks'));
  const sources = (
    [
      ['favorites', favorites],
      ['bookmarks', bookmarks],
    ] as const
  ).filter(([kind]) => has(kind));
  const lists = sources.map(([kind, query]): [SavedKind, ReturnType<typeof itemsOf>] => [
    kind,
    query.data?.pages.flatMap((page) => itemsOf(kind, page)) ?? [],
  ]);
  const entries = mergeSaved(lists);
  const loaded = lists.reduce((n, [, items]) => n + items.length, 0);
  const total = sources.reduce((n, [, query]) => n + (query.data?.pages[0]?.total ?? 0), 0);
  return {
    entries,
    // A listing on both lists is one card: the total counts it once too.
    total: total - (loaded - entries.length),
    pending: sources.some(([, query]) => query.isPending),
    // Nothing to show: a failed refetch (after a removal) or "load more" keeps the cards on screen.
    failed: sources.some(([, query]) => query.isError && query.data === undefined),
    loadMoreFailed: sources.some(([, query]) => query.isFetchNextPageError),
    hasMore: sources.some(([, query]) => query.hasNextPage),
    loadingMore: sources.some(([, query]) => query.isFetchingNextPage),
    loadMore: () => {
      for (const [, query] of sources) if (query.hasNextPage) void query.fetchNextPage();
    },
    retry: () => {
      for (const [, query] of sources) void query.refetch();
    },
  };
}

function SavedList({ tab }: { tab: TabId }) {
  const { t, lang } = useAccountText();
  const list = useTabEntries(tab, lang);
  const remove = useRemoveSaved();

  // Settled through its promises, not per-call callbacks, which are skipped once this list has
  // unmounted (another tab): the wait toast always gets its outcome.
  const removeEntry = async (entry: SavedEntry) => {
    const { itemType, itemId } = entry.item;
    const toast = notify.loading(t('saved.removing'));
    for (const kind of entry.kinds) {
      try {
        await remove.mutateAsync({ kind, itemType, itemId });
      } catch (error) {
        // The API client already announced a network failure or a forced sign-out.
        if (isAnnouncedByClient(error)) notify.dismiss(toast);
        else notify.error(errorMessage(REMOVE_FAILED[kind], lang), { id: toast });
        return;
      }
    }
    notify.success(t('saved.removed'), { id: toast });
  };

  if (list.pending)
    return (
      <Grid as="ul" gap={6} columns="fill" aria-busy="true" aria-label={t('saved.loading')}>
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <Skeleton blockSize="18rem" radius="var(--radius-lg)" />
          </li>
        ))}
      </Grid>
    );
  if (list.failed)
    return <EmptyState title={t('saved.error')} action={<Button onClick={list.retry}>{t('saved.retry')}</Button>} />;
  if (list.entries.length === 0)
    return (
      <EmptyState
        title={t('saved.empty')}
        text={t('saved.emptyText')}
        action={
          <Link className={styles.browse} to={tab === 'shop' ? routes.giftShops : routes.restaurants}>
            {t(tab === 'shop' ? 'saved.browseShops' : 'saved.browseRestaurants')}
          </Link>
        }
      />
    );
  return (
    <>
      <Grid as="ul" gap={6} columns="fill">
        {list.entries.map((entry) => (
          <li key={`${entry.item.itemType}:${entry.item.itemId}`}>
            <SavedCard
              entry={entry}
              lang={lang}
              removing={remove.isPending && remove.variables?.itemId === entry.item.itemId}
              onRemove={() => void removeEntry(entry)}
            />
          </li>
        ))}
      </Grid>
      <LoadMore
        summary={t('saved.summary', {
          shown: formatCount(list.entries.length, lang),
          total: formatCount(list.total, lang),
        })}
        label={t('saved.loadMore')}
        loadingLabel={t('saved.loading')}
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        error={list.loadMoreFailed ? t('saved.loadMoreError') : undefined}
      />
    </>
  );
}

/** `/saved-listings` (signed-in; the shell guards it): favorites, bookmarks, restaurants and shops. */
export default function SavedListingsPage() {
  const { t, lang } = useAccountText();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'favorite';
  const tabs = (Object.keys(TABS) as TabId[]).map((id) => ({ id, label: t(`saved.tabs.${id}`) }));
  return (
    <Page width="72rem">
      <Stack gap={6}>
        <PageMeta lang={lang} />
        <PageHeader title={t('saved.title')} />
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={(id) => setParams({ tab: id }, { replace: true })}
          label={t('saved.tabsLabel')}
          dir={directionOf(lang)}
        >
          <SavedList key={tab} tab={tab} />
        </Tabs>
      </Stack>
    </Page>
  );
}
