import type { Lang } from 'contracts/i18n';
import type { AdminMessage } from 'contracts/schemas/admin';
import type { ListResult } from 'contracts/schemas/common';
import type { ContactBody } from 'contracts/schemas/contact';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditedCaller, audited } from '../activity/audited.ts';
import { contactNotificationMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  insertMessage,
  listMessages,
  lockMessage,
  type MessageFilters,
  type MessageRow,
  setHandledAt,
} from './contact-repository.ts';

/** Where contact notifications go; the team's inbox. */
const teamAddress = () => process.env.CONTACT_INBOX ?? 'team@qatar-directory.local';

const messageView = (row: MessageRow): AdminMessage => ({
  _id: row.id,
  kind: row.kind as AdminMessage['kind'],
  name: row.name,
  email: row.email,
  phoneNumber: row.phoneNumber,
  subject: row.subject,
  message: row.message,
  lang: row.lang as Lang,
  createdAt: row.createdAt.toISOString(),
  read: row.handledAt !== null,
});

/** Contact messages and business applications: sent by visitors, read and marked by the team. */
export function createContactService(db: Db, clock: () => Date) {
  return {
    /** The message and the team's notification land together or not at all. */
    send({ kind = 'contact', ...message }: ContactBody, lang: Lang): Promise<string> {
      return db.transaction(async (tx) => {
        const id = await insertMessage(tx, { ...message, kind, lang });
        await enqueueMail(tx, contactNotificationMail(teamAddress(), kind, message));
        return id;
      });
    },

    async list(query: MessageFilters): Promise<ListResult<AdminMessage>> {
      const { rows, total } = await listMessages(db, query);
      return { items: rows.map(messageView), total, page: query.page, limit: query.limit };
    },

    async mark(caller: AuditedCaller, id: string, read: boolean): Promise<AdminMessage> {
      const row = await audited(caller, 'message', async (tx) => {
        const before = await lockMessage(tx, id);
        if (!before) throw new AppError(404, 'MESSAGE_NOT_FOUND');
        // Marking read again keeps the first reading's time.
        const handledAt = read ? (before.handledAt ?? clock()) : null;
        const after = await setHandledAt(tx, before.id, handledAt);
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
  };
}
