import { adCategorySchema, adDailyCounts, adInput, adPatch, playbackBody } from 'contracts/schemas/ad';
import { adminAd, adminAdsQuery, idParams } from 'contracts/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdService } from './ad-service.ts';

/** Advertisements and the video playback setting of each category, in the back office. */
export const adminAdRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdService(app.db, app.clock);
  const tags = ['admin'];

  app.get(
    '/admin/ads',
    { schema: { tags, querystring: adminAdsQuery, response: { 200: z.object({ items: z.array(adminAd) }) } } },
    async (request) => ({ items: await service.list(request.query.category) }),
  );

  app.post('/admin/ad', { schema: { tags, body: adInput, response: { 201: adminAd } } }, async (request, reply) =>
    reply.code(201).send(await service.create(request, request.lang, request.body)),
  );

  app.patch(
    '/admin/ad/:id',
    { schema: { tags, params: idParams, body: adPatch, response: { 200: adminAd } } },
    (request) => service.update(request, request.lang, request.params.id, request.body),
  );

  app.get('/admin/ad/:id/counts', { schema: { tags, params: idParams, response: { 200: adDailyCounts } } }, (request) =>
    service.dailyCounts(request.params.id),
  );

  app.delete(
    '/admin/ad/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => {
      await service.remove(request, request.params.id);
      return { deleted: true, _id: request.params.id };
    },
  );

  app.patch(
    '/admin/playback/:category',
    {
      schema: {
        tags,
        params: z.object({ category: adCategorySchema }),
        body: playbackBody,
        response: { 200: z.object({ category: z.string(), playback: z.string() }) },
      },
    },
    async (request) => {
      const { category } = request.params;
      const { playback } = request.body;
      await service.setPlayback(request, category, playback);
      return { category, playback };
    },
  );
};
