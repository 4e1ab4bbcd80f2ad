/**
 * Visitors slow to send their request, over real sockets, with the BFF's bounds set small in front
 * of the real api (whose own bounds are longer, so every answer here is the BFF's): a stalled or
 * trickled body and slow headers get 408 REQUEST_TIMEOUT in the language asked and their connection
 * closed, on the BFF's own routes and on proxied ones alike, the latter without the api being
 * checked or blamed; one address's slow connections are bounded, fast ones and a steady upload are not.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Writable } from 'node:stream';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { errorMessage } from 'contracts/errors';
import type { ClientTimeouts } from 'server-kit/client-timeouts';
import { rawConnection, smallClientTimeouts } from 'server-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BffOptions, buildBff } from '../src/app.ts';
import { noBuildBffOptions, signIn } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bffBounds = smallClientTimeouts;
/** The api's, longer: a stalled visitor is the BFF's to answer. */
const apiBounds: ClientTimeouts = { ...bffBounds, headersMs: 4000, bodyIdleMs: 4000, slowConnectionsPerAddress: 0 };

const timedOut = (lang: 'en' | 'ar') => ({ code: 'REQUEST_TIMEOUT', message: errorMessage('REQUEST_TIMEOUT', lang) });

/** What a browser on the site sends with a write, as raw header lines. */
const siteHeaders = ['origin: http://localhost:3000', 'x-csrf: 1'];

/** A POST's head, declaring `length` bytes of body. */
const head = (path: string, length: number, type = 'application/json', extra: string[] = []) =>
  [
    `POST ${path} HTTP/1.1`,
    'host: bff',
    ...siteHeaders,
    `content-type: ${type}`,
    `content-length: ${length}`,
    ...extra,
    '',
    '',
  ].join('\r\n');

