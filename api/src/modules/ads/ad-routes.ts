import { playbackSettings, publicAd, publicAdsQuery } from 'contracts/schemas/ad';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdService } from './ad-service.ts';

/** The ad visitors see in each category (ads-shown.ts), and how videos may play per category. */
export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdService(app.db, app.clock);

  app.get(
    '/ads',
    {
      schema: {
        tags: ['ads'],
        summary: 'The advertisement visitors see now in each category (the newest running one), or in one category',
        querystring: publicAdsQuery,
        response: { 200: z.object({ items: z.array(publicAd) }) },
      },
    },
    async (request) => ({ items: await service.shownToVisitors(request.query.category, request.lang) }),
  );

  app.get(
    '/playback',
    {
      schema: {
        tags: ['ads'],
        summary: 'Video playback setting per ad category',
        response: { 200: playbackSettings },
      },
    },
    () => service.playback(),
  );
};
