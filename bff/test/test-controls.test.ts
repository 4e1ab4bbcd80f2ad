import { rm } from 'node:fs/promises';
import { startTestApi, type TestApi } from 'api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { isAdminWrite } from '../src/plugins/app/public-cache.ts';
import { refusedTestPath } from '../src/routes/api-proxy.ts';
import { csrf, fakeBuilds, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

/**
 * The api's test controls (API_CLOCK_CONTROL) are for the e2e journeys, which call the api on its
 * own port: even an api started with them never has them reached through the public site.
 */
describe('the BFF never forwards the api test controls', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;

  beforeAll(async () => {
    api = await startTestApi('pglite', { clockControl: true });
    buildRoot = await fakeBuilds();
    bff = await buildBff(testBffOptions(api.address, buildRoot));
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it('refuses /api/v1/test/* under any spelling, while the api itself answers it', async () => {
    expect((await api.post('/api/v1/test/clock', { advanceMs: 0 })).status).toBe(200);
    for (const url of [
      '/api/v1/test/clock',
      '/api/v1/TEST/clock/',
      '/api/v1//test/clock',
      '/api/v1/tes%74/clock',
      '/api/v1/x/../test/clock',
      '/api/v1/test',
    ]) {
      expect(refusedTestPath(url), url).toBe(true);
      const answer = await bff.inject({
        method: 'POST',
        url: `${url}?lang=ar`,
        headers: csrf,
        payload: { advanceMs: 1000 },
      });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message, url).toMatch(/[\u0600-\u06FF]/);
    }
    for (const url of ['/api/v1/testimonials', '/api/v1/blogs', '/api/v1/tests'])
      expect(refusedTestPath(url), url).toBe(false);
  });

  it('empties the public caches after a post is trashed or restored (admin write signal)', () => {
    expect(isAdminWrite('POST', '/api/v1/admin/blog/0b9f/restore')).toBe(true);
    expect(isAdminWrite('DELETE', '/api/v1/admin/blog/0b9f')).toBe(true);
    expect(isAdminWrite('PUT', '/api/v1/admin/blog/0b9f')).toBe(true);
  });
});
