import { type BlogCategory, blogCategories } from 'contracts/enums';
import { type BlogState, blogStates } from 'contracts/schemas/blog';

/** Rows per page of the admin blog list. */
export const BLOGS_PER_PAGE = 20;

/** The blog list as its address says it: the page, the filters and whether it is the trash. */
export type BlogListParams = {
  page: number;
  title: string;
  category: BlogCategory | undefined;
  status: BlogState | undefined;
  trash: boolean;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * Reads the list's state from the address (its keys are the api's own filter names, so a link reads
 * like the request); anything unusable falls back to the default.
 */
export function readBlogListParams(search: URLSearchParams): BlogListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    title: (search.get('title') ?? '').trim(),
    category: oneOf(blogCategories.values, search.get('category')),
    status: oneOf(blogStates, search.get('status')),
    trash: search.get('trash') === 'true',
  };
}

/** The filters as the api's query; defaults are left out. */
function filterQuery(params: BlogListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.title) query.title = params.title;
  if (params.category) query.category = params.category;
  if (params.status) query.status = params.status;
  if (params.trash) query.trash = 'true';
  return query;
}

/** The address of a list state: the plain list has the plain URL. */
export function blogListSearch(params: BlogListParams): URLSearchParams {
  const search = new URLSearchParams(filterQuery(params));
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The api's query for a list state (`GET admin/blogs`). */
export function blogListQuery(params: BlogListParams) {
  return { page: params.page, limit: BLOGS_PER_PAGE, ...filterQuery(params) };
}
