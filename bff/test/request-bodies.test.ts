import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { errorMessage } from 'contracts/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, defaultAuthLimits } from '../src/app.ts';
import { MAX_BODY_DEPTH } from '../src/plugins/app/json-body.ts';
import { csrf, noBuildBffOptions, sessionCookie } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number; localPort: number };

describe('request bodies the BFF takes, over a real port in front of the real api', () => {
  let api: TestApi;
  let bff: Bff;
  let address: string;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    bff = await buildBff(noBuildBffOptions(api.address, { authLimits: { ...defaultAuthLimits, perIp: 1000 } }));
    address = await bff.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  /** One request through `agent`, timed, with the local port of the connection it went on. */
  const send = (
    agent: http.Agent,
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const started = Date.now();
      let answered = false;
      const request = http.request(
        `${address}${path}`,
        { method, agent, headers: { origin: 'http://localhost:3000', ...headers } },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: Date.now() - started,
              localPort: request.socket?.localPort ?? 0,
            }),
          );
        },
      );
      // The server may close while a large body is still going out: the answer already came.
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path} hung for 10 s`)));
      request.end(body);
    });

  it('refuses JSON nested past the bound on its own routes with 400 VALIDATION_FAILED in the language asked', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // 60 KB, under the body limit (the probe's 100,000 levels are over it: 413, below).
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const objects = `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`;
    for (const [path, body] of [
      ['/api/v1/auth/login?lang=ar', deep],
      ['/api/v1/auth/register?lang=ar', objects],
      ['/api/v1/auth/forgot-password?lang=ar', `{"email":${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}}`],
    ] as const) {
      const answer = await send(agent, 'POST', path, body, csrf);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED', 'ar'),
      });
    }
    const probe = await send(
      agent,
      'POST',
      '/api/v1/auth/login?lang=ar',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      csrf,
    );
    expect(probe.status).toBe(413);
    expect(JSON.parse(probe.body)).toEqual({ code: 'BODY_TOO_LARGE', message: errorMessage('BODY_TOO_LARGE', 'ar') });
    // At the bound a body is parsed and goes on (the api says what it thinks of it).
    const atBound = `{"email":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`;
    expect((await send(agent, 'POST', '/api/v1/auth/forgot-password', atBound, csrf)).status).toBe(400);
    const login = await send(agent, 'POST', '/api/v1/auth/login', JSON.stringify(testAccounts.user), csrf);
    expect(login.status).toBe(200);
    agent.destroy();
  });
  const contact = (size: number) =>
    JSON.stringify({ name: 'Big Body', email: 'big@example.qa', subject: 'Size', message: 'a'.repeat(size) });
  const tooLargeInArabic = { code: 'BODY_TOO_LARGE', message: errorMessage('BODY_TOO_LARGE', 'ar') };

  it('answers a proxied body over the api bound 413 in the language asked, and the same keep-alive connection serves the next request at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let attempt = 0; attempt < 3; attempt++) {
      const big = await send(agent, 'POST', '/api/v1/contact/?lang=ar', contact(100_000), csrf);
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body)).toEqual(tooLargeInArabic);
      expect(big.headers.connection).toBe('keep-alive');
      const next = await send(agent, 'GET', '/api/v1/restaurants?limit=1');
      expect(next.status).toBe(200);
      expect(next.localPort, 'the same connection').toBe(big.localPort);
      expect(next.ms).toBeLessThan(2000);
    }
    agent.destroy();
  });

  it('closes the connection after refusing a body too large to be worth reading, and the next request is served at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const big = await send(agent, 'POST', '/api/v1/contact/?lang=ar', contact(5_000_000), csrf);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual(tooLargeInArabic);
    expect(big.headers.connection).toBe('close');
    const next = await send(agent, 'GET', '/api/v1/restaurants?limit=1');
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
    agent.destroy();
  });

  it('counts a body sent without a length: under the bound it goes through, past it it is refused too', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const chunked = (body: Buffer) =>
      new Promise<Answer>((resolve, reject) => {
        const started = Date.now();
        const request = http.request(
          `${address}/api/v1/contact/?lang=ar`,
          { method: 'POST', agent, headers: { ...csrf, 'transfer-encoding': 'chunked' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: Date.now() - started,
                localPort: 0,
              }),
            );
          },
        );
        request.on('error', () => undefined);
        request.setTimeout(10_000, () => reject(new Error('chunked body: no answer in 10 s')));
        for (let offset = 0; offset < body.length; offset += 16 * 1024)
          request.write(body.subarray(offset, offset + 16 * 1024));
        request.end();
      });
    const valid = {
      name: 'Chunked Sender',
      email: 'chunked@example.qa',
      phoneNumber: '55551234',
      subject: 'Chunks',
      message: 'A message sent in chunks, with no length announced.',
    };
    const small = await chunked(Buffer.from(JSON.stringify(valid)));
    expect(small.status, small.body).toBe(201);
    const answer = await chunked(Buffer.from(contact(300_000)));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(tooLargeInArabic);
    const next = await send(agent, 'GET', '/api/v1/restaurants?limit=1');
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(2000);
    agent.destroy();
  });

  it('still takes an upload far over the JSON bound, and refuses one announced over the video bound at once', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const login = await send(agent, 'POST', '/api/v1/auth/login', JSON.stringify(testAccounts.admin), csrf);
    const cookie = sessionCookie(login.headers['set-cookie']);
    // Noise does not compress: a PNG of about 1.4 MB.
    const png = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.append('altEn', 'Noise');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png');
    const encoded = new Request('http://bff/', { method: 'POST', body: form });
    const upload = await send(agent, 'POST', '/api/v1/admin/media', Buffer.from(await encoded.arrayBuffer()), {
      cookie,
      'x-csrf': '1',
      'content-type': encoded.headers.get('content-type') ?? '',
    });
    expect(upload.status, upload.body).toBe(201);
    expect(JSON.parse(upload.body).data).toMatchObject({ kind: 'image', width: 700 });
    agent.destroy();

    // 60 MB announced: the answer comes before the body is sent.
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    const reply = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
        if (text.includes('}')) resolve(text);
      });
      socket.on('error', reject);
      socket.setTimeout(5000, () => reject(new Error('no answer to an announced 60 MB upload')));
      socket.write(
        [
          'POST /api/v1/admin/media?lang=ar HTTP/1.1',
          'host: 127.0.0.1',
          'origin: http://localhost:3000',
          'x-csrf: 1',
          `cookie: ${cookie}`,
          'content-type: multipart/form-data; boundary=x',
          `content-length: ${60 * 1024 * 1024}`,
          '',
          '--x\r\n',
        ].join('\r\n'),
      );
    });
    socket.destroy();
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toContain('connection: close');
    expect(JSON.parse(reply.slice(reply.indexOf('{')))).toEqual({
      code: 'MEDIA_TOO_LARGE',
      message: errorMessage('MEDIA_TOO_LARGE', 'ar'),
    });
  });
});
