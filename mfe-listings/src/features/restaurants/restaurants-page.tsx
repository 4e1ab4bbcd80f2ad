import { restaurantListFilters } from 'contracts/list-filters';
import { currentLang } from 'platform/i18n';
import { registerOverlayView } from 'platform/overlays';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { RestaurantCard } from '../../components/listing-list/listing-cards.tsx';
import { ListingLayout } from '../../components/listing-list/listing-layout.tsx';
import { cardImageLoad, ListingResults } from '../../components/listing-list/listing-results.tsx';
import { NameSearch } from '../../components/listing-list/name-search.tsx';
import { SortSelect } from '../../components/listing-list/sort-select.tsx';
import { countActiveFilters, useUrlFilters } from '../../lib/url-filters.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import { RESTAURANT_FILTERS_VIEW, RestaurantFilterPanel, RestaurantFiltersDrawer } from './restaurant-filters.tsx';
import { prefetchRestaurants, useRestaurants } from './restaurants-api.ts';

registerOverlayView('drawer', RESTAURANT_FILTERS_VIEW, RestaurantFiltersDrawer);

const NOT_COUNTED = ['sort', 'businessName'] as const;

export const prefetch = prefetchRestaurants;

/** `/listings/restaurants`: every filter of spec §3 in the URL, a page at a time. */
export default function RestaurantsPage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const { filters, update, reset } = useUrlFilters(restaurantListFilters);
  const query = useRestaurants(lang, filters);
  const restaurants = query.data?.pages.flatMap((page) => page.restaurants) ?? [];
  const first = query.data?.pages[0];

  return (
    <>
      <PageMeta lang={lang} />
      <ListingLayout
        title={t('restaurants.title')}
        search={
          <NameSearch
            label={t('restaurants.searchLabel')}
            placeholder={t('restaurants.searchPlaceholder')}
            value={filters.businessName}
            onSearch={(businessName) => update({ businessName })}
          />
        }
        sort={<SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />}
        filters={<RestaurantFilterPanel />}
        drawerView={RESTAURANT_FILTERS_VIEW}
        activeFilters={countActiveFilters(filters, NOT_COUNTED)}
        results={
          <ListingResults
            query={query}
            items={restaurants}
            total={first?.total ?? 0}
            capped={first?.totalCapped === true}
            label={t('restaurants.title')}
            emptyTitle={t('restaurants.emptyTitle')}
            onReset={reset}
            renderItem={(restaurant, index) => (
              <RestaurantCard restaurant={restaurant} lang={lang} load={cardImageLoad(index)} />
            )}
          />
        }
      />
    </>
  );
}
