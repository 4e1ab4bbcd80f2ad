import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { errorMessage } from 'contracts/errors';
import { pageMeta } from 'contracts/page-meta';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { renderShellHtml } from '../src/pages/html-template.ts';
import { createRedisSessionStore, sessionKey } from '../src/plugins/app/redis-session-store.ts';
import { csrf, fakeBuilds, sessionCookie, signOutHeaders, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

describe('BFF sessions, protection and caching over the real api', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  const options = () => testBffOptions(api.address, buildRoot);
  const signIn = async (target: Bff, account: { email: string; password: string }) => {
    const response = await target.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: account,
    });
    expect(response.statusCode).toBe(200);
    return { response, cookie: sessionCookie(response.headers['set-cookie']) };
  };

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff(options());
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it('signs in with an HTTP-only, SameSite=Lax session cookie and never shows the token', async () => {
    const { response, cookie } = await signIn(bff, testAccounts.user);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^qd_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(response.body).not.toMatch(/token/i);
    expect(response.json().data.user.email).toBe(testAccounts.user.email);
    const me = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().data.user.email).toBe(testAccounts.user.email);
    const anonymous = await bff.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(anonymous.json()).toEqual({ data: { user: null } });
  });

  it('gives a fresh session id at every sign-in', async () => {
    const first = await signIn(bff, testAccounts.user);
    const again = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...csrf, cookie: first.cookie },
      payload: testAccounts.user,
    });
    const second = sessionCookie(again.headers['set-cookie']);
    expect(second).not.toBe(first.cookie);
    const old = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: first.cookie } });
    expect(old.json().data.user).toBeNull();
  });

  it('adds the bearer token upstream for the signed-in browser', async () => {
    const { cookie } = await signIn(bff, testAccounts.user);
    const restaurant = (await bff.inject({ method: 'GET', url: '/api/v1/restaurants?limit=1' })).json().data
      .restaurants[0];
    const saved = await bff.inject({
      method: 'POST',
      url: '/api/v1/favorite',
      headers: { ...csrf, cookie },
      payload: { itemType: 'restaurant', itemId: restaurant._id },
    });
    expect(saved.statusCode).toBe(200);
    const favorites = await bff.inject({ method: 'GET', url: '/api/v1/favorites', headers: { cookie } });
    expect(favorites.json().data).toMatchObject({ total: 1, page: 1 });
    expect(favorites.json().data.favorites[0].itemId).toBe(restaurant._id);
    expect(favorites.headers['cache-control']).toBe('private, no-store');
    const bookmarks = await bff.inject({ method: 'GET', url: '/api/v1/bookmarks', headers: { cookie } });
    expect(bookmarks.json().data).toMatchObject({ bookmarks: [], total: 0 });
  });

  it('names every list after its resource', async () => {
    const admin = (await signIn(bff, testAccounts.admin)).cookie;
    const lists: [string, string][] = [
      ['/api/v1/restaurants', 'restaurants'],
      ['/api/v1/shops', 'shops'],
      ['/api/v1/blogs', 'blogs'],
      ['/api/v1/ads', 'ads'],
      ['/api/v1/admin/all-users', 'users'],
      ['/api/v1/admin/messages', 'messages'],
      ['/api/v1/admin/restaurants', 'restaurants'],
      ['/api/v1/admin/shops', 'shops'],
      ['/api/v1/admin/blogs', 'blogs'],
      ['/api/v1/admin/ads', 'ads'],
      ['/api/v1/admin/activity', 'activity'],
    ];
    for (const [url, name] of lists) {
      const response = await bff.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(200);
      expect(Array.isArray(response.json().data[name]), `${url} → data.${name}`).toBe(true);
    }
  });

  it('signs the browser out with AUTO_LOGOUT when the token is revoked in the database', async () => {
    const { cookie } = await signIn(bff, testAccounts.user);
    await api.db.execute(sql`update auth_tokens set revoked_at = now()`);
    const response = await bff.inject({ method: 'GET', url: '/api/v1/favorites?lang=ar', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      action: 'AUTO_LOGOUT',
      code: 'SESSION_EXPIRED',
      message: 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/qd_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(after.json().data.user).toBeNull();
  });

  it('logs out: token revoked upstream, session gone, cookie cleared', async () => {
    const { cookie } = await signIn(bff, testAccounts.user);
    const out = await bff.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      headers: { ...signOutHeaders, cookie },
    });
    expect(out.json().data).toEqual({ loggedOut: true, message: 'Logged out successfully' });
    expect(String(out.headers['set-cookie'])).toContain('qd_session=;');
    const live = await api.db.execute(sql`select count(*)::int as n from auth_tokens where revoked_at is null`);
    const raw = live as unknown as { rows?: { n: number }[] } | { n: number }[];
    const rows = Array.isArray(raw) ? raw : (raw.rows ?? []);
    expect(rows[0]?.n).toBe(0);
  });

  it('signs out only with the x-csrf header: a cross-site link to GET auth/logout does nothing', async () => {
    const { cookie } = await signIn(bff, testAccounts.user);
    for (const method of ['GET', 'HEAD'] as const) {
      const link = await bff.inject({ method, url: '/api/v1/auth/logout?lang=ar', headers: { cookie } });
      expect(link.statusCode).toBe(403);
      expect(link.headers['set-cookie']).toBeUndefined();
    }
    const linked = await bff.inject({ method: 'GET', url: '/api/v1/auth/logout?lang=ar', headers: { cookie } });
    expect(linked.json()).toEqual({ code: 'CSRF_REFUSED', message: errorMessage('CSRF_REFUSED', 'ar') });
    const foreign = await bff.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      headers: { ...signOutHeaders, origin: 'https://evil.example', cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const me = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().data.user.email).toBe(testAccounts.user.email);
    const out = await bff.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { ...signOutHeaders, cookie } });
    expect(out.statusCode).toBe(200);
  });

  it("takes state changes from the site's origin and the configured ones; the dev servers' only in development", async () => {
    const login = (target: Bff, origin: string) =>
      target.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...csrf, origin },
        payload: testAccounts.user,
      });
    // Development (these tests): the shell's and the harnesses' dev servers proxy /api with their own Origin.
    for (const origin of ['http://localhost:3100', 'http://127.0.0.1:3101', 'http://[::1]:3102'])
      expect((await login(bff, origin)).statusCode, origin).toBe(200);
    expect((await login(bff, 'http://localhost.evil.example:3100')).statusCode).toBe(403);
    const production = await buildBff({
      ...options(),
      production: true,
      siteUrl: 'https://directory.example',
      trustedOrigins: ['https://www.directory.example/'],
    });
    expect((await login(production, 'https://directory.example')).statusCode).toBe(200);
    expect((await login(production, 'https://www.directory.example')).statusCode).toBe(200);
    for (const origin of ['http://localhost:3100', 'http://localhost:3000', 'http://directory.example'])
      expect((await login(production, origin)).statusCode, origin).toBe(403);
    await production.close();
  });

  it('refuses state-changing requests without x-csrf or from another origin', async () => {
    const noHeader = await bff.inject({
      method: 'POST',
      url: '/api/v1/contact/?lang=ar',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('CSRF_REFUSED');
    expect(noHeader.json().message).toMatch(/[\u0600-\u06FF]/);
    const foreign = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...csrf, origin: 'https://evil.example' },
      payload: testAccounts.user,
    });
    expect(foreign.statusCode).toBe(403);
    // The Host header is the sender's to write: an Origin matching it proves nothing.
    const hostMatch = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...csrf, host: 'evil.example', origin: 'http://evil.example' },
      payload: testAccounts.user,
    });
    expect(hostMatch.statusCode).toBe(403);
    // Browsers send Origin on every state change: one without it is not the app.
    const { origin: _origin, ...noOrigin } = csrf;
    const withoutOrigin = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: noOrigin,
      payload: testAccounts.user,
    });
    expect(withoutOrigin.statusCode).toBe(403);
    const nullOrigin = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...csrf, origin: 'null' },
      payload: testAccounts.user,
    });
    expect(nullOrigin.statusCode).toBe(403);
    const sameSite = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...csrf, origin: 'http://localhost:3000' },
      payload: testAccounts.user,
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('rate limits the sign-in family per email and address, with retry-after and a message', async () => {
    const strict = await buildBff({ ...options(), authLimits: { perIp: 100, perEmailAndIp: 3, windowMs: 60_000 } });
    const attempt = (email: string) =>
      strict.inject({
        method: 'POST',
        url: '/api/v1/auth/login?lang=ar',
        headers: csrf,
        payload: { email, password: 'Wrong#2026' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('victim@example.qa')).statusCode).toBe(401);
    const limited = await attempt('VICTIM@example.qa');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.' });
    expect((await attempt('someone-else@example.qa')).statusCode).toBe(401);
    const perIp = await buildBff({ ...options(), authLimits: { perIp: 2, perEmailAndIp: 100, windowMs: 60_000 } });
    for (let i = 0; i < 2; i++)
      await perIp.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: csrf,
        payload: { email: `a${i}@example.qa` },
      });
    expect(
      (
        await perIp.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          headers: csrf,
          payload: { email: 'b@example.qa' },
        })
      ).statusCode,
    ).toBe(429);
    await strict.close();
    await perIp.close();
  });

  it('sends security headers: CSP without inline scripts but the app starter, no framing', async () => {
    const page = await bff.inject({ method: 'GET', url: '/listings/restaurants', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The one inline script a first screen carries is allowed by its hash, which is the hash of what the page holds.
    const starter = renderShellHtml(
      '<html><head><script defer src="/static/js/index.js" fetchpriority="high"></script></head><body><div id="root"></div></body></html>',
      pageMeta({ pathname: '/', lang: 'en', siteUrl: 'http://localhost' }),
      [],
      '<main>first screen</main>',
    ).match(/<script data-entry="\/static\/js\/index\.js">([\s\S]*?)<\/script>/)?.[1];
    expect(starter).toBeDefined();
    const hash = createHash('sha256')
      .update(starter ?? '')
      .digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'[;\\s]`));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('caches anonymous public reads with an ETag, and forgets them when an admin writes', async () => {
    const first = await bff.inject({ method: 'GET', url: '/api/v1/playback' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const revalidated = await bff.inject({
      method: 'GET',
      url: '/api/v1/playback',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const admin = (await signIn(bff, testAccounts.admin)).cookie;
    const next = first.json().data.home === 'off' ? 'click' : 'off';
    const write = await bff.inject({
      method: 'PATCH',
      url: '/api/v1/admin/playback/home',
      headers: { ...csrf, cookie: admin },
      payload: { playback: next },
    });
    expect(write.statusCode).toBe(200);
    const fresh = await bff.inject({ method: 'GET', url: '/api/v1/playback' });
    expect(fresh.json().data.home).toBe(next);
    const arabic = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?limit=1&sort=oldest&lang=ar' });
    const english = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?limit=1&sort=oldest&lang=en' });
    expect(arabic.json().data.restaurants[0].name).not.toBe(english.json().data.restaurants[0].name);
    const signedIn = await bff.inject({ method: 'GET', url: '/api/v1/playback', headers: { cookie: admin } });
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it('sends a cached public read compressed to a browser that takes it so, and plain to one that does not', async () => {
    const url = '/api/v1/restaurants?limit=10&sort=oldest&lang=en';
    const plain = await bff.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answers = [];
    for (const [accept, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await bff.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      const encoding = decode === brotliDecompressSync ? 'br' : 'gzip';
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
      // Each encoding is its own entity: a tag revalidates only the representation it came with.
      const etag = String(compressed.headers.etag);
      answers.push(etag);
      const revalidated = await bff.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept, 'if-none-match': etag },
      });
      expect(revalidated.statusCode).toBe(304);
    }
    expect(new Set([...answers, String(plain.headers.etag)]).size).toBe(3);
  });

  it('serves a detail route with its meta tags and JSON-LD, in the language chosen before', async () => {
    const [restaurant] = (
      await bff.inject({ method: 'GET', url: '/api/v1/restaurants?limit=1&sort=oldest&lang=ar' })
    ).json().data.restaurants;
    const page = await bff.inject({
      method: 'GET',
      url: `/restaurant/${restaurant.slug}/${restaurant._id}`,
      headers: { accept: 'text/html', cookie: 'i18nextLng=ar' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="ar" dir="rtl"');
    expect(page.body).toContain(`<title data-page-meta>${restaurant.name}`);
    expect(page.body).toContain('"@type":"Restaurant"');
    expect(page.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\//);
    const missing = await bff.inject({
      method: 'GET',
      url: `/restaurant/x/00000000-0000-4000-8000-000000000000`,
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    // Monitors and link previews often send no Accept-Encoding: the home page still renders.
    const home = await bff.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const sitemap = await bff.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/restaurant/${restaurant.slug}/${restaurant._id}`);
  });

  it("passes over a ?lang it does not support: the page is in the language chosen before, else the browser's", async () => {
    const page = (url: string, headers: Record<string, string>) =>
      bff.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const chosenBefore = await page('/blogs?lang=fr', { cookie: 'i18nextLng=ar' });
    expect(chosenBefore.statusCode).toBe(200);
    expect(chosenBefore.body).toContain('<html lang="ar" dir="rtl"');
    const browsers = await page('/blogs?lang=fr', { 'accept-language': 'fr-FR, ar;q=0.8' });
    expect(browsers.body).toContain('<html lang="ar" dir="rtl"');
    const neither = await page('/blogs?lang=fr', {});
    expect(neither.body).toContain('<html lang="en" dir="ltr"');
    const asked = await page('/blogs?lang=en', { cookie: 'i18nextLng=ar' });
    expect(asked.body).toContain('<html lang="en" dir="ltr"');
  });

  it('reports health and readiness', async () => {
    expect((await bff.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await bff.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', api: true });
  });
});

describe.runIf(process.env.REDIS_URL)('sessions shared through Redis', () => {
  // Started before the test, as the other suites' api is: a busy machine takes more than a test's time for it.
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api?.close());

  it('lets a second BFF instance serve a session the first one started', async () => {
    const buildRoot = await fakeBuilds();
    const make = () =>
      buildBff({
        apiUrl: api.address,
        shellDir: path.join(buildRoot, 'shell/dist'),
        releasesDir: path.join(buildRoot, 'releases'),
        sessionStore: createRedisSessionStore(process.env.REDIS_URL as string),
        redis: new Redis(process.env.REDIS_URL as string),
        authLimits: { perIp: 1000, perEmailAndIp: 2, windowMs: 60_000 },
      });
    const [first, second] = [await make(), await make()];
    // Rate-limit counters live in Redis too: attempts on one instance count on the other.
    // The counts outlive the test in the shared Redis: a run of its own address each time, or a re-run
    // within the window would find the fixed account's allowance spent.
    const from = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    const limited = (instance: Awaited<ReturnType<typeof make>>) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: csrf,
        remoteAddress: from,
        payload: { email },
      });
    const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.qa`;
    const login = await first.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      remoteAddress: from,
      payload: testAccounts.user,
    });
    const cookie = sessionCookie(login.headers['set-cookie']);
    // What Redis holds names neither the session id nor the api token (sealed under the id: see the store's tests).
    const id = cookie.split('=')[1] ?? '';
    const token = (await first.sessions.get(id))?.token ?? '';
    const redis = new Redis(process.env.REDIS_URL as string);
    const raw = (await redis.get(sessionKey(id))) ?? '';
    await redis.quit();
    expect(token.length).toBeGreaterThan(20);
    expect(raw.length).toBeGreaterThan(0);
    for (const secret of [token, id]) expect(raw).not.toContain(secret);
    const me = await second.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().data.user.email).toBe(testAccounts.user.email);
    await first.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { ...signOutHeaders, cookie } });
    expect(
      (await second.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).json().data.user,
    ).toBeNull();
    expect((await limited(first)).statusCode).toBe(200);
    expect((await limited(second)).statusCode).toBe(200);
    expect((await limited(first)).statusCode).toBe(429);
    await first.close();
    await second.close();
    await rm(buildRoot, { recursive: true, force: true });
  });
});