describe('visitors slow to send their request', () => {
  let api: TestApi;
  /** The api's health checks (the BFF's tracker looking at it) since the test began. */
  let checks = 0;
  /** When the connection of each contact request the api got closed. */
  const contactsEnded: number[] = [];
  const servers: { bff: Bff; port: number; logged: { msg: string }[] }[] = [];

  async function start(options: Partial<BffOptions> = {}) {
    const logged: { msg: string }[] = [];
    const stream = new Writable({
      write(line, _encoding, done) {
        logged.push(JSON.parse(String(line)));
        done();
      },
    });
    const bff = await buildBff(
      noBuildBffOptions(api.address, { clientTimeouts: bffBounds, logger: { level: 'info', stream }, ...options }),
    );
    const address = await bff.listen({ host: '127.0.0.1', port: 0 });
    const server = { bff, port: Number(new URL(address).port), logged };
    servers.push(server);
    return server;
  }
  /** What the BFF said about the api: nothing, when a visitor was the slow one. */
  const blamed = (logged: { msg: string }[]) =>
    logged.filter((line) => /api unreachable|api unavailable/.test(line.msg)).map((line) => line.msg);

  let main: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      clientTimeouts: apiBounds,
      setup: (app) =>
        app.addHook('onRequest', async (request) => {
          if (request.url === '/healthz') checks++;
          if (request.url.startsWith('/api/v1/contact'))
            request.raw.once('close', () => contactsEnded.push(Date.now()));
        }),
    });
    main = await start();
  });
  beforeEach(() => {
    checks = 0;
  });
  afterAll(async () => {
    await Promise.all(servers.map(({ bff }) => bff.close()));
    await api?.close();
  });

  it('answers a sign-in whose body stops after 2 of its 60,000 bytes 408 in Arabic, and closes the connection', async () => {
    const client = rawConnection(main.port);
    client.send(`${head('/api/v1/auth/login?lang=ar', 60_000)}{"`);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(bffBounds.bodyIdleMs);
    expect(ms).toBeLessThan(bffBounds.bodyIdleMs + 1500);
    const answer = client.answer();
    expect(answer?.status).toBe(408);
    expect(answer?.head).toContain('connection: close');
    expect(JSON.parse(answer?.body ?? '')).toEqual(timedOut('ar'));
  });

  it('answers a proxied body that stops arriving 408 itself: the api is neither checked nor blamed', async () => {
    contactsEnded.length = 0;
    const client = rawConnection(main.port);
    client.send(`${head('/api/v1/contact?lang=ar', 60_000)}{"`);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(bffBounds.bodyIdleMs);
    expect(ms).toBeLessThan(bffBounds.bodyIdleMs + 1500);
    const answer = client.answer();
    expect(answer?.status).toBe(408);
    expect(answer?.head).toContain('connection: close');
    expect(JSON.parse(answer?.body ?? '')).toEqual(timedOut('ar'));
    expect(answer?.body).not.toContain('UPSTREAM_UNAVAILABLE');
    const answered = Date.now();
    // Long enough for a check the stall had started to have reached the api.
    await sleep(300);
    expect(checks).toBe(0);
    expect(blamed(main.logged)).toEqual([]);
    // The call to the api ends with the visitor's connection, not at the upstream timeout.
    expect(contactsEnded).toHaveLength(1);
    expect(contactsEnded[0]).toBeLessThan(answered + 300);
    // The api is still taken to be up: a read goes straight through.
    const read = await fetch(`http://127.0.0.1:${main.port}/api/v1/restaurants?limit=1`);
    expect(read.status).toBe(200);
  });

  it('answers 408, not 503, when the upstream call times out first because the visitor sent nothing', async () => {
    // The upstream timeout well before the BFF's own body bound: the race the other way round.
    const racing = await start({
      upstreamTimeoutMs: 400,
      clientTimeouts: { ...bffBounds, bodyIdleMs: 4000 },
    });
    const client = rawConnection(racing.port);
    client.send(`${head('/api/v1/contact', 60_000)}{"`);
    const ms = await client.closed;
    expect(ms).toBeLessThan(2500);
    const answer = client.answer();
    expect(answer?.status, answer?.body).toBe(408);
    expect(answer?.head).toContain('connection: close');
    expect(JSON.parse(answer?.body ?? '')).toEqual(timedOut('en'));
    await sleep(300);
    expect(checks).toBe(0);
    expect(blamed(racing.logged)).toEqual([]);
  });

  it('answers a proxied body sent without a length that stops arriving 408 too, and ends its call to the api', async () => {
    contactsEnded.length = 0;
    const client = rawConnection(main.port);
    client.send(
      `POST /api/v1/contact?lang=ar HTTP/1.1\r\nhost: bff\r\n${siteHeaders.join('\r\n')}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{"\r\n`,
    );
    const ms = await client.closed;
    expect(ms).toBeLessThan(bffBounds.bodyIdleMs + 1500);
    expect(client.answer()?.status).toBe(408);
    expect(JSON.parse(client.answer()?.body ?? '')).toEqual(timedOut('ar'));
    const answered = Date.now();
    await sleep(300);
    expect(checks).toBe(0);
    expect(blamed(main.logged)).toEqual([]);
    // At once, not at the upstream timeout or the api's own bound.
    expect(contactsEnded).toHaveLength(1);
    expect(contactsEnded[0]).toBeLessThan(answered + 300);
  });

  it('does not blame the api for a visitor that leaves halfway through its body', async () => {
    const client = rawConnection(main.port);
    client.send(`${head('/api/v1/contact', 60_000)}{"name":`);
    await sleep(150);
    client.close();
    await sleep(500);
    expect(checks).toBe(0);
    expect(blamed(main.logged)).toEqual([]);
  });

  it('cuts headers sent a byte at a time at the headers bound', async () => {
    const client = rawConnection(main.port);
    await client.connected;
    client.trickle(`GET /api/v1/restaurants HTTP/1.1\r\nhost: bff\r\nx-padding: ${'a'.repeat(200)}\r\n\r\n`, 20);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(bffBounds.headersMs);
    expect(ms).toBeLessThan(bffBounds.headersMs + 1500);
    expect(client.answer()?.status).toBe(408);
    expect(JSON.parse(client.answer()?.body ?? '')).toEqual(timedOut('en'));
  });

  it('cuts a proxied body trickled a byte at a time, below the minimum rate', async () => {
    const client = rawConnection(main.port);
    client.send(head('/api/v1/contact?lang=ar', 2000));
    client.trickle(JSON.stringify({ name: 'Slow Sender', message: 'a'.repeat(2000) }), 20);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(bffBounds.bodyIdleMs);
    expect(ms).toBeLessThan(bffBounds.bodyIdleMs + 1500);
    expect(client.answer()?.status).toBe(408);
    expect(JSON.parse(client.answer()?.body ?? '')).toEqual(timedOut('ar'));
    await sleep(300);
    expect(checks).toBe(0);
    expect(blamed(main.logged)).toEqual([]);
  });

  it('takes an upload sent slowly but steadily, through the proxy to the api', async () => {
    const cookie = await signIn(main.bff, testAccounts.admin);
    // Noise does not compress: a PNG of about 1.2 MB.
    const png = await sharp(randomBytes(640 * 640 * 3), { raw: { width: 640, height: 640, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png');
    const encoded = new Request('http://bff/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const client = rawConnection(main.port);
    const started = Date.now();
    client.send(
      head('/api/v1/admin/media', body.length, encoded.headers.get('content-type') ?? '', [`cookie: ${cookie}`]),
    );
    // 32 KB every 20 ms: about 1.6 MB/s, above the 128 KB/s minimum, for longer than its span.
    client.trickle(body, 20, 32 * 1024);
    while (!client.answer()?.body.endsWith('}') && !client.isClosed()) await sleep(20);
    expect(Date.now() - started).toBeGreaterThan(bffBounds.bodyIdleMs);
    expect(client.answer()?.status, client.answer()?.body).toBe(201);
    expect(JSON.parse(client.answer()?.body ?? '').data).toMatchObject({ kind: 'image', width: 640 });
    client.close();
  });

  it('closes the newest of one address’s slow connections beyond the bound, and leaves 50 fast ones alone', async () => {
    // Bounds that would not cut these clients themselves: only their number does.
    const lenient = await start({
      clientTimeouts: { ...bffBounds, headersMs: 10_000, bodyIdleMs: 10_000, bodyMinBytesPerSecond: 0 },
    });
    const slow = [];
    for (let i = 0; i < 5; i++) {
      const client = rawConnection(lenient.port);
      await client.connected;
      client.trickle(`GET /api/v1/restaurants HTTP/1.1\r\nhost: bff\r\nx-padding: ${'a'.repeat(500)}\r\n\r\n`, 100);
      slow.push(client);
      await sleep(30);
    }
    await sleep(bffBounds.slowAfterMs + 400);
    expect(slow.map((client) => client.isClosed())).toEqual([false, false, false, true, true]);
    expect(slow.slice(3).map((client) => client.answer()?.status)).toEqual([408, 408]);

    // 50 connections at once from the same address, each kept alive over several quick requests.
    let opened = 0;
    lenient.bff.server.on('connection', () => opened++);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port: lenient.port, path: '/api/v1/restaurants?limit=1', agent },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
      });
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all(Array.from({ length: 50 }, get));
      expect(statuses.every((status) => status === 200)).toBe(true);
      await sleep(bffBounds.slowAfterMs + 100);
    }
    expect(opened).toBe(50);
    agent.destroy();
    for (const client of slow) client.close();
  });

  it('behind a trusted proxy, bounds slow bodies per visitor it forwards, not per proxy', async () => {
    const proxied = await start({
      trustedProxies: ['127.0.0.1'],
      clientTimeouts: { ...bffBounds, bodyIdleMs: 10_000, bodyMinBytesPerSecond: 0 },
    });
    /** A proxied body trickled for `visitor`, as a load balancer streams it. */
    const trickledFor = async (visitor: string) => {
      const client = rawConnection(proxied.port);
      client.send(head('/api/v1/contact', 2000, 'application/json', [`x-forwarded-for: ${visitor}`]));
      client.trickle('{"name":"', 100);
      await sleep(30);
      return client;
    };
    const visitors = [];
    for (let i = 0; i < 5; i++) visitors.push(await trickledFor(`203.0.113.${i + 1}`));
    const one = [];
    for (let i = 0; i < 5; i++) one.push(await trickledFor('198.51.100.7'));
    await sleep(bffBounds.slowAfterMs + 400);
    // Five visitors, one slow body each: none over the bound. One visitor with five: its two newest closed.
    expect(visitors.map((client) => client.isClosed())).toEqual([false, false, false, false, false]);
    expect(one.map((client) => client.isClosed())).toEqual([false, false, false, true, true]);
    expect(one.slice(3).map((client) => client.answer()?.status)).toEqual([408, 408]);
    expect(blamed(proxied.logged)).toEqual([]);
    for (const client of [...visitors, ...one]) client.close();
  });
});
