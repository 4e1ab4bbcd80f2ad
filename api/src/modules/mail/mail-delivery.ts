import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type MailDeliveryOptions = {
  db: Db;
  /** `smtp://user:pass@host:port`; undefined turns delivery off and mail stays in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  clock: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  maxAttempts?: number;
  /** Where the outbox's depth is gauged (`mail_queue_depth`), read when scraped. */
  metrics?: Registry;
};

type Round = { sent: number; failed: number };
type OutboxRow = typeof mailOutbox.$inferSelect;

const BATCH_SIZE = 20;
const ERROR_LENGTH = 1000;

/**
 * One pooled connection, reused across a round instead of a new handshake per mail (rounds are
 * sequential anyway), let go when idle. Short timeouts: a dead server must not stall the loop
 * for nodemailer's default minutes.
 */
const openTransport = (url: string) =>
  createTransport({
    url,
    pool: true,
    maxConnections: 1,
    idleTimeout: 30_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

/**
 * `mail_queue_depth`, counted when scraped: without SMTP_URL, or with a server refusing, it is the
 * mail nobody receives. A database away keeps the last count rather than failing the scrape.
 */
function gaugeQueueDepth(registry: Registry, depth: () => Promise<number>, logger: MailDeliveryOptions['logger']) {
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mail in the outbox still to be sent',
    registers: [registry],
    async collect() {
      try {
        this.set(await depth());
      } catch (error) {
        logger.warn({ err: error }, 'mail queue depth not counted');
      }
    },
  });
}

/**
 * Sends what the outbox holds over SMTP, oldest first, and marks each row sent or failed.
 *
 * Rows are not claimed: one process runs one loop, and rounds never overlap (each round is
 * chained after the previous one, and the timer is re-armed only once a round ends). A claim
 * would need a lease column, or a transaction held open across the SMTP conversation, which
 * PGlite's single connection cannot afford. Delivery is at least once: a mail sent just before
 * the database fails to record it is sent again next round.
 */
export function createMailDelivery(options: MailDeliveryOptions) {
  const { db, smtpUrl, from, clock, logger, intervalMs = 2000, maxAttempts = 5 } = options;
  const transport = smtpUrl ? openTransport(smtpUrl) : undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const unsent = and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts));
  const pending = () =>
    db.select().from(mailOutbox).where(unsent).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)).limit(BATCH_SIZE);

  /** The mail still to be sent (given up on excluded). */
  const queueDepth = async () => {
    const [row] = await db.select({ n: count() }).from(mailOutbox).where(unsent);
    return row?.n ?? 0;
  };
  if (options.metrics) gaugeQueueDepth(options.metrics, queueDepth, logger);

  async function deliverOne(row: OutboxRow): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.bodyText });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: message })
        .where(eq(mailOutbox.id, row.id));
      const attempt = row.attempts + 1;
      logger.warn({ mailId: row.id, kind: row.kind, attempt, error: message }, 'mail delivery failed');
      if (attempt >= maxAttempts) logger.error({ mailId: row.id }, 'mail given up after the last attempt');
      return false;
    }
    await db.update(mailOutbox).set({ sentAt: clock() }).where(eq(mailOutbox.id, row.id));
    return true;
  }

  async function round(): Promise<Round> {
    if (!transport) return { sent: 0, failed: 0 };
    const result = { sent: 0, failed: 0 };
    for (const row of await pending()) {
      if (await deliverOne(row)) result.sent++;
      else result.failed++;
    }
    if (result.sent + result.failed > 0) logger.info(result, 'mail delivery round');
    return result;
  }

  /** One round over the oldest unsent mail; calls made while a round runs wait for it, so none overlap. */
  function deliverPending(): Promise<Round> {
    const next = queue.then(round);
    queue = next.catch(() => undefined);
    return next;
  }

  async function tick() {
    try {
      await deliverPending();
    } catch (error) {
      // The database may be briefly away; the next round tries again.
      logger.error({ err: error }, 'mail delivery round failed');
    }
    if (running) timer = setTimeout(tick, intervalMs).unref();
  }

  return {
    deliverPending,
    start() {
      if (!transport) {
        logger.info('SMTP_URL is not set: mail stays in the outbox (read it with `npm run mailbox`)');
        return;
      }
      if (running) return;
      running = true;
      timer = setTimeout(tick, 0).unref();
    },
    /** Stops the loop after the round under way, then lets go of the SMTP transport. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await queue;
      transport?.close();
    },
  };
}
