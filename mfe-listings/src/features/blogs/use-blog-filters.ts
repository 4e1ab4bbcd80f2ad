import { type BlogCategory, type BlogSort, blogCategories, blogSorts } from 'contracts/enums';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BlogFilters } from './blogs-api.ts';

/** How long typing pauses before the title search runs (and lands in the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

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

/**
 * The blog list's filters, kept in the URL query. Category and sort apply at once; the title
 * is typed into a draft and written to the URL once typing pauses.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readBlogFilters(params), [params]);
  const [draftTitle, setDraftTitle] = useState(filters.title ?? '');

  const update = useCallback(
    (next: Partial<Record<keyof BlogFilters, string | undefined>>) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) copy.set(key, value);
            else copy.delete(key);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Back/forward or a shared link changes the URL: the box follows (keeping a trailing space
  // the user is still typing after, which the URL does not carry).
  useEffect(() => {
    const title = filters.title ?? '';
    setDraftTitle((draft) => (draft.trim() === title ? draft : title));
  }, [filters.title]);

  useEffect(() => {
    const typed = draftTitle.trim();
    if (typed === (filters.title ?? '')) return;
    const timer = setTimeout(() => update({ title: typed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftTitle, filters.title, update]);

  const reset = useCallback(() => {
    setDraftTitle('');
    update({ title: undefined, category: undefined, sort: undefined });
  }, [update]);

  return { filters, draftTitle, setDraftTitle, update, reset };
}
