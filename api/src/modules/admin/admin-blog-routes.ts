import { adminBlog, adminBlogsQuery, idParams } from 'contracts/schemas/admin';
import { blogInput } from 'contracts/schemas/blog';
import { listResponse } from 'contracts/schemas/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { audited } from '../activity/audited.ts';
import { blogColumns, blogInputView } from '../blogs/blog-columns.ts';
import { matchesSearch } from '../listings/listing-query.ts';
import { assertMediaExist } from '../media/media-references.ts';

export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];
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

  app.get(
    '/admin/blogs',
    { schema: { tags, querystring: adminBlogsQuery, response: { 200: listResponse(adminBlog) } } },
    async (request) => {
      const { page, limit, title, category } = request.query;
      const where = and(
        title ? matchesSearch(blogs.searchText, title) : undefined,
        category ? eq(blogs.category, category) : undefined,
      );
      const rows = await db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(blogs).where(where);
      return {
        items: rows.map((row) => blogInputView(row, app.clock())) as z.infer<typeof adminBlog>[],
        total: total?.n ?? 0,
        page,
        limit,
      };
    },
  );

  app.get(
    '/admin/blog/:id',
    { schema: { tags, params: idParams, response: { 200: adminBlog } } },
    async (request) => blogInputView(await find(request.params.id), app.clock()) as z.infer<typeof adminBlog>,
  );

  app.post(
    '/admin/blog',
    { schema: { tags, body: blogInput, response: { 201: adminBlog } } },
    async (request, reply) => {
      await assertMediaExist(db, request.lang, { coverMediaId: request.body.coverMediaId });
      const now = app.clock();
      const row = await audited(request, 'blog', async (tx) => {
        const [after] = await tx
          .insert(blogs)
          .values({ ...blogColumns(request.body, now), createdAt: now, updatedAt: now })
          .returning();
        if (!after) throw new Error('insert returned nothing');
        return { result: after, entityId: after.id, after };
      });
      return reply
        .code(201)
        .send(blogInputView(row as typeof blogs.$inferSelect, app.clock()) as z.infer<typeof adminBlog>);
    },
  );

  app.put(
    '/admin/blog/:id',
    { schema: { tags, params: idParams, body: blogInput, response: { 200: adminBlog } } },
    async (request) => {
      await find(request.params.id);
      await assertMediaExist(db, request.lang, { coverMediaId: request.body.coverMediaId });
      const row = await audited(request, 'blog', async (tx) => {
        // Deleted since `find` looked: a 404 as well.
        const before = await locked(tx, request.params.id);
        const [after] = await tx
          .update(blogs)
          .set({ ...blogColumns(request.body, app.clock()), updatedAt: app.clock() })
          .where(eq(blogs.id, request.params.id))
          .returning();
        return { result: after ?? before, entityId: before.id, before, after: after ?? before };
      });
      return blogInputView(row, app.clock()) as z.infer<typeof adminBlog>;
    },
  );

  app.delete(
    '/admin/blog/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => {
      await audited(request, 'blog', async (tx) => {
        const before = await locked(tx, request.params.id);
        await tx.delete(blogs).where(eq(blogs.id, before.id));
        return { result: undefined, entityId: before.id, before, after: null };
      });
      return { deleted: true, _id: request.params.id };
    },
  );
};
