import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutgoingMail = { to: string; kind: string; subject: string; bodyText: string };

/** Db or a transaction: mail is queued inside the transaction of the change that causes it. */
type Writer = Pick<Db, 'insert'>;

export async function enqueueMail(writer: Writer, mail: OutgoingMail) {
  await writer.insert(mailOutbox).values({
    toAddress: mail.to,
    kind: mail.kind,
    subject: mail.subject,
    bodyText: mail.bodyText,
  });
}

/** The mail queued last, newest first, to one address (any case) or to all. */
export const recentMail = (db: Db, to: string | undefined, limit: number) =>
  db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
