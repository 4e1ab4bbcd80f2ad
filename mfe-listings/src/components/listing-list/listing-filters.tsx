import type { FilterGroup, ListingKindDescriptor } from 'contracts/listing-kinds';
import type { TFunction } from 'i18next';
import { currentLang } from 'platform/i18n';
import { registerOverlayView } from 'platform/overlays';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { enumOptions } from '../../lib/enum-options.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { type FilterField, FilterPanel } from './filter-panel.tsx';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import { FiltersDrawerBody } from './listing-layout.tsx';

/** The drawer view name of a kind's filters (`restaurant-filters`), registered by its list page. */
export const filtersView = (kind: ListingKindDescriptor) => `${kind.id}-filters`;

const filterField = (group: FilterGroup, t: TFunction, lang: 'en' | 'ar'): FilterField =>
  group.values
    ? { kind: 'options', name: group.field, legend: t(group.label), options: enumOptions(group.values, lang) }
    : { kind: 'toggle', name: group.field, label: t(group.label) };

/**
 * A kind's filter panel (its `filterPanel`), reading and writing the URL query. Memoised: the list
 * page renders again with every answer of its query; the panel's own inputs are the URL's filters.
 */
export const ListingFilterPanel = memo(function ListingFilterPanel({ kind }: { kind: ListingKindDescriptor }) {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const { filters, update, reset } = useUrlFilters(kind.filters);
  const lang = currentLang(i18n);
  return (
    <FilterPanel
      fields={kind.filterPanel.map((group) => filterField(group, t, lang))}
      filters={filters}
      onChange={update}
      onReset={reset}
    />
  );
});

/** Registers the kind's panel as a drawer view, for small screens. */
export function registerFiltersDrawer(kind: ListingKindDescriptor) {
  function FiltersDrawer({ close }: { close: () => void }) {
    return <FiltersDrawerBody panel={<ListingFilterPanel kind={kind} />} close={close} />;
  }
  registerOverlayView('drawer', filtersView(kind), FiltersDrawer);
}
