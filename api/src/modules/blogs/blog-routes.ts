import { blogDetail, blogListQuery, blogListResponse } from 'contracts/schemas/blog';
import { idOrSlugParams } from 'contracts/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { createBlogService } from './blog-service.ts';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogService(app.db, () => app.clock());

  app.get(
    '/blogs',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Blog posts by category, title search and sort',
        querystring: blogListQuery,
        response: { 200: blogListResponse },
      },
      config: { expensive: expensiveWith('title') },
    },
    (request) => service.list(request.query, request.lang),
  );

  app.get(
    '/blog/:id',
    {
      schema: {
        tags: ['blogs'],
        summary: 'One blog post, its body in Markdown',
        params: idOrSlugParams,
        response: { 200: blogDetail },
      },
    },
    (request) => service.get(request.params.id, request.lang),
  );
};
