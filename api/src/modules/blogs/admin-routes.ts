import { adminBlog, adminBlogsQuery, blogUpdate, idParams } from 'contracts/schemas/admin';
import { blogInput } from 'contracts/schemas/blog';
import { listResponse } from 'contracts/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { createBlogAdminService } from './admin-service.ts';

/** The back office's blog posts: list, form, version, trash and restore. */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogAdminService(app.db, app.clock);
  const tags = ['admin'];

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
    (request) => service.list(request.query),
  );

  app.get(
    '/admin/blog/:id',
    { schema: { tags, summary: 'One blog post as the form edits it', params: idParams, response: { 200: adminBlog } } },
    (request) => service.get(request.params.id),
  );

  app.post(
    '/admin/blog',
    { schema: { tags, summary: 'Write a blog post', body: blogInput, response: { 201: adminBlog } } },
    async (request, reply) => reply.code(201).send(await service.create(request, request.lang, request.body)),
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
    (request) => service.edit(request, request.lang, request.params.id, request.body),
  );

  app.delete(
    '/admin/blog/:id',
    { schema: { tags, summary: 'Move a blog post to the trash', params: idParams } },
    async (request, reply) => {
      await service.moveToTrash(request, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/blog/:id/restore',
    { schema: { tags, summary: 'Restore a blog post from the trash', params: idParams, response: { 200: adminBlog } } },
    (request) => service.restore(request, request.params.id),
  );
};
