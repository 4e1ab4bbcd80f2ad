import type { Lang } from 'contracts/i18n';
import { blogListFilters } from 'contracts/list-filters';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadMore } from 'design-system/load-more';
import { Skeleton } from 'design-system/skeleton';
import { currentLang } from 'platform/i18n';
import { formatCount } from 'platform/intl';
import { registerOverlayView, useDrawer } from 'platform/overlays';
import { PageMeta } from 'platform/page-meta';
import type { PagePrefetch } from 'platform/query-client';
import { useTranslation } from 'react-i18next';
import { LazyAdBlock } from '../../components/ads/ad-slot.tsx';
import { cardImageLoad } from '../../components/listing-list/listing-results.tsx';
import { NameSearch } from '../../components/listing-list/name-search.tsx';
import { parseFilters, useUrlFilters } from '../../lib/url-filters.ts';
import { BlogCard } from './blog-card.tsx';
import {
  activeBlogFilters,
  BLOG_FILTERS_VIEW,
  BlogCategoryChips,
  BlogFiltersDrawer,
  BlogSortSelect,
} from './blog-filters.tsx';
import styles from './blogs.module.css';
import { blogsQuery, useBlogs } from './blogs-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import '../../components/listing-list/i18n/register.ts';
import { Grid } from 'design-system/grid';
import { Page } from 'design-system/page';
import { PageHeader } from 'design-system/page-header';

registerOverlayView('drawer', BLOG_FILTERS_VIEW, BlogFiltersDrawer);

/** The first page of the posts the address asks for, before the page's first render. */
export const prefetch: PagePrefetch = (queryClient, { lang, search }) =>
  queryClient.prefetchInfiniteQuery(blogsQuery(lang, parseFilters(blogListFilters, search)));

/** `/blogs`: category chips, title search and sort (all in the URL query), load more. */
export default function BlogsPage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  return (
    <Page width="72rem" endSpace={12}>
      <PageMeta lang={lang} />
      <PageHeader title={t('blogs.title')}>
        <p className={styles.intro}>{t('blogs.intro')}</p>
      </PageHeader>
      <BlogList lang={lang} />
    </Page>
  );
}

function BlogList({ lang }: { lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const { filters, update, reset } = useUrlFilters(blogListFilters);
  const drawer = useDrawer();
  const active = activeBlogFilters(filters);
  const query = useBlogs(lang, filters);
  const blogs = query.data?.pages.flatMap((page) => page.blogs) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <>
      <div className={styles.controls}>
        <NameSearch
          label={t('blogs.searchLabel')}
          placeholder={t('blogs.searchPlaceholder')}
          value={filters.title}
          onSearch={(title) => update({ title })}
          className={styles.search}
        />
        {/* Wide screens show the sort and the categories on the page; phones open them in a drawer. */}
        <div className={styles.wideOnly}>
          <BlogSortSelect />
        </div>
        <Button
          variant="secondary"
          className={styles.filtersButton}
          aria-haspopup="dialog"
          onClick={() => drawer.open(BLOG_FILTERS_VIEW)}
        >
          {active > 0 ? t('listing.filtersWithCount', { count: formatCount(active, lang) }) : t('listing.filters')}
        </Button>
      </div>
      <div className={styles.wideOnly}>
        <BlogCategoryChips />
      </div>
      {query.isPending ? (
        <BlogSkeletons label={t('blogs.loading')} />
      ) : query.isError && blogs.length === 0 ? (
        <EmptyState
          alert
          title={t('blogs.loadFailed')}
          action={
            <Button onClick={() => query.refetch()} loading={query.isFetching}>
              {t('blogs.retry')}
            </Button>
          }
        />
      ) : blogs.length === 0 ? (
        <EmptyState
          title={t('blogs.emptyTitle')}
          text={t('blogs.emptyText')}
          action={
            <Button variant="secondary" onClick={reset}>
              {t('blogs.reset')}
            </Button>
          }
        />
      ) : (
        <>
          <Grid as="ul" columns="cards" gap={6} aria-busy={query.isFetching && !query.isFetchingNextPage}>
            {blogs.map((blog, index) => (
              <li key={blog._id}>
                <BlogCard blog={blog} lang={lang} load={cardImageLoad(index)} />
              </li>
            ))}
          </Grid>
          <LoadMore
            summary={t('blogs.showing', { shown: formatCount(blogs.length, lang), total: formatCount(total, lang) })}
            label={t('blogs.loadMore')}
            loadingLabel={t('blogs.loadingMore')}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
            error={query.isFetchNextPageError ? t('blogs.loadMoreFailed') : undefined}
          />
          <div className={styles.adAfterList}>
            <LazyAdBlock category="blog" />
          </div>
        </>
      )}
    </>
  );
}

function BlogSkeletons({ label }: { label: string }) {
  return (
    <Grid as="ul" columns="cards" gap={6} aria-busy="true" aria-label={label}>
      {[1, 2, 3].map((n) => (
        <li key={n}>
          <Skeleton blockSize="14rem" radius="var(--radius-lg)" />
        </li>
      ))}
    </Grid>
  );
}
