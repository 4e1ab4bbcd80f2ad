import { adEventsBody, playbackSettings, publicAd, publicAdsQuery } from 'contracts/schemas/ad';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlyFromBffs } from '../../http/bff-only.ts';
import { createAdService } from './ad-service.ts';

/** The ads visitors get in each category (ads-shown.ts), and how videos may play per category. */
export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdService(app.db, app.clock);

  app.get(
    '/ads',
    {
      schema: {
        tags: ['ads'],
        summary:
          'The advertisements visitors get now in each category (every running one, with the weight a page picks one by), or in one category',
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

/**
 * `POST /internal/ad-events`: the BFF's, which takes pages' beacons of ads seen and followed (and
 * bounds and limits them) and hands on those it accepted; no one else's (`onlyFromBffs`).
 */
export const adEventRoutes: FastifyPluginAsyncZod<{ bffAddresses: string[] }> = async (app, options) => {
  const service = createAdService(app.db, app.clock);
  onlyFromBffs(app, options.bffAddresses);
  app.post(
    '/internal/ad-events',
    {
      schema: {
        tags: ['internal'],
        summary: "Count ads seen and followed, per ad and Qatar day (the BFF's; never forwarded from browsers)",
        body: adEventsBody,
      },
    },
    async (request, reply) => {
      await service.recordEvents(request.body.events);
      return reply.code(204).send();
    },
  );
};
