import { ADMIN_PAGE_SIZES } from 'contracts/paging';

/** Rows per page of the back office's lists that offer no choice of page size. */
export const ROWS_PER_PAGE = 20;

/** The page sizes a list offering the choice shows (`?limit=`), and the one it starts with. */
export const PAGE_SIZES = ADMIN_PAGE_SIZES;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = 25;

/** The page size an address says; one not offered (a hand-edited address) reads as the default. */
export function readPageSize(search: URLSearchParams): PageSize {
  const limit = Number(search.get('limit'));
  return (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : DEFAULT_PAGE_SIZE;
}

/** What every back-office list's address holds beside its own filters: the page and whether it is the trash. */
export type ListAddress = { page: number; trash: boolean };

/** `value` when it is one of `values`, else nothing: a hand-edited address falls back to the default. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The page and trash flag an address says; a page that is not a whole number from 1 reads as the first. */
export function readListAddress(search: URLSearchParams): ListAddress {
  const page = Number(search.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, trash: search.get('trash') === 'true' };
}

/**
 * The address of a list state from its filters as the api's query, its page and (on a list offering
 * the choice) its page size: the plain list has the plain URL.
 */
export function listSearch(filterQuery: Record<string, string>, page: number, limit?: number): URLSearchParams {
  const search = new URLSearchParams(filterQuery);
  if (page > 1) search.set('page', String(page));
  if (limit !== undefined && limit !== DEFAULT_PAGE_SIZE) search.set('limit', String(limit));
  return search;
}

/** `path` with the list state `search` as its query; the plain list is the plain path. */
export function withSearch(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The api's query for one page of a list. */
export const listPageQuery = (filterQuery: Record<string, string>, page: number, limit: number = ROWS_PER_PAGE) => ({
  page,
  limit,
  ...filterQuery,
});
