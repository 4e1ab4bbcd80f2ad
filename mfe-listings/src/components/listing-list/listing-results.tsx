import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Grid } from 'design-system/grid';
import type { CardImageLoad } from 'design-system/listing-card';
import { LoadMore } from 'design-system/load-more';
import { Skeleton } from 'design-system/skeleton';
import { currentLang } from 'platform/i18n';
import { formatCount } from 'platform/intl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../../lib/next-page.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import styles from './listing-list.module.css';

/** What the results need to know of the list's infinite query. */
type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

export type ListingResultsProps<T> = {
  query: ListQueryState;
  items: T[];
  total: number;
  /** The total is a floor ("1000+"): the API stopped counting. */
  capped: boolean;
  label: string;
  emptyTitle: string;
  onReset: () => void;
  renderItem: (item: T, index: number) => ReactNode;
};

/** The cards above the fold (a row of three on a wide screen): their covers load at once. */
const EAGER_CARDS = 3;

/** How a list's card at `index` loads its cover: the first is the page's lead picture, the BFF preloads it. */
export const cardImageLoad = (index: number): CardImageLoad =>
  index === 0 ? 'lead' : index < EAGER_CARDS ? 'eager' : 'lazy';

/**
 * Skeletons while loading, an error with retry, an empty state with reset, or the cards and "load more"
 * (which says so when the next page fails; the button then asks for it again).
 */
export function ListingResults<T extends { _id: string }>(props: ListingResultsProps<T>) {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const { query, items, total, capped, label, emptyTitle, onReset, renderItem } = props;
  if (query.isPending) return <ResultSkeletons label={t('listing.loading')} />;
  if (query.isError && items.length === 0) {
    return (
      <EmptyState
        alert
        title={t('listing.error')}
        action={<Button onClick={() => query.refetch()}>{t('listing.retry')}</Button>}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        text={t('listing.emptyText')}
        action={<Button onClick={onReset}>{t('listing.reset')}</Button>}
      />
    );
  }
  return (
    <>
      <Grid as="ul" gap={6} columns="fill" minItemSize="15rem" aria-label={label}>
        {items.map((item, index) => (
          <li key={item._id}>{renderItem(item, index)}</li>
        ))}
      </Grid>
      <LoadMore
        summary={t('listing.showing', {
          shown: formatCount(items.length, lang),
          total: `${formatCount(total, lang)}${capped ? '+' : ''}`,
        })}
        label={t('listing.loadMore')}
        loadingLabel={t('listing.loadingMore')}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => query.fetchNextPage()}
        error={query.isFetchNextPageError ? t('listing.loadMoreError') : undefined}
      />
    </>
  );
}

function ResultSkeletons({ label }: { label: string }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label} data-testid="listing-skeletons">
      {Array.from({ length: Math.min(LIST_PAGE_SIZE, 6) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.skeletonCard}>
          <Skeleton blockSize="12rem" radius="var(--radius-lg)" />
          <Skeleton blockSize="1.25rem" inlineSize="70%" />
          <Skeleton blockSize="1rem" inlineSize="50%" />
        </li>
      ))}
    </ul>
  );
}
