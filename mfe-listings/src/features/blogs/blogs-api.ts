import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { BlogCategory } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { blogListFilters, FilterValues } from 'contracts/list-filters';
import { BLOGS_PER_PAGE, relatedPosts } from 'contracts/page-data';
import type { BlogDetail, BlogSummary } from 'contracts/schemas/blog';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { nullWhenMissing } from '../../lib/missing-listing.ts';

export type BlogPage = { blogs: BlogSummary[]; total: number; page: number; limit: number };
export type BlogFilters = FilterValues<typeof blogListFilters>;

const fetchBlogs = (filters: BlogFilters, page: number) =>
  api.get<BlogPage>('blogs', { ...filters, page, limit: BLOGS_PER_PAGE });

const fetchBlog = (id: string) => api.get<BlogDetail>(`blog/${encodeURIComponent(id)}`);

/** Posts page by page; "load more" appends the next page, the previous list stays while a search runs. */
export const blogsQuery = (lang: Lang, filters: BlogFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.blogs.list(lang, filters),
    queryFn: ({ pageParam }) => fetchBlogs(filters, pageParam),
    initialPageParam: 1,
    placeholderData: keepPreviousData,
    getNextPageParam: (last: BlogPage, pages: BlogPage[]) => {
      const shown = pages.reduce((n, p) => n + p.blogs.length, 0);
      return shown < last.total ? last.page + 1 : undefined;
    },
  });

export const useBlogs = (lang: Lang, filters: BlogFilters) => useInfiniteQuery(blogsQuery(lang, filters));

/** One post, or null when no post has that id (an answer, not a failure: listing-detail/missing-listing.ts). */
export const blogQuery = (lang: Lang, id: string) =>
  queryOptions({
    queryKey: queryKeys.blogs.detail(lang, id),
    queryFn: () => nullWhenMissing(fetchBlog(id)),
  });

export const useBlog = (lang: Lang, id: string) => useQuery(blogQuery(lang, id));

/** The latest posts of a post's category (contracts/page-data), the post itself possibly among them. */
export const relatedPostsQuery = (lang: Lang, category: BlogCategory) => {
  const { path, query } = relatedPosts({ category });
  return queryOptions({
    queryKey: queryKeys.blogs.list(lang, { ...query, section: 'related' }),
    queryFn: () => api.get<BlogPage>(path, query),
  });
};

export const useRelatedPosts = (lang: Lang, category: BlogCategory) => useQuery(relatedPostsQuery(lang, category));
