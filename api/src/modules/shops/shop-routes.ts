import { idOrSlugParams } from 'contracts/schemas/common';
import { shopDetail, shopListQuery, shopListResponse } from 'contracts/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { createShopService } from './shop-service.ts';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createShopService(app.db, app.clock);

  app.get(
    '/shops',
    {
      schema: {
        tags: ['gift shops'],
        summary: 'Gift and flower shops, filtered, sorted and paged',
        querystring: shopListQuery,
        response: { 200: shopListResponse },
      },
      config: { expensive: expensiveWith('shopName', 'openNow') },
    },
    (request) => service.list(request.query, request.lang, request.user?.id),
  );

  app.get(
    '/shop/:id',
    {
      schema: {
        tags: ['gift shops'],
        summary: 'One gift shop',
        params: idOrSlugParams,
        response: { 200: shopDetail },
      },
    },
    (request) => service.get(request.params.id, request.lang, request.user?.id),
  );
};
