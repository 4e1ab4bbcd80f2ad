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
