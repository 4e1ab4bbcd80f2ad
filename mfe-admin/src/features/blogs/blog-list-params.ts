import { type BlogCategory, blogCategories } from 'contracts/enums';
import { type BlogState, blogStates } from 'contracts/schemas/blog';
import { type ListAddress, listPageQuery, listSearch, oneOf, readListAddress } from '../../lib/list-address.ts';

/** The blog list as its address says it: the page, the filters and whether it is the trash. */
export type BlogListParams = ListAddress & {
  title: string;
  category: BlogCategory | undefined;
  status: BlogState | undefined;
};

/**
 * Reads the list's state from the address (its keys are the api's own filter names, so a link reads
 * like the request); anything unusable falls back to the default.
 */
export function readBlogListParams(search: URLSearchParams): BlogListParams {
  return {
    ...readListAddress(search),
    title: (search.get('title') ?? '').trim(),
    category: oneOf(blogCategories.values, search.get('category')),
    status: oneOf(blogStates, search.get('status')),
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
  return listSearch(filterQuery(params), params.page);
}

/** The api's query for a list state (`GET admin/blogs`). */
export function blogListQuery(params: BlogListParams) {
  return listPageQuery(filterQuery(params), params.page);
}
