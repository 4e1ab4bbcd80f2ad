import { areas, priceLevels } from 'contracts/enums';
import { type AdminListing, categoriesOf, type ListingKindDescriptor } from 'contracts/listing-kinds';
import { pathTo, routes } from 'contracts/routes';
import { listingStatuses, TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Inline } from 'design-system/inline';
import type { TableColumn } from 'design-system/table';
import a11y from 'design-system/visually-hidden.module.css';
import { formatCount, formatDateTime, formatLongDate } from 'platform/intl';
import { useModal } from 'platform/overlays';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, type PageSize, withSearch } from '../../lib/list-address.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { AdminTable, deletedAtColumn, restoreColumn } from '../admin-table.tsx';
import { BilingualName } from '../bilingual-name.tsx';
import { DebouncedSearch } from '../debounced-search.tsx';
import { FilterSelect } from '../filter-select.tsx';
import listStyles from '../list-filters.module.css';
import { TrashSwitch } from '../trash-switch.tsx';
import { BulkBar } from './bulk-actions.tsx';
import {
  filterQuery,
  type ListingListParams,
  listingExportHref,
  listingListSearch,
  listingSortOf,
  readListingListParams,
  tableSortOf,
} from './list-params.ts';
import { DELETE_LISTING_VIEW, useRestore } from './listing-actions.tsx';
import { useListingList } from './listing-api.ts';
import styles from './listing-list.module.css';
import {
  bulkTarget,
  emptySelection,
  isSelected,
  offersAllMatching,
  pageState,
  type Selection,
  selectedCount,
  selectionFor,
  selectMatching,
  togglePage,
  toggleRow,
} from './selection.ts';

/** One empty list for every render without data (the table rebuilds its rows when the array changes). */
const NO_LISTINGS: AdminListing[] = [];

/** How long typing in the name search pauses before the list is asked for. */
export const NAME_SEARCH_DELAY_MS = 300;

const DAY_MS = 24 * 60 * 60 * 1000;
/** When the api's purge job removes a listing deleted at `deletedAt` for good. */
const purgeDateOf = (deletedAt: string) =>
  new Date(new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString();

/**
 * The list's state lives in the address: Back, reload and a shared link show the same list. A filter
 * change goes back to page 1; typing in the search replaces the entry (one per pause would make Back
 * step through every word typed), a filter, a sort or a page is a new entry.
 */
function useListingListState(kind: ListingKindDescriptor) {
  const [search, setSearch] = useSearchParams();
  const params = readListingListParams(kind, search);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const update = (next: Partial<ListingListParams>, replace = false) =>
    setSearch(listingListSearch(kind, { ...paramsRef.current, ...next }), { replace });
  return { params, update };
}

/** A checkbox whose "some of them" state (`indeterminate`) only a property can set. */
function Checkbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={onChange}
    />
  );
}

