import { statistics } from 'contracts/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStatisticsService } from './statistics-service.ts';

/** The back office's dashboard figures (registered inside the admin scope and its check). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStatisticsService(app.db, app.clock);
  app.get('/admin/statistics', { schema: { tags: ['admin'], response: { 200: statistics } } }, () => service.current());
};
