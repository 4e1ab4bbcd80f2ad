import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { asc } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import langPlugin from 'server-kit/request-lang';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { createMailDelivery, type MailDeliveryOptions } from '../src/modules/mail/mail-delivery.ts';
import { loginCodeMail, verificationMail } from '../src/modules/mail/mail-templates.ts';
import { mailboxRoutes } from '../src/modules/mail/mailbox-routes.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import problemDetails from '../src/plugins/problem-details.ts';
import { databaseTargets, freshDatabase } from './helpers/test-api.ts';

const NOW = new Date('2026-11-22T12:00:00+03:00');
const FROM = 'Qatar Directory <no-reply@qatar-directory.local>';

type Received = { from: string; rcptTo: string[]; raw: string };
type MailboxItem = { _id: string; to: string; subject: string; bodyText: string; sentAt: string | null };

/** A real SMTP server on loopback that keeps every message it is handed. */
async function startSmtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup of 127.0.0.1 per connection only slows the tests down.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Quoted-printable to bytes (`_` is a space only inside encoded header words). */
const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );

const encodedWord = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;

/** RFC 2047 header value to text; adjacent encoded words are joined before decoding, as a character may span two. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?[bq]\?[^?]*\?=(?:\s+=\?utf-8\?[bq]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(encodedWord)].map(([, encoding, text = '']) =>
        encoding?.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );

/** Just enough MIME for a single-part text mail: its headers decoded and its body as text. */
function parseMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headerLines = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim())];
    }),
  );
  const content = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(content)
        : Buffer.from(content, 'utf8');
  const body = bytes.toString('utf8').replace(/\r\n/g, '\n').trimEnd();
  return { headers, body };
}

function fakeLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe.each(databaseTargets)('mail delivery on %s', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const db = () => database.db;
  const rows = () => db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
  const delivery = (options: Partial<MailDeliveryOptions> = {}) =>
    createMailDelivery({ db: db(), smtpUrl: sink.url, from: FROM, clock: () => NOW, logger: fakeLogger(), ...options });

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(target));
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await db().delete(mailOutbox);
    sink.received.length = 0;
  });
  afterAll(async () => {
    await sink?.close();
    await drop?.();
  });

  it('delivers queued mail over SMTP once, Arabic intact', async () => {
    const arabic = verificationMail('layla@example.qa', 'ar', 'ليلى', 'http://localhost:3000/verify/abc');
    const english = loginCodeMail('omar@example.qa', 'en', '482913');
    await enqueueMail(db(), arabic);
    await enqueueMail(db(), english);

    const mailer = delivery();
    expect(await mailer.deliverPending()).toEqual({ sent: 2, failed: 0 });
    expect(sink.received.map((m) => m.rcptTo)).toEqual([['layla@example.qa'], ['omar@example.qa']]);
    const [first, second] = sink.received.map((m) => parseMail(m.raw));
    expect(first?.headers.get('subject')).toBe(arabic.subject);
    expect(first?.headers.get('to')).toBe('layla@example.qa');
    expect(first?.headers.get('from')).toBe(FROM);
    expect(first?.body).toBe(arabic.bodyText);
    expect(first?.body).toContain('يرجى تأكيد بريدك الإلكتروني');
    expect(second?.headers.get('subject')).toBe('Your sign-in code: 482913');
    expect(second?.body).toBe(english.bodyText);
    for (const row of await rows()) expect(row).toMatchObject({ sentAt: NOW, attempts: 0, lastError: null });

    expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(2);
    await mailer.stop();
  });

  it('sends the oldest mail first, twenty a round', async () => {
    const start = Date.parse('2026-11-22T08:00:00Z');
    // Inserted newest first, so only the ordering can put them right.
    const queued = Array.from({ length: 22 }, (_, i) => ({
      toAddress: `reader${i}@example.qa`,
      subject: `Mail ${i}`,
      bodyText: `Body ${i}`,
      kind: 'test',
      createdAt: new Date(start + i * 1000),
    })).reverse();
    await db().insert(mailOutbox).values(queued);

    const mailer = delivery();
    expect(await mailer.deliverPending()).toEqual({ sent: 20, failed: 0 });
    expect(sink.received.map((m) => m.rcptTo[0])).toEqual(
      Array.from({ length: 20 }, (_, i) => `reader${i}@example.qa`),
    );
    expect(await mailer.deliverPending()).toEqual({ sent: 2, failed: 0 });
    expect(sink.received.slice(20).map((m) => m.rcptTo[0])).toEqual(['reader20@example.qa', 'reader21@example.qa']);
    await mailer.stop();
  });

  it('keeps mail it cannot deliver, records why, and gives up after the last attempt', async () => {
    await enqueueMail(db(), loginCodeMail('omar@example.qa', 'ar', '111222'));
    const logger = fakeLogger();
    const mailer = delivery({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, maxAttempts: 2, logger });

    await expect(mailer.deliverPending()).resolves.toEqual({ sent: 0, failed: 1 });
    const [afterFirst] = await rows();
    expect(afterFirst).toMatchObject({ sentAt: null, attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    await expect(mailer.deliverPending()).resolves.toEqual({ sent: 0, failed: 1 });
    expect(logger.error).toHaveBeenCalledTimes(1);
    await expect(mailer.deliverPending()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ sentAt: null, attempts: 2 }]);
    await mailer.stop();

    // A working server later does not revive it either: it was given up.
    const healthy = delivery({ maxAttempts: 2 });
    expect(await healthy.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(0);
    await healthy.stop();
  });

  it('sends a mail that failed once when the server answers again', async () => {
    await enqueueMail(db(), loginCodeMail('omar@example.qa', 'en', '333444'));
    const down = delivery({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    expect(await down.deliverPending()).toEqual({ sent: 0, failed: 1 });
    await down.stop();

    const up = delivery();
    expect(await up.deliverPending()).toEqual({ sent: 1, failed: 0 });
    expect(await rows()).toMatchObject([{ sentAt: NOW, attempts: 1 }]);
    expect(sink.received).toHaveLength(1);
    await up.stop();
  });

  it('runs in the background once started, and stops', async () => {
    const mailer = delivery({ intervalMs: 20 });
    mailer.start();
    mailer.start(); // a second start must not add a second loop
    await enqueueMail(db(), loginCodeMail('omar@example.qa', 'en', '555666'));
    await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5000 });
    await mailer.stop();
    await enqueueMail(db(), loginCodeMail('omar@example.qa', 'en', '777888'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toHaveLength(1);
  });

  it('logs instead of throwing when the database fails under the loop', async () => {
    const broken = {
      select: () => {
        throw new Error('database is away');
      },
    } as unknown as Db;
    const logger = fakeLogger();
    const mailer = delivery({ db: broken, intervalMs: 20, logger });
    await expect(mailer.deliverPending()).rejects.toThrow('database is away');
    mailer.start();
    await vi.waitFor(() => expect(logger.error.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await mailer.stop();
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), 'mail delivery round failed');
  });

  it('leaves mail in the outbox when no SMTP server is set', async () => {
    await enqueueMail(db(), loginCodeMail('omar@example.qa', 'en', '999000'));
    const logger = fakeLogger();
    const mailer = delivery({ smtpUrl: undefined, logger });
    mailer.start();
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ sentAt: null, attempts: 0, lastError: null }]);
    await mailer.stop();
  });

  describe('the development mailbox', () => {
    let app: ReturnType<typeof Fastify>;
    let address: string;
    const get = async (query: string) => {
      const response = await fetch(`${address}/dev/mailbox${query}`);
      return { status: response.status, body: (await response.json()) as { items: MailboxItem[] } };
    };

    beforeAll(async () => {
      app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.decorate('db', db());
      await app.register(langPlugin);
      await app.register(problemDetails);
      await app.register(mailboxRoutes);
      address = await app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => app?.close());

    it('lists mail newest first, filtered by address whatever its case', async () => {
      const start = Date.parse('2026-11-22T08:00:00Z');
      await db()
        .insert(mailOutbox)
        .values(
          [
            { toAddress: 'Layla@Example.qa', subject: 'first', bodyText: 'one', kind: 'verify_email' },
            { toAddress: 'omar@example.qa', subject: 'other', bodyText: 'two', kind: 'login_otp' },
            { toAddress: 'layla@example.qa', subject: 'رمز', bodyText: 'ثلاثة', kind: 'login_otp', sentAt: NOW },
          ].map((row, i) => ({ ...row, createdAt: new Date(start + i * 1000) })),
        );

      const all = await get('');
      expect(all.status).toBe(200);
      expect(all.body.items.map((m) => m.subject)).toEqual(['رمز', 'other', 'first']);

      const layla = await get('?to=LAYLA@example.qa');
      expect(layla.body.items).toEqual([
        {
          _id: expect.any(String),
          to: 'layla@example.qa',
          subject: 'رمز',
          bodyText: 'ثلاثة',
          kind: 'login_otp',
          createdAt: new Date(start + 2000).toISOString(),
          sentAt: NOW.toISOString(),
        },
        expect.objectContaining({ to: 'Layla@Example.qa', subject: 'first', sentAt: null }),
      ]);
      expect((await get('?to=nobody@example.qa')).body.items).toEqual([]);
    });

    it('limits the list, twenty by default and a hundred at most', async () => {
      const start = Date.parse('2026-11-22T08:00:00Z');
      await db()
        .insert(mailOutbox)
        .values(
          Array.from({ length: 105 }, (_, i) => ({
            toAddress: 'bulk@example.qa',
            subject: `Mail ${i}`,
            bodyText: 'x',
            kind: 'test',
            createdAt: new Date(start + i * 1000),
          })),
        );
      expect((await get('')).body.items).toHaveLength(20);
      const two = await get('?limit=2');
      expect(two.body.items.map((m) => m.subject)).toEqual(['Mail 104', 'Mail 103']);
      expect((await get('?limit=1000')).body.items).toHaveLength(100);
      expect((await get('?limit=0')).status).toBe(400);
      expect((await get('?limit=many')).status).toBe(400);
    });
  });
});
