import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { authPolicy } from 'contracts/auth-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { csrf, noBuildBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

/**
 * The device cookie: a browser that signed in before is known for that email, and the api counts
 * its wrong passwords apart, so failures from others (at its address too) do not pause it. Only the
 * BFF tells the api a device id, from its HTTP-only cookie.
 */
describe('the device cookie', () => {
  let api: TestApi;
  let bff: Bff;
  /** The device id each call reached the api with, by path. */
  const seen: { url: string; device: string | undefined }[] = [];
  const lastSeen = (url: string) => seen.filter((call) => call.url === url).at(-1)?.device;

  beforeAll(async () => {
    api = await startTestApi('pglite', {
      setup: (app) =>
        app.addHook('onRequest', async (request) => {
          const device = request.headers['x-device'];
          seen.push({ url: request.url.split('?')[0] ?? '', device: typeof device === 'string' ? device : undefined });
        }),
    });
    bff = await buildBff(
      noBuildBffOptions(api.address, { authLimits: { perIp: 1000, perEmailAndIp: 1000, windowMs: 60_000 } }),
    );
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  const login = (
    from: string,
    account: { email: string; password: string },
    extra: { device?: string; headers?: Record<string, string> } = {},
  ) =>
    bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...csrf, ...extra.headers },
      remoteAddress: from,
      payload: account,
      ...(extra.device ? { cookies: { qd_device: extra.device } } : {}),
    });
  const deviceCookieOf = (answer: Awaited<ReturnType<typeof login>>) =>
    answer.cookies.find((cookie) => cookie.name === 'qd_device' || cookie.name === '__Host-qd_device');
  const wrong = { email: testAccounts.user.email, password: 'Wrong#2026' };

  it('is set HTTP-only at a successful sign-in, and its id goes with the later ones', async () => {
    const from = '192.0.2.10';
    expect(deviceCookieOf(await login(from, wrong))).toBeUndefined();
    const first = await login(from, testAccounts.user);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatchObject({ name: 'qd_device', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(authPolicy.knownDeviceDays * 24 * 3600);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The api remembered the id the cookie holds.
    expect(lastSeen('/api/v1/auth/login')).toBe(cookie?.value);
    const again = await login(from, testAccounts.user, { device: cookie?.value as string });
    expect(again.statusCode).toBe(200);
    expect(lastSeen('/api/v1/auth/login')).toBe(cookie?.value);
    expect(deviceCookieOf(again)?.value).toBe(cookie?.value);
    // A wrong password from that browser is sent with its id too, so it is counted under it.
    await login(from, wrong, { device: cookie?.value as string });
    expect(lastSeen('/api/v1/auth/login')).toBe(cookie?.value);
  });

  it("keeps a browser that signed in before out of the pause others' failures cause at its address", async () => {
    const home = '192.0.2.20';
    const device = deviceCookieOf(await login(home, testAccounts.admin))?.value as string;
    expect(device).toBeDefined();
    // Someone else on the same network, with no cookie, guesses until paused.
    for (let i = 0; i < authPolicy.loginFreeFailures; i++)
      expect((await login(home, { ...testAccounts.admin, password: 'Wrong#2026' })).statusCode).toBe(401);
    expect((await login(home, testAccounts.admin)).json()).toMatchObject({ code: 'SIGN_IN_PAUSED' });
    // The owner's browser, with its cookie, is not paused.
    expect((await login(home, testAccounts.admin, { device })).statusCode).toBe(200);
    // The device id sent as a header instead of the cookie is not forwarded: paused as any stranger.
    const forged = await login(home, testAccounts.admin, { headers: { 'x-device': device } });
    expect(forged.json()).toMatchObject({ code: 'SIGN_IN_PAUSED' });
    expect(lastSeen('/api/v1/auth/login')).not.toBe(device);
  });

  it('never forwards a device id the browser sends itself, through the proxy either', async () => {
    const browserSent = 'b'.repeat(43);
    await login('192.0.2.30', wrong, { headers: { 'x-device': browserSent } });
    expect(lastSeen('/api/v1/auth/login')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lastSeen('/api/v1/auth/login')).not.toBe(browserSent);
    const listed = await bff.inject({
      method: 'GET',
      url: '/api/v1/restaurants',
      headers: { 'x-device': browserSent },
    });
    expect(listed.statusCode).toBe(200);
    expect(seen.some((call) => call.url === '/api/v1/restaurants')).toBe(true);
    expect(lastSeen('/api/v1/restaurants')).toBeUndefined();
  });

  it('is Secure and bound to the site (__Host-) in production', async () => {
    const production = await buildBff(noBuildBffOptions(api.address, { production: true }));
    const signedIn = await production.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: csrf,
      remoteAddress: '192.0.2.40',
      payload: testAccounts.user,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(deviceCookieOf(signedIn)).toMatchObject({
      name: '__Host-qd_device',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    });
    await production.close();
  });
});
