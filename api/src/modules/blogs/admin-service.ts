import type { Lang } from 'contracts/i18n';
import type { adminBlog, blogUpdate } from 'contracts/schemas/admin';
import type { BlogInput } from 'contracts/schemas/blog';
import type { ListResult } from 'contracts/schemas/common';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import type { AuditedCaller } from '../activity/audited.ts';
import { createTrashableService } from '../trash/trashable-service.ts';
import { blogColumns, blogInputView } from './blog-columns.ts';
import { type AdminBlogFilters, createBlogRepository } from './blog-repository.ts';

type AdminBlog = z.infer<typeof adminBlog>;

/** What a post's form writes: its slug, its cover, and its columns at the time of the write. */
const blogWrite = (input: BlogInput) => ({
  slug: input.slug,
  media: { coverMediaId: input.coverMediaId },
  columns: (now: Date) => blogColumns(input, now),
});

/** The back office's blog posts: the same list, version, trash and restore as listings (modules/trash). */
export function createBlogAdminService(db: Db, clock: () => Date) {
  const repository = createBlogRepository(db);
  const view = (row: typeof blogs.$inferSelect) => blogInputView(row, clock()) as AdminBlog;
  const posts = createTrashableService(db, clock, {
    table: blogs,
    entityType: 'blog',
    notFound: 'BLOG_NOT_FOUND',
    view,
  });
  return {
    async list(query: AdminBlogFilters): Promise<ListResult<AdminBlog>> {
      const { rows, total } = await repository.listForAdmin(query, clock());
      return { items: rows.map(view), total, page: query.page, limit: query.limit };
    },
    get: posts.view,
    create: (caller: AuditedCaller, lang: Lang, input: BlogInput) => posts.create(caller, lang, blogWrite(input)),
    edit: (caller: AuditedCaller, lang: Lang, id: string, { version, ...input }: z.infer<typeof blogUpdate>) =>
      posts.edit(caller, lang, id, version, blogWrite(input)),
    moveToTrash: posts.moveToTrash,
    restore: posts.restore,
  };
}
