/**
 * Slow and stalled clients over real sockets, against a Fastify server with the bounds set small:
 * each is answered 408 and its connection closed within its bound, while fast clients, a steady
 * upload and a body the server itself holds back are left alone.
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ClientTimeouts,
  clientTimeouts,
  clientTimeoutsFromEnv,
  defaultClientTimeouts,
} from './client-timeouts.ts';
import { rawConnection, smallClientTimeouts } from './testing.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const small = smallClientTimeouts;

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close().catch(() => {})));
});

/** A server with these bounds: `/json` parses JSON, `/bytes` takes up to 8 MB, `/later` reads its body after a second. */
async function serverWith(settings: Partial<ClientTimeouts> = {}) {
  const logged: { reason?: string; msg: string }[] = [];
  const stream = new Writable({
    write(line, _encoding, done) {
      logged.push(JSON.parse(String(line)));
      done();
    },
  });
  const timeouts = clientTimeouts({ ...small, ...settings }, (request) => ({
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({ code: 'REQUEST_TIMEOUT', lang: request?.headers['x-lang'] ?? 'en' }),
  }));
  const app = Fastify({ ...timeouts.serverOptions, bodyLimit: 8 * 1024 * 1024, logger: { level: 'info', stream } });
  timeouts.watch(app);
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/json', async () => ({ ok: true }));
  app.post('/bytes', async (request) => ({ received: (request.body as Buffer).length }));
  // Takes its time before reading the body (a session lookup, say): the body waits in the buffers meanwhile.
  app.post('/later', { onRequest: async () => sleep(1000) }, async (request) => ({
    received: (request.body as Buffer).length,
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  const port = (app.server.address() as { port: number }).port;
  const reasons = () => logged.filter((line) => line.msg === 'client too slow: connection closed').map((l) => l.reason);
  return { app, port, reasons };
}

const head = (path: string, length: number, type = 'application/json', extra = '') =>
  `POST ${path} HTTP/1.1\r\nhost: test\r\ncontent-type: ${type}\r\ncontent-length: ${length}\r\n${extra}\r\n`;

describe('clientTimeouts', () => {
  it('answers a body that stops arriving 408 in the request’s language, and closes its connection', async () => {
    const server = await serverWith();
    const client = rawConnection(server.port);
    client.send(`${head('/json', 60_000, 'application/json', 'x-lang: ar\r\n')}{"`);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(small.bodyIdleMs);
    expect(ms).toBeLessThan(small.bodyIdleMs + 1500);
    const answer = client.answer();
    expect(answer?.status).toBe(408);
    expect(answer?.head).toContain('connection: close');
    expect(JSON.parse(answer?.body ?? '')).toEqual({ code: 'REQUEST_TIMEOUT', lang: 'ar' });
    expect(server.reasons()).toEqual(['body stalled']);
  });

  it('cuts headers sent a byte at a time at the headers bound', async () => {
    const server = await serverWith();
    const client = rawConnection(server.port);
    await client.connected;
    client.trickle(`GET /json HTTP/1.1\r\nhost: test\r\nx-padding: ${'a'.repeat(200)}\r\n\r\n`, 20);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(small.headersMs);
    expect(ms).toBeLessThan(small.headersMs + 1500);
    const answer = client.answer();
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer?.body ?? '')).toEqual({ code: 'REQUEST_TIMEOUT', lang: 'en' });
    expect(server.reasons()).toEqual(['headers too slow']);
  });

  it('cuts a body trickled a byte at a time, below the minimum rate, though it never pauses for long', async () => {
    const server = await serverWith();
    const client = rawConnection(server.port);
    client.send(head('/bytes', 10_000, 'application/octet-stream'));
    client.trickle(Buffer.alloc(10_000, 1), 20);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(small.bodyIdleMs);
    expect(ms).toBeLessThan(small.bodyIdleMs + 1500);
    expect(client.answer()?.status).toBe(408);
    expect(server.reasons()).toEqual(['body too slow']);
  });

  it('cuts a whole request past the backstop, however steadily it arrives', async () => {
    const server = await serverWith({ requestMs: 1500 });
    const client = rawConnection(server.port);
    client.send(head('/bytes', 6 * 1024 * 1024, 'application/octet-stream'));
    client.trickle(Buffer.alloc(6 * 1024 * 1024, 1), 25, 32 * 1024);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(1500);
    expect(ms).toBeLessThan(3000);
    expect(client.answer()?.status).toBe(408);
    expect(server.reasons()).toEqual(['request too slow']);
  });

  it('takes a slow but steady 1 MB upload, and a body the server holds back while it is busy', async () => {
    const server = await serverWith();
    const client = rawConnection(server.port);
    const size = 1024 * 1024;
    const started = Date.now();
    client.send(head('/bytes', size, 'application/octet-stream'));
    // 32 KB every 20 ms: about 1.6 MB/s, above the 128 KB/s minimum, for several of its spans.
    client.trickle(Buffer.alloc(size, 1), 20, 32 * 1024);
    while (!client.answer()?.body.endsWith('}') && !client.isClosed()) await sleep(20);
    expect(Date.now() - started).toBeGreaterThan(small.bodyIdleMs);
    expect(client.answer()?.status).toBe(200);
    expect(JSON.parse(client.answer()?.body ?? '')).toEqual({ received: size });
    client.close();

    // 1 MB sent at once, read only after a second: the buffers fill, and nothing more can come.
    const held = rawConnection(server.port);
    held.send(head('/later', size, 'application/octet-stream'));
    held.send(Buffer.alloc(size, 2));
    while (!held.answer()?.body.endsWith('}') && !held.isClosed()) await sleep(20);
    expect(held.answer()?.status).toBe(200);
    expect(JSON.parse(held.answer()?.body ?? '')).toEqual({ received: size });
    held.close();
    expect(server.reasons()).toEqual([]);
  });

  it('closes the newest of one address’s slow connections beyond the bound, headers or bodies', async () => {
    // Bounds that would not cut these clients themselves: only their number does.
    const server = await serverWith({ headersMs: 10_000, bodyIdleMs: 10_000, bodyMinBytesPerSecond: 0 });
    const sending = [];
    for (let i = 0; i < 5; i++) {
      const client = rawConnection(server.port);
      await client.connected;
      client.trickle(`GET /json HTTP/1.1\r\nhost: test\r\nx-padding: ${'a'.repeat(500)}\r\n\r\n`, 100);
      sending.push(client);
      await sleep(30);
    }
    for (let i = 0; i < 2; i++) {
      const client = rawConnection(server.port);
      client.send(head('/json', 1000, 'application/json', 'x-lang: ar\r\n'));
      client.trickle('{"a":"', 100);
      sending.push(client);
      await sleep(30);
    }
    await sleep(small.slowAfterMs + 400);
    // Seven slow from 127.0.0.1, three allowed: the four newest closed (both bodies among them).
    expect(sending.map((client) => client.isClosed())).toEqual([false, false, false, true, true, true, true]);
    expect(sending.slice(3).map((client) => client.answer()?.status)).toEqual([408, 408, 408, 408]);
    expect(JSON.parse(sending[6]?.answer()?.body ?? '')).toEqual({ code: 'REQUEST_TIMEOUT', lang: 'ar' });
    expect(server.reasons()).toEqual(Array(4).fill('too many slow connections'));
    for (const client of sending) client.close();
  });

  it('keeps a connection idle longer than the headers and body bounds open for its next request', async () => {
    // A load balancer reuses its idle connections: only the keep-alive bound may end one.
    const server = await serverWith();
    const client = rawConnection(server.port);
    const post = 'POST /json HTTP/1.1\r\nhost: test\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}';
    client.send(post);
    await sleep(100);
    expect(client.answer()?.status).toBe(200);
    await sleep(small.headersMs + small.slowAfterMs + 400);
    expect(client.isClosed()).toBe(false);
    client.send(post);
    await sleep(100);
    expect(client.isClosed()).toBe(false);
    expect(client.answer()?.body.match(/"ok":true/g)).toHaveLength(2);
    client.close();
    expect(server.reasons()).toEqual([]);
  });

  it('leaves 50 fast connections from one address alone, kept alive between their requests', async () => {
    const server = await serverWith();
    let opened = 0;
    server.app.server.on('connection', () => opened++);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const post = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: server.port, path: '/json', method: 'POST', agent },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.setHeader('content-type', 'application/json');
        request.end(JSON.stringify({ hello: 'world' }));
      });
    for (let round = 0; round < 4; round++) {
      const statuses = await Promise.all(Array.from({ length: 50 }, post));
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Idle between rounds for longer than the grace: kept-alive connections are not slow ones.
      await sleep(small.slowAfterMs + 100);
    }
    expect(opened).toBe(50);
    expect(server.reasons()).toEqual([]);
    agent.destroy();
  });
});

