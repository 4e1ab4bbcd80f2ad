import { singleLineText } from 'contracts/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentMail } from './outbox.ts';

const MAX_LIMIT = 100;

const mailboxQuery = z.object({
  to: singleLineText()
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.required' })
    .max(320, { error: 'validation.tooLong' })
    .optional(),
  // Larger asks are served MAX_LIMIT rows, as the public lists do, rather than refused.
  limit: z.coerce
    .number({ error: 'validation.notANumber' })
    .int({ error: 'validation.notANumber' })
    .min(1, { error: 'validation.limitMin' })
    .default(20)
    .transform((limit) => Math.min(limit, MAX_LIMIT)),
});

const mailboxItem = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * The outbox as a developer's inbox: lets a person (or an end-to-end test) read the verification
 * links and sign-in codes the api "sent" when no SMTP server is set up.
 *
 * Development only: it hands out every one-time code in the database to anyone who asks, so the
 * caller registers it only when not in production.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail queued by the api, newest first (development only)',
        querystring: mailboxQuery,
        response: { 200: z.object({ items: z.array(mailboxItem) }) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await recentMail(app.db, to, limit);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          to: row.toAddress,
          subject: row.subject,
          bodyText: row.bodyText,
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
