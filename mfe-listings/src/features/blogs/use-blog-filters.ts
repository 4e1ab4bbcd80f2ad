import { type BlogCategory, type BlogSort, blogCategories, blogSorts } from 'contracts/enums';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BlogFilters } from './blogs-api.ts';

const isCategory = (value: string | null): value is BlogCategory =>
  value !== null && (blogCategories.values as readonly string[]).includes(value);
const isSort = (value: string | null): value is BlogSort =>
  value !== null && (blogSorts as readonly string[]).includes(value);

/** Reads the blog filters from the URL query, so a search can be shared and survives reload and back. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const title = params.get('title')?.trim();
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    ...(title ? { title } : {}),
    ...(isCategory(category) ? { category } : {}),
    ...(isSort(sort) ? { sort } : {}),
  };
}

type FilterChange = Partial<Record<keyof BlogFilters, string | undefined>>;

/**
 * The blog list's filters, kept in the URL query. Each change (a category, a sort, a settled title
 * search) is a history entry, as on the listing pages: Back undoes it.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readBlogFilters(params), [params]);

  const update = useCallback(
    (next: FilterChange) => {
      const written = new URLSearchParams(params);
      for (const [key, value] of Object.entries(next)) {
        if (value) written.set(key, value);
        else written.delete(key);
      }
      // No change, no history entry (Back would seem to do nothing).
      if (written.toString() !== params.toString()) setParams(written);
    },
    [params, setParams],
  );

  const reset = useCallback(() => update({ title: undefined, category: undefined, sort: undefined }), [update]);

  return { filters, update, reset };
}
