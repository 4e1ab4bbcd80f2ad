import { startTestApi, type TestApi } from 'api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, defaultAuthLimits } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { csrf, noBuildBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

describe("the client's address, for the per-IP sign-in limit", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api?.close());

  const make = (trustedProxies?: string[]) =>
    buildBff({
      ...noBuildBffOptions(api.address),
      production: true,
      trustedProxies,
      // The per-IP limit alone matters here: every attempt names another email.
      authLimits: { ...defaultAuthLimits, perIp: 2 },
    });
  /** A sign-in-family call from 127.0.0.1 (inject's peer address) claiming to come from `forwardedFor`. */
  const attempt = (bff: Bff, forwardedFor: string, index: number) =>
    bff.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { ...csrf, origin: 'http://localhost:3000', 'x-forwarded-for': forwardedFor },
      payload: { email: `someone-${index}@example.qa` },
    });

  it('reads TRUSTED_PROXIES as a list, and trusts none by default', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('ignores X-Forwarded-For from a peer it does not trust: rotating it does not get past the limit', async () => {
    const bff = await make();
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await attempt(bff, `203.0.113.${index}`, index)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    // The refusal says when to try again, for the page's countdown (the error handler used to drop it).
    const limited = await attempt(bff, '203.0.113.9', 9);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
    expect(limited.json().retryAfterSeconds).toBeGreaterThan(0);
    await bff.close();
  });

  it('takes the address from X-Forwarded-For when the peer is a trusted proxy', async () => {
    const bff = await make(['127.0.0.1']);
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await attempt(bff, `203.0.113.${index}`, index)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    // The address it names is counted: the same client a third time is limited.
    expect((await attempt(bff, '203.0.113.1', 5)).statusCode).toBe(200);
    expect((await attempt(bff, '203.0.113.1', 6)).statusCode).toBe(429);
    await bff.close();
  });
});
