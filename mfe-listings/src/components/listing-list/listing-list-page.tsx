import type { ListingSort } from 'contracts/enums';
import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import { currentLang } from 'platform/i18n';
import { PageMeta } from 'platform/page-meta';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, useUrlFilters } from '../../lib/url-filters.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';
import { ListingSummaryCard } from './listing-cards.tsx';
import { filtersView, ListingFilterPanel } from './listing-filters.tsx';
import { ListingLayout } from './listing-layout.tsx';
import { cardImageLoad, ListingResults } from './listing-results.tsx';
import { cardsOf, useListings } from './listings-api.ts';
import { NameSearch } from './name-search.tsx';
import { SortSelect } from './sort-select.tsx';

/**
 * A kind's public list (`/listings/restaurants`, `/listings/gift-shops`): every filter of spec §3 in
 * the URL, a page at a time. Its strings are the kind's (`labels.list`: title, search, empty state),
 * registered by the page that shows it.
 */
export function ListingListPage({ kind }: { kind: ListingKindDescriptor }) {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const { filters, update, reset } = useUrlFilters(kind.filters);
  const query = useListings(kind, lang, filters);
  const listings = query.data?.pages.flatMap((page) => cardsOf(kind, page)) ?? [];
  const first = query.data?.pages[0];
  const text = (key: string) => t(`${kind.labels.list}.${key}`);
  const nameSearch = filters[kind.nameFilter as keyof typeof filters] as string | undefined;

  return (
    <>
      <PageMeta lang={lang} />
      <ListingLayout
        title={text('title')}
        search={
          <NameSearch
            label={text('searchLabel')}
            placeholder={text('searchPlaceholder')}
            value={nameSearch}
            onSearch={(name) => update({ [kind.nameFilter]: name })}
          />
        }
        sort={<SortSelect value={filters.sort as ListingSort} onChange={(sort) => update({ sort })} />}
        filters={<ListingFilterPanel kind={kind} />}
        drawerView={filtersView(kind)}
        activeFilters={countActiveFilters(filters, ['sort', kind.nameFilter])}
        results={
          <ListingResults
            query={query}
            items={listings}
            total={first?.total ?? 0}
            capped={first?.totalCapped === true}
            label={text('title')}
            emptyTitle={text('emptyTitle')}
            onReset={reset}
            renderItem={(listing, index) => (
              <ListingSummaryCard kind={kind} listing={listing} lang={lang} load={cardImageLoad(index)} />
            )}
          />
        }
      />
    </>
  );
}
