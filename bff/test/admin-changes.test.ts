/**
 * An admin's changes to an account take effect on that account's very next call through the BFF,
 * and the audit trail records the browser's address as the BFF saw it, never one the browser claims.
 */
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffOptions, buildBff } from '../src/app.ts';
import { createApiClient } from '../src/plugins/app/api-client.ts';
import { csrf, fakeBuilds, sessionCookie, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

describe('admin changes through the BFF', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  let adminToken: string;
  const options = (extra: Partial<BffOptions> = {}) => testBffOptions(api.address, buildRoot, extra);
  const signIn = async (target: Bff, account: { email: string; password: string }) => {
    const response = await target.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      payload: account,
    });
    expect(response.statusCode, response.body).toBe(200);
    return sessionCookie(response.headers['set-cookie']);
  };
  const newAccount = (email: string, role: 'admin' | 'user') => api.createAccount(email, role);
  const lastEntry = () => api.latestActivity();

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff(options());
    adminToken = await api.signIn(testAccounts.admin);
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it("refuses a demoted admin's very next admin call, and auth/me tells the new role", async () => {
    const { id, account } = await newAccount('demoted@example.qa', 'admin');
    const cookie = await signIn(bff, account);
    const before = await bff.inject({ method: 'GET', url: '/api/v1/admin/statistics', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    const me = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().data.user.role).toBe('admin');

    const demoted = await api.request('PUT', `/api/v1/admin/user/${id}`, { token: adminToken, body: { role: 'user' } });
    expect(demoted.status).toBe(200);

    const next = await bff.inject({ method: 'GET', url: '/api/v1/admin/statistics', headers: { cookie } });
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('FORBIDDEN');
    // Still signed in, as a plain user: the account menu (built from auth/me) offers no admin pages.
    const after = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.user.role).toBe('user');
  });

  it('signs a deleted user out on their next call: 401 AUTO_LOGOUT, and the session is gone', async () => {
    const { id, account } = await newAccount('deleted@example.qa', 'user');
    const cookie = await signIn(bff, account);
    expect((await bff.inject({ method: 'GET', url: '/api/v1/favorites', headers: { cookie } })).statusCode).toBe(200);

    expect((await api.request('DELETE', `/api/v1/admin/user/${id}`, { token: adminToken })).status).toBe(200);

    const next = await bff.inject({ method: 'GET', url: '/api/v1/favorites', headers: { cookie } });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ action: 'AUTO_LOGOUT' });
    // The cookie is cleared, and the session it named no longer exists.
    expect(String(next.headers['set-cookie'])).toMatch(/qd_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const me = await bff.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.json().data.user).toBeNull();
  });

  it("records the browser's address as the BFF sees it, not an X-Forwarded-For the browser sends", async () => {
    const cookie = await signIn(bff, testAccounts.admin);
    const changed = await bff.inject({
      method: 'PATCH',
      url: '/api/v1/admin/playback/home',
      headers: { ...csrf, cookie, 'x-forwarded-for': '198.51.100.9', forwarded: 'for=198.51.100.10' },
      payload: { playback: 'click' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // inject's peer is 127.0.0.1, a browser here: no proxy is trusted, so that is its address.
    expect((await lastEntry())?.ip).toBe('127.0.0.1');
  });

  it('records the address a trusted proxy in front of the BFF names', async () => {
    const behindProxy = await buildBff(options({ trustedProxies: ['127.0.0.1'] }));
    try {
      const cookie = await signIn(behindProxy, testAccounts.admin);
      const changed = await behindProxy.inject({
        method: 'PATCH',
        url: '/api/v1/admin/playback/home',
        headers: { ...csrf, cookie, 'x-forwarded-for': '198.51.100.9' },
        payload: { playback: 'autoplay' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await lastEntry())?.ip).toBe('198.51.100.9');
    } finally {
      await behindProxy.close();
    }
  });

  it('names the activity list after its resource for the browser', async () => {
    const cookie = await signIn(bff, testAccounts.admin);
    const list = await bff.inject({ method: 'GET', url: '/api/v1/admin/activity?limit=1', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(list.json().data.activity).toHaveLength(1);
    expect(list.json().data.activity[0]).toMatchObject({ entityType: 'playback', entityId: 'home' });
    expect(list.json().data.activity[0].actor.email).toBe(testAccounts.admin.email);
  });

  it("sends the browser's address on the BFF's own calls too (sign-in, auth/me)", async () => {
    const echo = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = echo.address() as { port: number };
      const answer = await createApiClient({ apiUrl: `http://127.0.0.1:${port}` }).call('GET', '/api/v1/auth/me', {
        lang: 'en',
        clientIp: '198.51.100.4',
      });
      expect(answer.body).toEqual({ forwardedFor: '198.51.100.4' });
    } finally {
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});
