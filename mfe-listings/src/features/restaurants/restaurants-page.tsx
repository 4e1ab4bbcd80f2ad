import '../../i18n/register.ts';
import { isLang } from 'contracts/i18n';
import { routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { LoadMore } from 'design-system/load-more';
import { Skeleton } from 'design-system/skeleton';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from '../../i18n/register.ts';
import { RestaurantCard } from './restaurant-card.tsx';
import styles from './restaurants.module.css';
import { useRestaurants } from './restaurants-api.ts';

const NO_FILTERS = {};

/** `/listings/restaurants`: the restaurants of the directory, a page at a time. */
export default function RestaurantsPage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const query = useRestaurants(lang, NO_FILTERS);
  const restaurants = query.data?.pages.flatMap((p) => p.restaurants) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const capped = query.data?.pages[0]?.totalCapped === true;

  return (
    <main className={styles.page}>
      <PageMeta
        title={t('restaurants.title')}
        description={t('restaurants.description')}
        lang={lang}
        path={routes.restaurants}
      />
      <h1 className={styles.title}>{t('restaurants.title')}</h1>
      {query.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('restaurants.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <Skeleton blockSize="18rem" radius="var(--radius-lg)" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <EmptyState
          title={t('restaurants.error')}
          action={<Button onClick={() => query.refetch()}>{t('restaurants.retry')}</Button>}
        />
      ) : restaurants.length === 0 ? (
        <EmptyState title={t('restaurants.empty')} />
      ) : (
        <>
          <ul className={styles.grid}>
            {restaurants.map((restaurant) => (
              <li key={restaurant._id}>
                <RestaurantCard restaurant={restaurant} lang={lang} />
              </li>
            ))}
          </ul>
          <LoadMore
            summary={t('restaurants.showing', { shown: restaurants.length, total: capped ? `${total}+` : total })}
            label={t('restaurants.loadMore')}
            loadingLabel={t('restaurants.loading')}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => query.fetchNextPage()}
          />
        </>
      )}
    </main>
  );
}
