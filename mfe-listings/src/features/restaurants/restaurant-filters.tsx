import {
  ambiences,
  amenities,
  areas,
  cuisines,
  dietaryPreferences,
  diningOptions,
  mealOptions,
  priceLevels,
} from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { restaurantListFilters } from 'contracts/list-filters';
import type { TFunction } from 'i18next';
import { currentLang } from 'platform/i18n';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterField, FilterPanel } from '../../components/listing-list/filter-panel.tsx';
import { FiltersDrawerBody } from '../../components/listing-list/listing-layout.tsx';
import { enumOptions } from '../../lib/enum-options.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import '../../components/listing-list/i18n/register.ts';

/** The drawer view name of the restaurant filters (registered by the restaurants page). */
export const RESTAURANT_FILTERS_VIEW = 'restaurant-filters';

/** Every restaurant filter of spec §3 except the name search and the sort (they sit above the list). */
function restaurantFilterFields(t: TFunction, lang: Lang): FilterField[] {
  return [
    { kind: 'toggle', name: 'openNow', label: t('listing.openNow') },
    { kind: 'toggle', name: 'featured', label: t('listing.featured') },
    { kind: 'toggle', name: 'wheelchairAccess', label: t('listing.wheelchairAccess') },
    { kind: 'options', name: 'pricing', legend: t('listing.pricing'), options: enumOptions(priceLevels, lang) },
    {
      kind: 'options',
      name: 'cuisineTypes',
      legend: t('restaurants.cuisineTypes'),
      options: enumOptions(cuisines, lang),
    },
    { kind: 'options', name: 'location', legend: t('listing.location'), options: enumOptions(areas, lang) },
    {
      kind: 'options',
      name: 'diningOptions',
      legend: t('restaurants.diningOptions'),
      options: enumOptions(diningOptions, lang),
    },
    {
      kind: 'options',
      name: 'dietaryPreferences',
      legend: t('restaurants.dietaryPreferences'),
      options: enumOptions(dietaryPreferences, lang),
    },
    {
      kind: 'options',
      name: 'mealOptions',
      legend: t('restaurants.mealOptions'),
      options: enumOptions(mealOptions, lang),
    },
    { kind: 'options', name: 'ambience', legend: t('restaurants.ambience'), options: enumOptions(ambiences, lang) },
    { kind: 'options', name: 'amenities', legend: t('restaurants.amenities'), options: enumOptions(amenities, lang) },
  ];
}

/**
 * The restaurant filters, reading and writing the URL query. Memoised: the list page renders again
 * with every answer of its query; the panel's own inputs are the URL's filters.
 */
export const RestaurantFilterPanel = memo(function RestaurantFilterPanel() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const { filters, update, reset } = useUrlFilters(restaurantListFilters);
  return (
    <FilterPanel
      fields={restaurantFilterFields(t, currentLang(i18n))}
      filters={filters}
      onChange={update}
      onReset={reset}
    />
  );
});

/** The same panel as a drawer view, for small screens. */
export function RestaurantFiltersDrawer({ close }: { close: () => void }) {
  return <FiltersDrawerBody panel={<RestaurantFilterPanel />} close={close} />;
}
