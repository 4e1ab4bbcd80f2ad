import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from 'api/app';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { unavailableBody } from '../src/plugins/api-proxy.ts';
import { loadRemoteRegistry } from '../src/plugins/remote-registry.ts';
import { csrf, sessionCookie } from './helpers.ts';

describe('BFF when the api goes away and comes back', () => {
  let api: TestApi;
  let bff: Awaited<ReturnType<typeof buildBff>>;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    bff = await buildBff({
      apiUrl: api.address,
      shellDir: '/nonexistent',
      remotesRoot: '/nonexistent',
      registry: loadRemoteRegistry(),
      upstreamTimeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('streams an upload through to the api unchanged', async () => {
    const login = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: testAccounts.admin,
    });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a1538' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('altEn', 'Maroon');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'maroon.png');
    const request = new Request('http://bff/api/v1/admin/media', { method: 'POST', body: form });
    const response = await bff.inject({
      method: 'POST',
      url: '/api/v1/admin/media',
      headers: { ...csrf, cookie, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'image', width: 600 });
    const image = await bff.inject({ method: 'GET', url: response.json().data.src });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers 503 while the api is stopped, and recovers by itself when it is back', async () => {
    const port = Number(new URL(api.address).port);
    // Stop the api abruptly, as a crash would: kept-alive proxy connections are cut too.
    const stopping = api.app.close();
    api.app.server.closeAllConnections();
    await stopping;
    const down = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=en' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect((await bff.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    const picture = await bff.inject({
      method: 'GET',
      url: '/media/00000000-0000-4000-8000-000000000000/640.webp?lang=ar',
    });
    expect(picture.statusCode).toBe(503);
    expect(picture.json()).toEqual(unavailableBody('ar'));

    const again = await buildApp({ db: api.db, mediaDir: await mkdtemp(path.join(tmpdir(), 'qd-media-')) });
    await again.listen({ host: '127.0.0.1', port });
    try {
      const up = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=en&limit=2' });
      expect(up.statusCode).toBe(200);
      expect(up.json().data.restaurants).toHaveLength(2);
    } finally {
      await again.close();
    }
  });
});
