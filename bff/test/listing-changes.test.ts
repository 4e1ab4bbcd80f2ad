/**
 * After an admin's listing write returns through the BFF, no cache serves the old
 * version (the api's list totals, the BFF's micro-cache, its rendered pages and its sitemap), and
 * the CSV export and a version conflict's current record come through the proxy intact.
 */
import { rm } from 'node:fs/promises';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { csrf, fakeBuilds, sessionCookie, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
const titleOf = (html: string) => html.match(/<title\b[^>]*>([\s\S]*?)<\/title>/)?.[1];

describe('listing changes through the BFF over the real api', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  let cookie: string;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff(
      // Long enough that only a purge, never expiry, can explain a fresh answer.
      testBffOptions(api.address, buildRoot, { publicCache: { ttlMs: 600_000, maxEntries: 500 } }),
    );
    const signedIn = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: testAccounts.admin,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    cookie = sessionCookie(signedIn.headers['set-cookie']);
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  const visitor = (url: string) => bff.inject({ method: 'GET', url, headers: { 'x-lang': 'en' } });
  const page = (url: string) => bff.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const asAdmin = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: Record<string, unknown>) =>
    payload === undefined
      ? // No body, so no content type (as the browser's api client sends it).
        bff.inject({ method, url, headers: { 'x-csrf': csrf['x-csrf'], origin: csrf.origin, cookie } })
      : bff.inject({ method, url, headers: { ...csrf, cookie }, payload });

  it('shows an edit and then a deletion at once in the public list, detail, page and sitemap', async () => {
    const first = (await visitor('/api/v1/restaurants?sort=oldest&limit=1')).json().data.restaurants[0];
    const id = first._id as string;
    const detailUrl = `/api/v1/restaurant/${id}`;
    const listUrl = '/api/v1/restaurants?sort=oldest&limit=50';
    const pageUrl = `/restaurant/${first.slug}/${id}`;
    const names = async () =>
      (await visitor(listUrl)).json().data.restaurants.map((r: { name: string }) => r.name) as string[];

    // Warm every cache, twice, so the second read is served from it.
    for (let i = 0; i < 2; i++) {
      expect((await visitor(detailUrl)).json().data.name).toBe(first.name);
      expect(await names()).toContain(first.name);
      expect(titleOf((await page(pageUrl)).body)).toContain(first.name);
      expect((await bff.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(id);
    }
    const total = (await visitor('/api/v1/restaurants')).json().data.total;

    const current = (await asAdmin('GET', `/api/v1/admin/restaurant/${id}`)).json().data;
    const { _id, createdAt, updatedAt, deletedAt, ...body } = current;
    const renamed = 'Renamed Through The BFF';
    const edited = await asAdmin('PUT', `/api/v1/admin/restaurant/${id}`, {
      ...body,
      name: { ...body.name, en: renamed },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await visitor(detailUrl)).json().data.name).toBe(renamed);
    expect(await names()).toContain(renamed);
    expect(titleOf((await page(pageUrl)).body)).toContain(renamed);

    // A second save from the form opened before the first: refused, with the record as it now is.
    const stale = await asAdmin('PUT', `/api/v1/admin/restaurant/${id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { _id: id, name: { en: renamed } } });

    const deleted = await asAdmin('DELETE', `/api/v1/admin/restaurant/${id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await visitor(detailUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('RESTAURANT_NOT_FOUND');
    expect(await names()).not.toContain(renamed);
    expect((await visitor('/api/v1/restaurants')).json().data.total).toBe(total - 1);
    expect((await page(pageUrl)).statusCode).toBe(404);
    expect((await bff.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(id);

    // And back: restored, seen at once.
    expect((await asAdmin('POST', `/api/v1/admin/restaurant/${id}/restore`)).statusCode).toBe(200);
    expect((await visitor(detailUrl)).statusCode).toBe(200);
    expect((await bff.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(id);
  });

  it('passes the CSV export through untouched: type, file name, byte-order mark and Arabic', async () => {
    const response = await asAdmin('GET', '/api/v1/admin/shops/export?sort=name_asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="shops-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFid,slug,name (en),name (ar),area,categories,pricing,featured,status,updated at',
    );
    expect(text).toMatch(/[\u0600-\u06FF]/);
    const shops = (await asAdmin('GET', '/api/v1/admin/shops?limit=1')).json().data.total;
    expect(text.trimEnd().split('\r\n')).toHaveLength(shops + 1);
    // Never for the public, never cached.
    expect((await visitor('/api/v1/admin/shops/export')).statusCode).toBe(401);
  });
});
