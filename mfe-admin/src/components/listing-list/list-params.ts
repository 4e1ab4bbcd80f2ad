import { apiUrl } from 'contracts/api-url';
import { type Area, areas } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import { type AdminListingSort, adminListingSorts } from 'contracts/schemas/admin';
import { type ListingStatus, listingStatuses } from 'contracts/schemas/listing';
import {
  type ListAddress,
  listPageQuery,
  listSearch,
  oneOf,
  type PageSize,
  readListAddress,
  readPageSize,
} from '../../lib/list-address.ts';

const DEFAULT_LISTING_SORT: AdminListingSort = adminListingSorts[0];

/** A listing list as its URL says it: the page, the filters, the order and whether it is the trash. */
export type ListingListParams = ListAddress & {
  name: string;
  category: string | undefined;
  area: Area | undefined;
  featured: boolean | undefined;
  status: ListingStatus | undefined;
  sort: AdminListingSort;
  /** Rows per page, chosen on the list. */
  limit: PageSize;
};

/** A column's order as the table shows it (`aria-sort`), and back; a sort the api adds fails to type-check until mapped. */
const SORT_COLUMNS: Record<AdminListingSort, { id: string; desc: boolean }> = {
  updated_desc: { id: 'updatedAt', desc: true },
  updated_asc: { id: 'updatedAt', desc: false },
  name_asc: { id: 'name', desc: false },
  name_desc: { id: 'name', desc: true },
  area_asc: { id: 'area', desc: false },
  area_desc: { id: 'area', desc: true },
};
export const tableSortOf = (sort: AdminListingSort) => SORT_COLUMNS[sort];
export function listingSortOf(column: { id: string; desc: boolean } | null): AdminListingSort {
  const found = adminListingSorts.find(
    (sort) => SORT_COLUMNS[sort].id === column?.id && SORT_COLUMNS[sort].desc === column.desc,
  );
  return found ?? DEFAULT_LISTING_SORT;
}

/**
 * Reads the list's state from the address (the URL keys are the api's own filter names, so a link
 * reads like the request); anything unusable falls back to the default.
 */
export function readListingListParams(kind: ListingKindDescriptor, search: URLSearchParams): ListingListParams {
  const featured = search.get('featured');
  return {
    ...readListAddress(search),
    name: (search.get(kind.nameFilter) ?? '').trim(),
    category: oneOf(kind.categoryValues.values, search.get(kind.admin.categoryFilter)),
    area: oneOf(areas.values, search.get('area')),
    featured: featured === 'true' ? true : featured === 'false' ? false : undefined,
    status: oneOf(listingStatuses, search.get('status')),
    sort: oneOf(adminListingSorts, search.get('sort')) ?? DEFAULT_LISTING_SORT,
    limit: readPageSize(search),
  };
}

/** The filters as the api's query (shared by the list, its export and its bulk actions); defaults are left out. */
export function filterQuery(kind: ListingKindDescriptor, params: ListingListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.name) query[kind.nameFilter] = params.name;
  if (params.category) query[kind.admin.categoryFilter] = params.category;
  if (params.area) query.area = params.area;
  if (params.featured !== undefined) query.featured = String(params.featured);
  if (params.status) query.status = params.status;
  if (params.trash) query.trash = 'true';
  if (params.sort !== DEFAULT_LISTING_SORT) query.sort = params.sort;
  return query;
}

/** The address of a list state: the plain list has the plain URL. */
export function listingListSearch(kind: ListingKindDescriptor, params: ListingListParams): URLSearchParams {
  return listSearch(filterQuery(kind, params), params.page, params.limit);
}

/** The api's query for a list state (`GET admin/restaurants` / `admin/shops`). */
export function listingListQuery(kind: ListingKindDescriptor, params: ListingListParams) {
  return listPageQuery(filterQuery(kind, params), params.page, params.limit);
}

/**
 * "Download CSV": the export of every row the filters match (not one page). A plain link is enough:
 * the session cookie goes with it and the BFF asks no CSRF header of a GET.
 */
export function listingExportHref(kind: ListingKindDescriptor, params: ListingListParams, lang: Lang): string {
  // In the page's language too: a sort by name orders by the name in that language, as the list does.
  return apiUrl(`admin/${kind.plural}/export`, filterQuery(kind, params), lang);
}
