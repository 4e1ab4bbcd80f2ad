import '../../i18n/register.ts';
import { isLang } from 'contracts/i18n';
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

  return (
    <main className={styles.page}>
      <title>{t('restaurants.title')}</title>
      <h1 className={styles.title}>{t('restaurants.title')}</h1>
      {query.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('restaurants.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className={styles.footer}>
          <p>{t('restaurants.error')}</p>
          <button type="button" className={styles.button} onClick={() => query.refetch()}>
            {t('restaurants.retry')}
          </button>
        </div>
      ) : restaurants.length === 0 ? (
        <p className={styles.status}>{t('restaurants.empty')}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {restaurants.map((restaurant) => (
              <li key={restaurant._id}>
                <RestaurantCard restaurant={restaurant} lang={lang} />
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <p className={styles.status} aria-live="polite">
              {t('restaurants.showing', { shown: restaurants.length, total })}
            </p>
            {query.hasNextPage ? (
              <button
                type="button"
                className={styles.button}
                onClick={() => query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {t('restaurants.loadMore')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </main>
  );
}
