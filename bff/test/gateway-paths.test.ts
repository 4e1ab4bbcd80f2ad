import { rm } from 'node:fs/promises';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { refusedAuthPath } from '../src/routes/api-proxy.ts';
import { csrf, fakeBuilds, sessionCookie, signOutHeaders, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
/** A fresh client address per test: the limits' counts outlive a run when they live in Redis. */
const address = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

/**
 * The api ignores a trailing slash; a spelling of an account route that the BFF routed elsewhere
 * would reach the api through the proxy, past the gateway's CSRF check, limits and session.
 */
describe('account routes under any spelling go through the gateway', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  const options = () => testBffOptions(api.address, buildRoot);
  const liveTokens = async () => {
    const result = await api.db.execute(sql`select count(*)::int as n from auth_tokens where revoked_at is null`);
    const raw = result as unknown as { rows?: { n: number }[] } | { n: number }[];
    return (Array.isArray(raw) ? raw : (raw.rows ?? []))[0]?.n;
  };
  const signIn = async () => {
    const response = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      remoteAddress: address(),
      payload: testAccounts.user,
    });
    expect(response.statusCode).toBe(200);
    return sessionCookie(response.headers['set-cookie']);
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

  it('asks for x-csrf to sign out by auth/logout/ and auth/logou%74/, and signs out with it', async () => {
    const cookie = await signIn();
    const live = await liveTokens();
    for (const url of ['/api/v1/auth/logout/', '/api/v1/auth/logou%74', '/api/v1/auth/logou%74/?lang=ar']) {
      const link = await bff.inject({ method: 'GET', url, headers: { cookie } });
      expect(link.statusCode, url).toBe(403);
      expect(link.json().code, url).toBe('CSRF_REFUSED');
    }
    expect(await liveTokens()).toBe(live);
    const me = await bff.inject({ method: 'GET', url: '/api/v1/auth/me/', headers: { cookie } });
    expect(me.json().data.user.email).toBe(testAccounts.user.email);
    const out = await bff.inject({
      method: 'GET',
      url: '/api/v1/auth/logout/',
      headers: { ...signOutHeaders, cookie },
    });
    expect(out.json().data.loggedOut).toBe(true);
    expect(String(out.headers['set-cookie'])).toContain('qd_session=;');
    expect(await liveTokens()).toBe((live ?? 0) - 1);
  });

  it('counts auth/login/ against the sign-in limits', async () => {
    const strict = await buildBff({ ...options(), authLimits: { perIp: 3, perEmailAndIp: 2, windowMs: 60_000 } });
    const from = address();
    const codes: number[] = [];
    for (const url of ['/api/v1/auth/login/', '/api/v1/auth/logi%6E/', '/api/v1/auth/login/'])
      codes.push(
        (
          await strict.inject({
            method: 'POST',
            url,
            headers: csrf,
            remoteAddress: from,
            payload: { email: `nobody-${unique()}@example.qa`, password: 'Wrong#2026' },
          })
        ).statusCode,
      );
    const limited = await strict.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password/',
      headers: csrf,
      remoteAddress: from,
      payload: { email: `nobody-${unique()}@example.qa` },
    });
    expect([...codes, limited.statusCode]).toEqual([401, 401, 401, 429]);
    expect(limited.json().code).toBe('RATE_LIMITED');
    await strict.close();
  });

  it('never hands the api token to the browser, whatever the spelling of sign-in', async () => {
    for (const url of [
      '/api/v1/auth/login',
      '/api/v1/auth/login/',
      '/api/v1/auth/logi%6E',
      '/api/v1/auth//login',
      '/api/v1//auth/login',
      '/api/v1/auth/LOGIN',
      '/api/v1/auth/login%2F',
      '/api/v1/auth/./login',
      '/api/v1/x/../auth/login',
    ]) {
      const response = await bff.inject({
        method: 'POST',
        url,
        headers: csrf,
        remoteAddress: address(),
        payload: testAccounts.user,
      });
      expect(response.body, url).not.toMatch(/token/i);
      if (response.statusCode === 200) expect(sessionCookie(response.headers['set-cookie']), url).not.toBe('');
      else expect(response.statusCode, url).toBe(404);
    }
  });

  it('proxies only the account routes the gateway leaves to the api', async () => {
    for (const url of [
      '/api/v1/auth/login',
      '/api/v1/auth/LOGOUT/',
      '/api/v1/auth//me',
      '/api/v1/Auth/register',
      '/api/v1/auth/verify-login-otp%2F',
      '/api/v1/auth/reset-password/abc',
      '/api/v1/auth/%2e/send-login-otp',
      '/api/v1/auth/new-route',
      '/api/v1/auth',
      '/api/v1/auth/%zz',
    ])
      expect(refusedAuthPath(url), url).toBe(true);
    for (const url of ['/api/v1/auth/update-password', '/api/v1/auth/verify-email/abc?lang=ar', '/api/v1/restaurants'])
      expect(refusedAuthPath(url), url).toBe(false);
    // The account family's other spellings end in the browser's 404, in the request's language.
    const refused = await bff.inject({ method: 'GET', url: '/api/v1/auth//me?lang=ar', headers: signOutHeaders });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    // The routes the gateway leaves to the api still reach it.
    const cookie = await signIn();
    const update = await bff.inject({
      method: 'PUT',
      url: '/api/v1/auth/update-password',
      headers: { ...csrf, cookie },
      payload: { currentPassword: 'not-the-password#1', password: 'Another#Password2026' },
    });
    expect(update.statusCode).not.toBe(404);
    expect(update.statusCode).toBeLessThan(500);
    const verify = await bff.inject({ method: 'GET', url: '/api/v1/auth/verify-email/not-a-token' });
    expect(verify.statusCode).not.toBe(404);
    expect(verify.statusCode).toBeLessThan(500);
  });
});
