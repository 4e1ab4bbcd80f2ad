import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { selectPage } from '../../db/select-page.ts';

export type MessageRow = typeof contactMessages.$inferSelect;

export type MessageFilters = { page: number; limit: number; unread?: boolean | undefined; kind?: string | undefined };

export async function insertMessage(tx: Tx, values: typeof contactMessages.$inferInsert): Promise<string> {
  const [saved] = await tx.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return saved?.id ?? '';
}

/** Messages newest first, of one kind or all, read or unread or both. */
export function listMessages(db: Db, query: MessageFilters) {
  const where = and(
    query.kind ? eq(contactMessages.kind, query.kind) : undefined,
    query.unread === true ? isNull(contactMessages.handledAt) : undefined,
    query.unread === false ? isNotNull(contactMessages.handledAt) : undefined,
  );
  const order = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  return selectPage(db, contactMessages, { where, order, page: query.page, limit: query.limit });
}

/** The message as it is before a write, locked until the write's transaction ends. */
export async function lockMessage(tx: Tx, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setHandledAt(tx: Tx, id: string, handledAt: Date | null): Promise<MessageRow | undefined> {
  const [row] = await tx.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
  return row;
}