describe('clientTimeoutsFromEnv', () => {
  it('has the defaults, takes each variable, and refuses what is not a whole number', () => {
    expect(clientTimeoutsFromEnv({})).toEqual(defaultClientTimeouts);
    expect(
      clientTimeoutsFromEnv({
        CLIENT_HEADERS_TIMEOUT_MS: '5000',
        CLIENT_BODY_TIMEOUT_MS: '20000',
        CLIENT_BODY_MIN_RATE: '512',
        CLIENT_REQUEST_TIMEOUT_MS: '3600000',
        KEEP_ALIVE_TIMEOUT_MS: '90000',
        CONNECTION_IDLE_TIMEOUT_MS: '120000',
        CLIENT_SLOW_CONNECTIONS_PER_ADDRESS: '0',
      }),
    ).toEqual({
      ...defaultClientTimeouts,
      headersMs: 5000,
      bodyIdleMs: 20_000,
      bodyMinBytesPerSecond: 512,
      requestMs: 3_600_000,
      keepAliveMs: 90_000,
      socketIdleMs: 120_000,
      slowConnectionsPerAddress: 0,
    });
    expect(() => clientTimeoutsFromEnv({ CLIENT_BODY_MIN_RATE: '1kb' })).toThrow('CLIENT_BODY_MIN_RATE');
    expect(() =>
      clientTimeoutsFromEnv({ CLIENT_HEADERS_TIMEOUT_MS: '20000', CLIENT_REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrow('CLIENT_HEADERS_TIMEOUT_MS');
  });
});
