import { adminMessage, adminMessagesQuery, idParams, markMessageBody } from 'contracts/schemas/admin';
import { listResponse } from 'contracts/schemas/common';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { audited } from '../activity/audited.ts';

type MessageRow = typeof contactMessages.$inferSelect;

const messageView = (row: MessageRow) => ({
  _id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phoneNumber: row.phoneNumber,
  subject: row.subject,
  message: row.message,
  lang: row.lang,
  createdAt: row.createdAt.toISOString(),
  read: row.handledAt !== null,
});

/** Contact messages and business applications, newest first, with a read state (filters: kind, unread). */
export const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];

  app.get(
    '/admin/messages',
    { schema: { tags, querystring: adminMessagesQuery, response: { 200: listResponse(adminMessage) } } },
    async (request) => {
      const { page, limit, unread, kind } = request.query;
      const where = and(
        kind ? eq(contactMessages.kind, kind) : undefined,
        unread === true ? isNull(contactMessages.handledAt) : undefined,
        unread === false ? isNotNull(contactMessages.handledAt) : undefined,
      );
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
      return { items: rows.map(messageView), total: total?.n ?? 0, page, limit };
    },
  );

  app.patch(
    '/admin/message/:id',
    { schema: { tags, params: idParams, body: markMessageBody, response: { 200: adminMessage } } },
    async (request) => {
      const { read } = request.body;
      const row = await audited(request, 'message', async (tx) => {
        const [before] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, request.params.id))
          .for('update');
        if (!before) throw new AppError(404, 'MESSAGE_NOT_FOUND');
        // Marking read again keeps the first reading's time.
        const handledAt = read ? (before.handledAt ?? app.clock()) : null;
        const [after] = await tx
          .update(contactMessages)
          .set({ handledAt })
          .where(eq(contactMessages.id, before.id))
          .returning();
        return {
          result: after ?? before,
          entityId: before.id,
          before: { read: before.handledAt !== null },
          after: { read: after ? after.handledAt !== null : read },
          action: read ? ('mark_read' as const) : ('mark_unread' as const),
        };
      });
      return messageView(row);
    },
  );
};
