import {
  areas,
  deliveryOptions,
  occasions,
  personalizations,
  priceLevels,
  recipients,
  shopCategories,
} from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { shopListFilters } from 'contracts/list-filters';
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

/** The drawer view name of the gift shop filters (registered by the gift shops page). */
export const SHOP_FILTERS_VIEW = 'shop-filters';

/** Every gift shop filter of spec §3 except the name search and the sort (they sit above the list). */
function shopFilterFields(t: TFunction, lang: Lang): FilterField[] {
  return [
    { kind: 'toggle', name: 'openNow', label: t('listing.openNow') },
    { kind: 'toggle', name: 'featured', label: t('listing.featured') },
    { kind: 'toggle', name: 'wheelchairAccess', label: t('listing.wheelchairAccess') },
    { kind: 'options', name: 'occasion', legend: t('shops.occasion'), options: enumOptions(occasions, lang) },
    { kind: 'options', name: 'recipient', legend: t('shops.recipient'), options: enumOptions(recipients, lang) },
    { kind: 'options', name: 'pricing', legend: t('listing.pricing'), options: enumOptions(priceLevels, lang) },
    {
      kind: 'options',
      name: 'availableItems',
      legend: t('shops.availableItems'),
      options: enumOptions(shopCategories, lang),
    },
    {
      kind: 'options',
      name: 'personalizedItems',
      legend: t('shops.personalizedItems'),
      options: enumOptions(personalizations, lang),
    },
    {
      kind: 'options',
      name: 'deliveryOptions',
      legend: t('shops.deliveryOptions'),
      options: enumOptions(deliveryOptions, lang),
    },
    { kind: 'options', name: 'location', legend: t('listing.location'), options: enumOptions(areas, lang) },
  ];
}

/**
 * The gift shop filters, reading and writing the URL query. Memoised: the list page renders again
 * with every answer of its query; the panel's own inputs are the URL's filters.
 */
export const ShopFilterPanel = memo(function ShopFilterPanel() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const { filters, update, reset } = useUrlFilters(shopListFilters);
  return (
    <FilterPanel fields={shopFilterFields(t, currentLang(i18n))} filters={filters} onChange={update} onReset={reset} />
  );
});

/** The same panel as a drawer view, for small screens. */
export function ShopFiltersDrawer({ close }: { close: () => void }) {
  return <FiltersDrawerBody panel={<ShopFilterPanel />} close={close} />;
}
