import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { authPolicy } from 'contracts/auth-policy';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffOptions, buildBff } from '../src/app.ts';
import { csrf, fakeBuilds } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
const site = 'http://localhost:3000';
const headers = { ...csrf, origin: site };
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Sign-in limits through the BFF: an attacker's attempts are counted per address and per (email,
 * address), and the api pauses wrong passwords per (email, address) too, so they cannot keep an
 * owner out.
 */
describe('sign-in limits through the BFF', () => {
  const now = new Date('2026-11-25T10:00:00+03:00');
  let api: TestApi;
  let buildRoot: string;
  const options = (): BffOptions => ({
    apiUrl: api.address,
    siteUrl: site,
    shellDir: path.join(buildRoot, 'shell/dist'),
    releasesDir: path.join(buildRoot, 'releases'),
  });
  const login = (bff: Bff, from: string, email: string, password: string) =>
    bff.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      remoteAddress: from,
      payload: { email, password },
    });

  beforeAll(async () => {
    api = await startTestApi('pglite', { clock: () => now });
    buildRoot = await fakeBuilds();
  });
  afterAll(async () => {
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  it('keeps an attacker from stopping the owner, who signs in from elsewhere at once', async () => {
    // The production limits, as the site runs them.
    const bff = await buildBff(options());
    const attacker = '203.0.113.7';
    const codes: string[] = [];
    for (let i = 0; i < authPolicy.rateLimits.perEmailAndIp + 5; i++)
      codes.push((await login(bff, attacker, testAccounts.user.email, `Guess#${i}xyz`)).json().code);
    const free = authPolicy.loginFreeFailures;
    const passed = authPolicy.rateLimits.perEmailAndIp;
    expect(codes).toEqual([
      ...Array(free).fill('INVALID_CREDENTIALS'),
      // Tries during the api's pause do not lengthen it.
      ...Array(passed - free).fill('SIGN_IN_PAUSED'),
      ...Array(5).fill('RATE_LIMITED'),
    ]);
    const owner = await login(bff, '198.51.100.20', testAccounts.user.email, testAccounts.user.password);
    expect(owner.statusCode).toBe(200);
    // The attacker's address is still held back for that email.
    expect((await login(bff, attacker, testAccounts.user.email, testAccounts.user.password)).json().code).toBe(
      'RATE_LIMITED',
    );
    await bff.close();
  });

  it('limits per (email, address) and per address, and answers unknown and known emails alike', async () => {
    const bff = await buildBff({ ...options(), authLimits: { perIp: 6, perEmailAndIp: 3, windowMs: 60_000 } });
    const from = '192.0.2.1';
    const known = await login(bff, from, testAccounts.admin.email, 'Wrong#2026');
    const unknown = await login(bff, from, `nobody-${unique()}@example.qa`, 'Wrong#2026');
    expect({ status: known.statusCode, body: known.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(known.statusCode).toBe(401);
    for (let i = 0; i < 2; i++) await login(bff, from, testAccounts.admin.email, 'Wrong#2026');
    const limited = await login(bff, from, testAccounts.admin.email, 'Wrong#2026');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same email from another address, and another email from this one, still go through.
    expect((await login(bff, '192.0.2.2', testAccounts.admin.email, testAccounts.admin.password)).statusCode).toBe(200);
    expect((await login(bff, from, `other-${unique()}@example.qa`, 'Wrong#2026')).statusCode).toBe(401);
    // Six requests from this address in the window (the limited one counts): the next is refused whatever the email.
    expect((await login(bff, from, `third-${unique()}@example.qa`, 'Wrong#2026')).json().code).toBe('RATE_LIMITED');
    const otp = await bff.inject({
      method: 'POST',
      url: '/api/v1/auth/send-login-otp',
      headers,
      remoteAddress: from,
      payload: { email: `fourth-${unique()}@example.qa` },
    });
    expect(otp.statusCode).toBe(429);
    await bff.close();
  });

  describe.runIf(process.env.REDIS_URL)('with Redis', () => {
    it('shares the per (email, address) and per-address counts between instances', async () => {
      const redis = [new Redis(process.env.REDIS_URL as string), new Redis(process.env.REDIS_URL as string)];
      const [first, second] = await Promise.all(
        redis.map((client) =>
          buildBff({ ...options(), redis: client, authLimits: { perIp: 4, perEmailAndIp: 2, windowMs: 60_000 } }),
        ),
      );
      if (!first || !second) throw new Error('two instances expected');
      // Counts outlive a run in Redis: fresh addresses and emails every time.
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const from = `10.${octet()}.${octet()}.${octet()}`;
      const email = `shared-${unique()}@example.qa`;
      expect((await login(first, from, email, 'Wrong#2026')).statusCode).toBe(401);
      expect((await login(second, from, email, 'Wrong#2026')).statusCode).toBe(401);
      expect((await login(first, from, email, 'Wrong#2026')).json().code).toBe('RATE_LIMITED');
      expect((await login(second, `10.${octet()}.${octet()}.${octet()}`, email, 'Wrong#2026')).statusCode).toBe(401);
      expect((await login(second, from, `else-${unique()}@example.qa`, 'Wrong#2026')).statusCode).toBe(401);
      expect((await login(first, from, `more-${unique()}@example.qa`, 'Wrong#2026')).json().code).toBe('RATE_LIMITED');
      await first.close();
      await second.close();
      for (const client of redis) client.disconnect();
    });
  });
});
