/**
 * The api's bounds on a client's request (server-kit/client-timeouts), over real sockets with the
 * bounds set small: a stalled or trickled body and slow headers are answered 408 REQUEST_TIMEOUT
 * as a problem in the request's language and their connection closed; a steady upload still lands.
 */
import { randomBytes } from 'node:crypto';
import { errorMessage } from 'contracts/errors';
import type { ClientTimeouts } from 'server-kit/client-timeouts';
import { rawConnection, smallClientTimeouts } from 'server-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The api's own bounds, small; no bound on slow connections (the BFF's). */
const bounds: ClientTimeouts = { ...smallClientTimeouts, slowConnectionsPerAddress: 0 };

const timedOut = (lang: 'en' | 'ar') => ({
  type: 'urn:problem:request_timeout',
  title: errorMessage('REQUEST_TIMEOUT', lang),
  status: 408,
  detail: errorMessage('REQUEST_TIMEOUT', lang),
  code: 'REQUEST_TIMEOUT',
});

describe('a client slow to send its request to the api', () => {
  let api: TestApi;
  let port: number;
  let adminToken: string;

  beforeAll(async () => {
    api = await startTestApi('pglite', { clientTimeouts: bounds });
    port = Number(new URL(api.address).port);
    adminToken = await api.signIn(testAccounts.admin);
  });
  afterAll(() => api?.close());

  /** A multipart upload to the admin's media: its head and its whole body. */
  async function mediaUpload(lang: 'en' | 'ar') {
    // Noise does not compress: a PNG of about 1.2 MB.
    const png = await sharp(randomBytes(640 * 640 * 3), { raw: { width: 640, height: 640, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png');
    const encoded = new Request('http://api/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const head = [
      'POST /api/v1/admin/media HTTP/1.1',
      'host: api',
      `x-lang: ${lang}`,
      `authorization: Bearer ${adminToken}`,
      `content-type: ${encoded.headers.get('content-type')}`,
      `content-length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    return { head, body };
  }

  it('answers a sign-in whose body stops after 2 of its 60,000 bytes 408 in Arabic, and closes the connection', async () => {
    const client = rawConnection(port);
    client.send(
      'POST /api/v1/auth/login HTTP/1.1\r\nhost: api\r\nx-lang: ar\r\ncontent-type: application/json\r\ncontent-length: 60000\r\n\r\n{"',
    );
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(bounds.bodyIdleMs);
    expect(ms).toBeLessThan(bounds.bodyIdleMs + 1500);
    const answer = client.answer();
    expect(answer?.status).toBe(408);
    expect(answer?.head).toContain('content-type: application/problem+json');
    expect(answer?.head).toContain('connection: close');
    expect(JSON.parse(answer?.body ?? '')).toEqual(timedOut('ar'));
  });

  it('cuts headers sent a byte at a time at the headers bound', async () => {
    const client = rawConnection(port);
    await client.connected;
    client.trickle(`GET /api/v1/restaurants HTTP/1.1\r\nhost: api\r\nx-padding: ${'a'.repeat(200)}\r\n\r\n`, 20);
    const ms = await client.closed;
    expect(ms).toBeGreaterThanOrEqual(bounds.headersMs);
    expect(ms).toBeLessThan(bounds.headersMs + 1500);
    expect(client.answer()?.status).toBe(408);
    expect(JSON.parse(client.answer()?.body ?? '')).toEqual(timedOut('en'));
  });

  it('cuts an upload trickled a byte at a time, and takes the same upload sent slowly but steadily', async () => {
    const { head, body } = await mediaUpload('ar');
    const trickled = rawConnection(port);
    trickled.send(head);
    trickled.trickle(body, 20);
    const ms = await trickled.closed;
    expect(ms).toBeGreaterThanOrEqual(bounds.bodyIdleMs);
    expect(ms).toBeLessThan(bounds.bodyIdleMs + 1500);
    expect(trickled.answer()?.status).toBe(408);
    expect(JSON.parse(trickled.answer()?.body ?? '')).toEqual(timedOut('ar'));

    // 32 KB every 20 ms: about 1.6 MB/s, above the 128 KB/s minimum, for longer than its span.
    const steady = rawConnection(port);
    const started = Date.now();
    steady.send(head);
    steady.trickle(body, 20, 32 * 1024);
    while (!steady.answer()?.body.endsWith('}') && !steady.isClosed()) await sleep(20);
    expect(Date.now() - started).toBeGreaterThan(bounds.bodyIdleMs);
    expect(steady.answer()?.status, steady.answer()?.body).toBe(201);
    expect(JSON.parse(steady.answer()?.body ?? '').width).toBe(640);
    steady.close();
  });
});
