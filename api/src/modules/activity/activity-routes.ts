import { adminActivityQuery, adminActivityResponse } from 'contracts/schemas/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActivity } from './activity-repository.ts';

/** The audit trail, read by admins (registered inside the admin scope and its check). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit trail of admin writes, newest first',
        description:
          'Filters: `actorId`, `entityType`, `entityId`, `action`, and `from`/`to` (days in Qatar time, both included).',
        querystring: adminActivityQuery,
        response: { 200: adminActivityResponse },
      },
    },
    async (request) => listActivity(app.db, request.query),
  );
};
