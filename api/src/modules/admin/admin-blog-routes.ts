import { adminBlog, adminBlogsQuery, blogUpdate, idParams } from 'contracts/schemas/admin';
import type { BlogState } from 'contracts/schemas/blog';
import { blogInput } from 'contracts/schemas/blog';
import { listResponse } from 'contracts/schemas/common';
import { and, count, eq, gt, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { type AuditedChange, audited } from '../activity/audited.ts';
import { blogColumns, blogInputView } from '../blogs/blog-columns.ts';
import { forgetTotals } from '../listings/capped-count.ts';
import { matchesName } from '../listings/listing-query.ts';
import { assertMediaExist } from '../media/media-references.ts';

type BlogRow = typeof blogs.$inferSelect;
type AdminBlog = z.infer<typeof adminBlog>;

/** The stored columns behind a state at `now` (see `blogState` in contracts): the list's status filter. */
function stateIs(state: BlogState, now: Date): SQL | undefined {
  switch (state) {
    case 'draft':
      return eq(blogs.status, 'draft');
    case 'scheduled':
      return and(eq(blogs.status, 'published'), gt(blogs.publishedAt, now));
    case 'published':
      return and(eq(blogs.status, 'published'), or(isNull(blogs.publishedAt), lte(blogs.publishedAt, now)));
  }
}

/** The back office's blog posts: the same list, version, trash and restore as listings (admin-listing-routes.ts). */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];
  const view = (row: BlogRow) => blogInputView(row, app.clock()) as AdminBlog;
  const find = async (id: string) => {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
    if (!row) throw new AppError(404, 'BLOG_NOT_FOUND');
    return row;
  };
  /** The post as it is before a write, locked until the write's transaction ends. */
  const locked = async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
    if (!row) throw new AppError(404, 'BLOG_NOT_FOUND');
    return row;
  };
  /** An audited write, then the cached list totals are forgotten. A taken slug is a 409 SLUG_TAKEN. */
  const write = async <R>(request: FastifyRequest, work: (tx: Tx) => Promise<AuditedChange<R>>) => {
    const result = await audited(request, 'blog', work);
    forgetTotals(db, blogs);
    return result;
  };
  /** Every admin write moves the version on, so an edit opened before it is refused. */
  const nextVersion = () => ({ version: sql`${blogs.version} + 1`, updatedAt: app.clock() });

  /** A trashed post keeps its slug until it is purged: one asking for it is told where it is. */
  const assertSlugNotInTrash = async (request: FastifyRequest, slug: string, exceptId?: string) => {
    const [trashed] = await db
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.slug, slug), isNotNull(blogs.deletedAt), exceptId ? ne(blogs.id, exceptId) : undefined))
      .limit(1);
    if (trashed) {
      throw fieldProblem(409, 'SLUG_IN_TRASH', request.lang, [{ field: 'slug', rule: 'validation.slugInTrash' }]);
    }
  };

  app.get(
    '/admin/blogs',
    {
      schema: {
        tags,
        summary:
          'Blog posts by title, category and state (draft, scheduled, published); `trash=true` lists the deleted',
        querystring: adminBlogsQuery,
        response: { 200: listResponse(adminBlog) },
      },
      config: { expensive: expensiveWith('title') },
    },
    async (request) => {
      const { page, limit, title, category, status, trash } = request.query;
      const where = and(
        title ? matchesName(blogs.titleSearch, title) : undefined,
        category ? eq(blogs.category, category) : undefined,
        status ? stateIs(status, app.clock()) : undefined,
        trash ? isNotNull(blogs.deletedAt) : isNull(blogs.deletedAt),
      );
      const rows = await db
        .select()
        .from(blogs)
        .where(where)
        // Drafts (no time yet) first, then the newest publication; the id breaks ties.
        .orderBy(sql`${blogs.publishedAt} desc nulls first`, sql`${blogs.id} desc`)
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(blogs).where(where);
      return { items: rows.map(view), total: total?.n ?? 0, page, limit };
    },
  );

  app.get(
    '/admin/blog/:id',
    { schema: { tags, summary: 'One blog post as the form edits it', params: idParams, response: { 200: adminBlog } } },
    async (request) => view(await find(request.params.id)),
  );

  app.post(
    '/admin/blog',
    { schema: { tags, summary: 'Write a blog post', body: blogInput, response: { 201: adminBlog } } },
    async (request, reply) => {
      await assertMediaExist(db, request.lang, { coverMediaId: request.body.coverMediaId });
      await assertSlugNotInTrash(request, request.body.slug);
      const now = app.clock();
      const row = await write(request, async (tx) => {
        const [after] = await tx
          .insert(blogs)
          .values({ ...blogColumns(request.body, now), version: 1, createdAt: now, updatedAt: now })
          .returning();
        if (!after) throw new Error('insert returned nothing');
        return { result: after, entityId: after.id, after };
      });
      return reply.code(201).send(view(row));
    },
  );

  app.put(
    '/admin/blog/:id',
    {
      schema: {
        tags,
        summary: 'Edit a blog post; a version other than the stored one is a 409 VERSION_CONFLICT with `current`',
        params: idParams,
        body: blogUpdate,
        response: { 200: adminBlog },
      },
    },
    async (request) => {
      const { id } = request.params;
      await find(id);
      await assertMediaExist(db, request.lang, { coverMediaId: request.body.coverMediaId });
      await assertSlugNotInTrash(request, request.body.slug, id);
      const { version, ...input } = request.body;
      const row = await write(request, async (tx) => {
        // Deleted since `find` looked: a 404 as well.
        const before = await locked(tx, id);
        // Someone saved since this form was opened: theirs stands, and the form is shown it.
        if (before.version !== version) throw new AppError(409, 'VERSION_CONFLICT', { current: view(before) });
        const [after] = await tx
          .update(blogs)
          .set({ ...blogColumns(input, app.clock()), ...nextVersion() })
          .where(eq(blogs.id, id))
          .returning();
        return { result: after ?? before, entityId: id, before, after: after ?? before };
      });
      return view(row);
    },
  );

  /** Moves a post to the trash: visitors no longer see it. Deleting one already there changes nothing. */
  app.delete(
    '/admin/blog/:id',
    { schema: { tags, summary: 'Move a blog post to the trash', params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      // Already in the trash: nothing to do, nothing to record.
      if ((await find(id)).deletedAt) return reply.code(204).send();
      await write(request, async (tx) => {
        const before = await locked(tx, id);
        // Deleted by someone else in between: recorded as a deletion that changed nothing.
        if (before.deletedAt) return { result: undefined, entityId: id, before, after: before, action: 'delete' };
        const [after] = await tx
          .update(blogs)
          .set({ ...nextVersion(), deletedAt: app.clock() })
          .where(eq(blogs.id, id))
          .returning();
        return { result: undefined, entityId: id, before, after: after ?? null, action: 'delete' };
      });
      return reply.code(204).send();
    },
  );

  /** Back from the trash. Restoring a post that is not in the trash changes nothing (idempotent). */
  app.post(
    '/admin/blog/:id/restore',
    { schema: { tags, summary: 'Restore a blog post from the trash', params: idParams, response: { 200: adminBlog } } },
    async (request) => {
      const { id } = request.params;
      const current = await find(id);
      if (!current.deletedAt) return view(current);
      const row = await write(request, async (tx) => {
        const before = await locked(tx, id);
        // Restored by someone else in between: recorded as a restore that changed nothing.
        if (!before.deletedAt) return { result: before, entityId: id, before, after: before, action: 'restore' };
        const [after] = await tx
          .update(blogs)
          .set({ ...nextVersion(), deletedAt: null })
          .where(eq(blogs.id, id))
          .returning();
        return { result: after ?? before, entityId: id, before, after: after ?? before, action: 'restore' };
      });
      return view(row);
    },
  );
};
