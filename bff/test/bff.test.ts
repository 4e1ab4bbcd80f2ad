import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startTestApi, type TestApi } from 'api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { V1 } from './fake-releases.ts';
import { fakeBuilds, noBuildBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

describe('BFF in front of the real api', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  const get = (url: string, headers: Record<string, string> = {}) => bff.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff({
      apiUrl: api.address,
      shellDir: path.join(buildRoot, 'shell/dist'),
      releasesDir: path.join(buildRoot, 'releases'),
    });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it('wraps a list as { data: { restaurants, total, page, limit } }', async () => {
    const response = await get('/api/v1/restaurants?limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body.data.restaurants).toHaveLength(3);
    expect(body.data).toMatchObject({ page: 1, limit: 3 });
    expect(body.data.total).toBeGreaterThan(3);
  });

  it('passes the language on as x-lang, from the lang query or the header', async () => {
    const [en, byQuery, byHeader] = await Promise.all([
      get('/api/v1/restaurants?limit=1&sort=oldest'),
      get('/api/v1/restaurants?limit=1&sort=oldest&lang=ar'),
      get('/api/v1/restaurants?limit=1&sort=oldest', { 'x-lang': 'ar' }),
    ]);
    const name = (r: typeof en) => r.json().data.restaurants[0].name as string;
    expect(name(en)).toMatch(/[A-Za-z]/);
    expect(name(byQuery)).toMatch(/[\u0600-\u06FF]/);
    expect(name(byHeader)).toBe(name(byQuery));
  });

  it('treats a language that looks like script injection as English', async () => {
    const response = await get(
      `/api/v1/restaurants?limit=1&sort=oldest&lang=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(response.json().data.restaurants[0].name).toMatch(/[A-Za-z]/);
  });

  it('wraps an error as { message, code, errors } with the status, in the language asked', async () => {
    const response = await get('/api/v1/restaurants?cuisineTypes=martian&lang=ar');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('cuisineTypes');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors[0]).toMatchObject({ field: 'cuisineTypes', rule: 'validation.unknownValue' });
    const missing = await get('/api/v1/restaurant/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' });
  });

  it('serves the remote registry and the shell, with the right caching', async () => {
    const registry = await get('/remotes.json');
    // Only the deployed remote (fakeBuilds): the others' routes show their error panel.
    expect(registry.json()).toEqual({ 'mfe-listings': `/releases/mfe-listings/${V1}/mf-manifest.json` });
    expect(registry.headers['cache-control']).toBe('no-cache');
    const page = await get('/listings/restaurants', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    // The page's code starts loading with its HTML (page-preloads.ts).
    expect(page.body).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />');
    const asset = await get('/static/js/index.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get(`/releases/mfe-listings/${V1}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    // A release never changes: its manifest neither (the registry, no-cache, says which is live).
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves a new shell build's files without a restart", async () => {
    expect((await get('/static/js/index.def456.js')).statusCode).toBe(404);
    await writeFile(path.join(buildRoot, 'shell/dist/static/js/index.def456.js'), 'console.log(2)');
    const fresh = await get('/static/js/index.def456.js');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe('console.log(2)');
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });
});

describe('BFF with the api down', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE in the request language, quickly', async () => {
    const bff = await buildBff(noBuildBffOptions('http://127.0.0.1:9', { upstreamTimeoutMs: 2000 }));
    const started = Date.now();
    const response = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=ar' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
    });
    await bff.close();
  });
});

describe('precompressed assets', () => {
  it('sends the brotli or gzip file when the browser accepts it', async () => {
    const { writeFile } = await import('node:fs/promises');
    const root = await fakeBuilds();
    const js = path.join(root, 'shell/dist/static/js/index.abc123.js');
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    await writeFile(`${js}.br`, brotliCompressSync(Buffer.from('console.log(1)')));
    await writeFile(`${js}.gz`, gzipSync(Buffer.from('console.log(1)')));
    const bff = await buildBff({
      apiUrl: 'http://127.0.0.1:9',
      shellDir: path.join(root, 'shell/dist'),
      releasesDir: path.join(root, 'releases'),
    });
    const br = await bff.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await bff.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await bff.inject({ method: 'GET', url: '/static/js/index.abc123.js' });
    expect(plain.body).toBe('console.log(1)');
    await bff.close();
    await rm(root, { recursive: true, force: true });
  });
});
