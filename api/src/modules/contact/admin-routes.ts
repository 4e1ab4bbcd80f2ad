import { adminMessage, adminMessagesQuery, idParams, markMessageBody } from 'contracts/schemas/admin';
import { listResponse } from 'contracts/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactService } from './contact-service.ts';

/** Contact messages and business applications, newest first, with a read state (filters: kind, unread). */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactService(app.db, app.clock);
  const tags = ['admin'];

  app.get(
    '/admin/messages',
    { schema: { tags, querystring: adminMessagesQuery, response: { 200: listResponse(adminMessage) } } },
    (request) => service.list(request.query),
  );

  app.patch(
    '/admin/message/:id',
    { schema: { tags, params: idParams, body: markMessageBody, response: { 200: adminMessage } } },
    (request) => service.mark(request, request.params.id, request.body.read),
  );
};
