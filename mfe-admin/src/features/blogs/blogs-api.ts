import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AdminBlog } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { type BlogListParams, blogListQuery } from './blog-list-params.ts';

/** `GET admin/blogs` as the BFF wraps it. */
export type BlogPage = { blogs?: AdminBlog[]; total: number; page: number; limit: number };

const blogPath = (id: string) => `admin/blog/${encodeURIComponent(id)}`;

/** One page of the blog list (or its trash); the previous page stays on screen while the next one loads. */
export function useBlogList(params: BlogListParams) {
  const query = blogListQuery(params);
  return useQuery({
    queryKey: queryKeys.admin.blogList(query),
    queryFn: () => api.get<BlogPage>('admin/blogs', query),
    placeholderData: (previous) => previous,
  });
}

/** `GET admin/blog/:id`: the post as written, both languages, with its version and state. */
export function useAdminBlog(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.blog(id ?? ''),
    queryFn: () => api.get<AdminBlog>(blogPath(id ?? '')),
    enabled: Boolean(id),
    // The open form keeps what it loaded; another admin's save shows as a version conflict on save.
    refetchOnWindowFocus: false,
  });
}

/** Creates (POST) or saves (PUT with the version the form loaded) a post. */
export function saveBlog(id: string | undefined, body: unknown) {
  return id ? api.put<AdminBlog>(blogPath(id), body) : api.post<AdminBlog>('admin/blog', body);
}

/** `DELETE admin/blog/:id`: into the trash. */
export const trashBlog = (id: string) => api.delete(blogPath(id));

/** `POST admin/blog/:id/restore`: out of the trash, with its new version. */
export const restoreBlog = (id: string) => api.post<AdminBlog>(`${blogPath(id)}/restore`);

/**
 * After a write: the admin lists, trash and posts, the public lists and posts (a post may have
 * appeared or gone), the dashboard's counts and the activity trail. `saved` is put in the cache
 * so the edit page a new post moves to opens with it.
 */
export function invalidateBlogs(client: QueryClient, saved?: AdminBlog) {
  if (saved) client.setQueryData(queryKeys.admin.blog(saved._id), saved);
  return Promise.all(
    [queryKeys.admin.blogs, queryKeys.blogs.all, queryKeys.admin.statistics, queryKeys.admin.activity].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

/** The post as it now is (after a trash, whose answer has no body, for its new version). */
export const readBlog = (id: string) => api.get<AdminBlog>(blogPath(id));
