import { shopListFilters } from 'contracts/list-filters';
import { currentLang } from 'platform/i18n';
import { registerOverlayView } from 'platform/overlays';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { ShopCard } from '../../components/listing-list/listing-cards.tsx';
import { ListingLayout } from '../../components/listing-list/listing-layout.tsx';
import { cardImageLoad, ListingResults } from '../../components/listing-list/listing-results.tsx';
import { NameSearch } from '../../components/listing-list/name-search.tsx';
import { SortSelect } from '../../components/listing-list/sort-select.tsx';
import { countActiveFilters, useUrlFilters } from '../../lib/url-filters.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import { SHOP_FILTERS_VIEW, ShopFilterPanel, ShopFiltersDrawer } from './shop-filters.tsx';
import { prefetchShops, useShops } from './shops-api.ts';

registerOverlayView('drawer', SHOP_FILTERS_VIEW, ShopFiltersDrawer);

const NOT_COUNTED = ['sort', 'shopName'] as const;

export const prefetch = prefetchShops;

/** `/listings/gift-shops`: every filter of spec §3 in the URL, a page at a time. */
export default function GiftShopsPage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const { filters, update, reset } = useUrlFilters(shopListFilters);
  const query = useShops(lang, filters);
  const shops = query.data?.pages.flatMap((page) => page.shops) ?? [];
  const first = query.data?.pages[0];

  return (
    <>
      <PageMeta lang={lang} />
      <ListingLayout
        title={t('shops.title')}
        search={
          <NameSearch
            label={t('shops.searchLabel')}
            placeholder={t('shops.searchPlaceholder')}
            value={filters.shopName}
            onSearch={(shopName) => update({ shopName })}
          />
        }
        sort={<SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />}
        filters={<ShopFilterPanel />}
        drawerView={SHOP_FILTERS_VIEW}
        activeFilters={countActiveFilters(filters, NOT_COUNTED)}
        results={
          <ListingResults
            query={query}
            items={shops}
            total={first?.total ?? 0}
            capped={first?.totalCapped === true}
            label={t('shops.title')}
            emptyTitle={t('shops.emptyTitle')}
            onReset={reset}
            renderItem={(shop, index) => <ShopCard shop={shop} lang={lang} load={cardImageLoad(index)} />}
          />
        }
      />
    </>
  );
}
