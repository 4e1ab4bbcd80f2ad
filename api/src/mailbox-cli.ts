import { parseArgs } from 'node:util';
import { desc, sql } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { refuseIfInUse } from './db/data-folder-lock.ts';
import { mailOutbox } from './db/schema.ts';

// `npm run mailbox [-- --to someone@x]`: the latest mail in the outbox, to read verification links
// and sign-in codes without an SMTP server. With the embedded database, stop the api first (only
// one process may open its data folder) or ask the running api: GET /dev/mailbox?to=someone@x.
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir }).catch(
  refuseIfInUse('mailbox'),
);
try {
  const to = values.to?.trim().toLowerCase();
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.toAddress}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(10);
  if (rows.length === 0) console.log(to ? `no mail to ${to}` : 'the outbox is empty');
  // Oldest first, so the newest mail ends up nearest the prompt.
  for (const row of rows.reverse()) {
    const state = row.sentAt
      ? `sent ${row.sentAt.toISOString()}`
      : `not sent, ${row.attempts} attempts${row.lastError ? `: ${row.lastError}` : ''}`;
    console.log(`── ${row.createdAt.toISOString()}  ${row.kind}  (${state})`);
    console.log(`To: ${row.toAddress}\nSubject: ${row.subject}\n\n${row.bodyText}\n`);
  }
} finally {
  await database.close();
}
