import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogSort } from 'contracts/enums';
import type { BlogDetail, BlogSummary } from 'contracts/schemas/blog';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

export type BlogPage = { blogs: BlogSummary[]; total: number; page: number; limit: number };
export type BlogFilters = { title?: string; category?: BlogCategory; sort?: BlogSort };

export const BLOGS_PER_PAGE = 9;

export const fetchBlogs = (filters: BlogFilters, page: number, limit = BLOGS_PER_PAGE) =>
  api.get<BlogPage>('blogs', { ...filters, page, limit });

export const fetchBlog = (id: string) => api.get<BlogDetail>(`blog/${encodeURIComponent(id)}`);

/** Posts page by page; "load more" appends the next page, the previous list stays while a search runs. */
export function useBlogs(lang: string, filters: BlogFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.blogs.list(lang, filters),
    queryFn: ({ pageParam }) => fetchBlogs(filters, pageParam),
    initialPageParam: 1,
    placeholderData: keepPreviousData,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.blogs.length, 0);
      return shown < last.total ? last.page + 1 : undefined;
    },
  });
}

/** A few latest posts (home teaser, related posts). */
export function useLatestBlogs(lang: string, filters: BlogFilters, limit: number) {
  return useQuery({
    queryKey: queryKeys.blogs.list(lang, { ...filters, limit, section: 'latest' }),
    queryFn: () => fetchBlogs(filters, 1, limit),
  });
}

export function useBlog(lang: string, id: string) {
  return useQuery({
    queryKey: queryKeys.blogs.detail(lang, id),
    queryFn: () => fetchBlog(id),
    // A missing post is an answer, not a hiccup: do not retry a 404.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
