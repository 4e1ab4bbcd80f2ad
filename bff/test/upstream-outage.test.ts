import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBff } from '../src/app.ts';
import { unavailableBody } from '../src/plugins/app/bff-errors.ts';
import { crash, csrf, noBuildBffOptions, restart, sessionCookie } from './helpers.ts';

describe('BFF when the api goes away and comes back', () => {
  let api: TestApi;
  let bff: Awaited<ReturnType<typeof buildBff>>;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    bff = await buildBff(noBuildBffOptions(api.address, { upstreamTimeoutMs: 2000 }));
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
    const port = await crash(api);
    const down = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=en' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    // Still ready for the load balancer (it answers its visitors itself); the body says the api is away.
    await vi.waitFor(async () => {
      const ready = await bff.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', api: false });
    });
    const picture = await bff.inject({
      method: 'GET',
      url: '/media/00000000-0000-4000-8000-000000000000/640.webp?lang=ar',
    });
    expect(picture.statusCode).toBe(503);
    expect(picture.json()).toEqual(unavailableBody('ar'));

    const again = await restart(api, port);
    try {
      // The BFF asks the api every few hundred milliseconds while it is away.
      const up = await vi.waitFor(
        async () => {
          const answer = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=en&limit=2' });
          expect(answer.statusCode).toBe(200);
          return answer;
        },
        { timeout: 2000, interval: 50 },
      );
      expect(up.json().data.restaurants).toHaveLength(2);
    } finally {
      await again.close();
    }
  });
});
