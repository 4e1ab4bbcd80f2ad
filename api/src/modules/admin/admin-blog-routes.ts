import { adminBlog, adminBlogsQuery, idParams } from 'contracts/schemas/admin';
import { blogInput } from 'contracts/schemas/blog';
import { listResponse } from 'contracts/schemas/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
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
      return { items: rows.map(blogInputView) as z.infer<typeof adminBlog>[], total: total?.n ?? 0, page, limit };
    },
  );

  app.get(
    '/admin/blog/:id',
    { schema: { tags, params: idParams, response: { 200: adminBlog } } },
    async (request) => blogInputView(await find(request.params.id)) as z.infer<typeof adminBlog>,
  );

  app.post(
    '/admin/blog',
    { schema: { tags, body: blogInput, response: { 201: adminBlog } } },
    async (request, reply) => {
      await assertMediaExist(db, request.lang, { coverMediaId: request.body.coverMediaId });
      const now = app.clock();
      const [row] = await db
        .insert(blogs)
        .values({ ...blogColumns(request.body), createdAt: now, updatedAt: now })
        .returning();
      return reply.code(201).send(blogInputView(row as typeof blogs.$inferSelect) as z.infer<typeof adminBlog>);
    },
  );

  app.put(
    '/admin/blog/:id',
    { schema: { tags, params: idParams, body: blogInput, response: { 200: adminBlog } } },
    async (request) => {
      await find(request.params.id);
      await assertMediaExist(db, request.lang, { coverMediaId: request.body.coverMediaId });
      const [row] = await db
        .update(blogs)
        .set({ ...blogColumns(request.body), updatedAt: app.clock() })
        .where(eq(blogs.id, request.params.id))
        .returning();
      // Deleted since `find` looked.
      if (!row) throw new AppError(404, 'BLOG_NOT_FOUND');
      return blogInputView(row) as z.infer<typeof adminBlog>;
    },
  );

  app.delete(
    '/admin/blog/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => {
      await find(request.params.id);
      await db.delete(blogs).where(eq(blogs.id, request.params.id));
      return { deleted: true, _id: request.params.id };
    },
  );
};
