import { contactBody } from 'contracts/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessages, mailOutbox } from '../../db/schema.ts';

/** Where contact notifications go; the team's inbox. */
const teamAddress = () => process.env.CONTACT_INBOX ?? 'team@qatar-directory.local';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      const { kind = 'contact', ...body } = request.body;
      // The message and the team's notification land together or not at all.
      const id = await app.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(contactMessages)
          .values({ ...body, kind, lang: request.lang })
          .returning({ id: contactMessages.id });
        await tx.insert(mailOutbox).values({
          toAddress: teamAddress(),
          kind: 'contact_notification',
          subject: `${kind === 'business_application' ? 'Business application' : 'Contact form'}: ${body.subject}`,
          bodyText: `${body.name} <${body.email}>, ${body.phoneNumber}\n\n${body.message}`,
        });
        return saved?.id ?? '';
      });
      return reply.code(201).send({ _id: id });
    },
  );
};