/** Rows per page (`?limit=`), among the sizes the api serves. */
function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const { t, lang } = useAdminText();
  const id = useId();
  return (
    <div className={styles.pageSize}>
      <label htmlFor={id}>{t('listings.pageSize')}</label>
      <select
        id={id}
        className={listStyles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {formatCount(size, lang)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The address of the list (`trash` false) or of its trash, the filters kept. */
function listLink(kind: ListingKindDescriptor, params: ListingListParams, trash: boolean) {
  return withSearch(routes[kind.admin.routes.list], listingListSearch(kind, { ...params, trash, page: 1 }));
}

/**
 * An admin list of restaurants or gift shops (`kind`): server-side paging (its page size chosen),
 * filters and sort kept in the address, row actions (open, edit, view on the site, delete with
 * undo), rows selected for bulk actions (one page, or every row the filters match, which the api
 * resolves from the same filters), the trash with restore, and the CSV export of what the filters match.
 */
export function ListingList({ kind }: { kind: ListingKindDescriptor }) {
  const { t, lang } = useAdminText();
  const { params, update } = useListingListState(kind);
  const list = useListingList(kind, params);
  const modal = useModal();
  const restore = useRestore(kind);
  // Read by the cells when pressed: the columns stay the same objects from one render to the next.
  const actions = useRef({ modal, restore });
  actions.current = { modal, restore };
  // The whole trash, whatever the filters: what "Empty trash" deletes.
  const wholeTrash = useListingList(
    kind,
    { ...readListingListParams(kind, new URLSearchParams('trash=true')), limit: params.limit },
    params.trash,
  );
  const rows = list.data?.[kind.plural] ?? NO_LISTINGS;
  const total = list.data?.total ?? 0;
  const pageCount = list.data ? Math.ceil(list.data.total / (list.data.limit || params.limit)) : 1;
  // The selection belongs to this list state: another filter, page, order or size starts with none.
  const stateKey = listingListSearch(kind, params).toString();
  const [storedSelection, setSelection] = useState<Selection>(() => emptySelection(stateKey));
  const selection = selectionFor(storedSelection, stateKey);
  const pageIds = useMemo(() => rows.map((listing) => listing._id), [rows]);
  const text = (key: string, options?: Record<string, unknown>) => t(`${kind.admin.strings}.${key}`, options ?? {});

  const columns = useMemo((): TableColumn<AdminListing>[] => {
    const nameOf = (listing: AdminListing) => listing.name[lang];
    const name: TableColumn<AdminListing> = {
      id: 'name',
      header: t('listings.columns.name'),
      sortable: true,
      cell: (listing) => {
        const names = <BilingualName name={listing.name} />;
        return params.trash ? (
          <span className={styles.names}>{names}</span>
        ) : (
          <Link to={pathTo(kind.admin.routes.edit, { id: listing._id })} className={styles.names}>
            {names}
          </Link>
        );
      },
    };
    const area: TableColumn<AdminListing> = {
      id: 'area',
      header: t('listings.columns.area'),
      sortable: true,
      cell: (listing) => areas.labels[listing.area][lang],
    };
    if (params.trash) {
      return [
        name,
        area,
        deletedAtColumn(t('listings.columns.deletedAt'), lang),
        {
          id: 'purgeAt',
          header: t('listings.columns.purgeAt'),
          cell: (listing) => (listing.deletedAt ? formatLongDate(purgeDateOf(listing.deletedAt), lang) : ''),
        },
        restoreColumn<AdminListing>({
          header: t('listings.columns.actions'),
          restore: t('listings.actions.restore'),
          named: (listing) => t('listings.actions.restoreNamed', { name: nameOf(listing) }),
          onRestore: (listing) => void actions.current.restore(listing),
        }),
      ];
    }
    return [
      name,
      area,
      {
        id: 'categories',
        header: t('listings.columns.categories'),
        cell: (listing) =>
          categoriesOf(kind, listing)
            .map((category) => kind.categoryValues.labels[category]?.[lang] ?? category)
            .join(lang === 'ar' ? '، ' : ', '),
      },
      {
        id: 'pricing',
        header: t('listings.columns.pricing'),
        cell: (listing) => priceLevels.labels[listing.pricing][lang],
      },
      {
        id: 'featured',
        header: t('listings.columns.featured'),
        cell: (listing) => (listing.featured ? t('listings.yes') : t('listings.no')),
      },
      {
        id: 'status',
        header: t('listings.columns.status'),
        cell: (listing) => t(`listings.statuses.${listing.status ?? 'published'}`),
      },
      {
        id: 'updatedAt',
        header: t('listings.columns.updatedAt'),
        sortable: true,
        cell: (listing) => formatDateTime(listing.updatedAt, lang),
      },
      {
        id: 'actions',
        header: t('listings.columns.actions'),
        cell: (listing) => (
          <div className={styles.rowActions}>
            <Link
              to={pathTo(kind.admin.routes.edit, { id: listing._id })}
              aria-label={t('listings.actions.editNamed', { name: nameOf(listing) })}
            >
              {t('listings.actions.edit')}
            </Link>
            {/* A draft has no public page yet: nothing to view on the site. */}
            {listing.status === 'draft' ? null : (
              <a
                href={pathTo(kind.routes.detail, { slug: listing.slug, id: listing._id })}
                target="_blank"
                rel="noopener"
                aria-label={t('listings.actions.viewNamed', { name: nameOf(listing) })}
              >
                {t('listings.actions.view')}
              </a>
            )}
            <button
              type="button"
              className={styles.delete}
              aria-label={t('listings.actions.deleteNamed', { name: nameOf(listing) })}
              onClick={() => actions.current.modal.open(DELETE_LISTING_VIEW, { kind, listing })}
            >
              {t('listings.actions.delete')}
            </button>
          </div>
        ),
      },
    ];
  }, [t, lang, kind, params.trash]);

  const selectColumn = useMemo((): TableColumn<AdminListing> => {
    const state = pageState(selection, pageIds);
    return {
      id: 'select',
      header: (
        <Checkbox
          label={t('listings.bulk.selectPage')}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => setSelection(togglePage(selection, pageIds))}
        />
      ),
      cell: (listing) => (
        <Checkbox
          label={t('listings.bulk.selectRow', { name: listing.name[lang] })}
          checked={isSelected(selection, listing._id)}
          onChange={() => setSelection(toggleRow(selection, listing._id, pageIds))}
        />
      ),
    };
  }, [selection, pageIds, t, lang]);
  const tableColumns = useMemo(() => [selectColumn, ...columns], [selectColumn, columns]);
  const names = useMemo(() => new Map(rows.map((listing) => [listing._id, listing.name[lang]])), [rows, lang]);

  const trashExplanation = t('listings.trash.explanation', { days: formatCount(TRASH_RETENTION_DAYS, lang) });
  return (
    <>
      <Inline as="header" gap={3} justify="space-between" align="center">
        <h1 className={listStyles.title}>{text('title')}</h1>
        <Inline gap={3} align="center">
          <a className={styles.download} href={listingExportHref(kind, params, lang)} download>
            {t('listings.downloadCsv')}
            <span className={a11y.visuallyHidden}>{` — ${t('listings.downloadCsvHint')}`}</span>
          </a>
          <Link className={styles.add} to={routes[kind.admin.routes.add]}>
            {text('add')}
          </Link>
        </Inline>
      </Inline>
      <TrashSwitch
        trash={params.trash}
        linkTo={(trash) => listLink(kind, params, trash)}
        labels={{ nav: t('listings.views.label'), list: t('listings.views.list'), trash: t('listings.views.trash') }}
      />
      {params.trash ? <p className={styles.explanation}>{trashExplanation}</p> : null}
      <search className={listStyles.filters}>
        <DebouncedSearch
          label={text('search')}
          value={params.name}
          onSearch={(name) => update({ name, page: 1 }, true)}
          delay={NAME_SEARCH_DELAY_MS}
          maxLength={100}
        />
        <FilterSelect
          label={text('category')}
          allLabel={text('allCategories')}
          value={params.category}
          options={kind.categoryValues.values.map((value) => ({
            value,
            label: kind.categoryValues.labels[value]?.[lang] ?? value,
          }))}
          onChange={(category) => update({ category, page: 1 })}
        />
        <FilterSelect
          label={t('listings.filters.area')}
          allLabel={t('listings.filters.allAreas')}
          value={params.area}
          options={areas.values.map((value) => ({ value, label: areas.labels[value][lang] }))}
          onChange={(area) => update({ area: area as ListingListParams['area'], page: 1 })}
        />
        <FilterSelect
          label={t('listings.filters.featured')}
          allLabel={t('listings.filters.featuredAny')}
          value={params.featured === undefined ? undefined : String(params.featured)}
          options={[
            { value: 'true', label: t('listings.filters.featuredYes') },
            { value: 'false', label: t('listings.filters.featuredNo') },
          ]}
          onChange={(featured) =>
            update({ featured: featured === undefined ? undefined : featured === 'true', page: 1 })
          }
        />
        <FilterSelect
          label={t('listings.filters.status')}
          allLabel={t('listings.filters.allStatuses')}
          value={params.status}
          options={listingStatuses.map((value) => ({ value, label: t(`listings.statuses.${value}`) }))}
          onChange={(status) => update({ status: status as ListingListParams['status'], page: 1 })}
        />
      </search>
      {list.isError && !list.data ? (
        <EmptyState
          alert
          title={t('listings.error.title')}
          text={t('listings.error.text')}
          action={
            <Button onClick={() => list.refetch()} loading={list.isFetching}>
              {t('listings.error.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={listStyles.total} aria-live="polite" data-testid="listings-total">
            {list.data ? text('total', { count: list.data.total, formatted: formatCount(list.data.total, lang) }) : ''}
          </p>
          <BulkBar
            kind={kind}
            trash={params.trash}
            count={selectedCount(selection, total)}
            total={total}
            offerAllMatching={offersAllMatching(selection, pageIds, total)}
            matching={selection.matching}
            target={bulkTarget(selection, filterQuery(kind, params))}
            names={names}
            onSelectAll={() => setSelection(selectMatching(selection))}
            onClear={() => setSelection(emptySelection(stateKey))}
            trashTotal={wholeTrash.data?.total ?? 0}
          />
          <AdminTable<AdminListing>
            caption={params.trash ? text('trashCaption') : text('caption')}
            columns={tableColumns}
            rows={rows}
            rowKey={(listing) => listing._id}
            sort={tableSortOf(params.sort)}
            onSortChange={(sort) => update({ sort: listingSortOf(sort), page: 1 })}
            page={params.page}
            pageCount={pageCount}
            onPageChange={(page) => update({ page })}
            loading={list.isPending}
            loadingRows={params.limit}
            empty={
              params.trash ? (
                <EmptyState title={t('listings.empty.trashTitle')} text={t('listings.empty.trashText')} />
              ) : (
                <EmptyState title={t('listings.empty.title')} text={text('empty')} />
              )
            }
            pagingLabel={text('paging')}
          />
          <PageSizeSelect value={params.limit} onChange={(limit) => update({ limit, page: 1 })} />
        </>
      )}
    </>
  );
}
