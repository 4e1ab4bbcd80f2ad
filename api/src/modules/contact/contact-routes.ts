import { contactBody } from 'contracts/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContactService } from './contact-service.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContactService(app.db, app.clock);
  app.post(
    '/contact/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactBody,
        response: { 201: z.object({ _id: z.string() }) },
      },
    },
    async (request, reply) => reply.code(201).send({ _id: await service.send(request.body, request.lang) }),
  );
};
