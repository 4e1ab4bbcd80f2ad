import { idOrSlugParams } from 'contracts/schemas/common';
import { restaurantDetail, restaurantListQuery, restaurantListResponse } from 'contracts/schemas/restaurant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { createRestaurantService } from './restaurant-service.ts';

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRestaurantService(app.db, app.clock);

  app.get(
    '/restaurants',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Restaurants, filtered, sorted and paged',
        querystring: restaurantListQuery,
        response: { 200: restaurantListResponse },
      },
      config: { expensive: expensiveWith('businessName', 'openNow') },
    },
    (request) => service.list(request.query, request.lang, request.user?.id),
  );

  app.get(
    '/restaurant/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'One restaurant',
        params: idOrSlugParams,
        response: { 200: restaurantDetail },
      },
    },
    (request) => service.get(request.params.id, request.lang, request.user?.id),
  );
};
