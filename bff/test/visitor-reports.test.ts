import { rm } from 'node:fs/promises';
import { startTestApi, type TestApi } from 'api/testing';
import { count } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserErrors, webVitals } from '../../api/src/db/schema.ts';
import { buildBff } from '../src/app.ts';
import { refusedInternalPath } from '../src/routes/api-proxy.ts';
import { V1 } from './fake-releases.ts';
import { fakeBuilds, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
/** mfe-listings' live release in the fake builds. */
const RELEASE = V1;
/** What `navigator.sendBeacon(url, string)` sends: text/plain, the page's Origin, no header of ours. */
const beacon = { origin: 'http://localhost:3000', 'content-type': 'text/plain;charset=UTF-8' };
const report = {
  routeKind: 'restaurant',
  lang: 'ar',
  vitals: [
    { name: 'LCP', value: 2100 },
    { name: 'INP', value: 180 },
    { name: 'CLS', value: 0.02 },
  ],
  errors: [{ message: 'TypeError: x is undefined', remote: 'mfe-listings', release: RELEASE }],
};

describe('visitors’ vitals beacons', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  const registry = new Registry();
  const send = (payload: string, headers: Record<string, string> = beacon, url = '/api/v1/vitals?lang=ar') =>
    bff.inject({ method: 'POST', url, headers, payload });
  const stored = async () => {
    const [vitals] = await api.db.select({ n: count() }).from(webVitals);
    const [errors] = await api.db.select({ n: count() }).from(browserErrors);
    return { vitals: vitals?.n, errors: errors?.n };
  };

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff(
      testBffOptions(api.address, buildRoot, {
        vitals: { sampleRate: 0.25, perIpPerMinute: 1000 },
        metricsRegistry: registry,
      }),
    );
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await api.db.delete(webVitals);
    await api.db.delete(browserErrors);
  });

  it('takes a beacon without the CSRF header, counts it and has the api store it', async () => {
    const answer = await send(JSON.stringify(report));
    expect(answer.statusCode).toBe(204);
    expect(await stored()).toEqual({ vitals: 3, errors: 1 });
    const lcp = await registry.getSingleMetricAsString('web_vitals_lcp_seconds');
    expect(lcp).toContain('web_vitals_lcp_seconds_bucket{le="2.5",route_kind="restaurant",lang="ar"} 1');
    expect(await registry.getSingleMetricAsString('web_vitals_inp_seconds')).toContain(
      'web_vitals_inp_seconds_sum{route_kind="restaurant",lang="ar"} 0.18',
    );
    expect(await registry.getSingleMetricAsString('browser_errors_total')).toContain(
      `browser_errors_total{remote="mfe-listings",release="${RELEASE}"} 1`,
    );
  });

  it('counts an error of a release the registry does not name as `other`: a forged report adds no series', async () => {
    const forged = { ...report, errors: [{ ...report.errors[0], release: '9.9.9-forgedforg' }] };
    expect((await send(JSON.stringify(forged))).statusCode).toBe(204);
    const errors = await registry.getSingleMetricAsString('browser_errors_total');
    expect(errors).toContain('browser_errors_total{remote="mfe-listings",release="other"} 1');
    expect(errors).not.toContain('forged');
  });

  it('refuses a beacon from another site', async () => {
    const answer = await send(JSON.stringify(report), { ...beacon, origin: 'https://evil.example' });
    expect(answer.statusCode).toBe(403);
    expect(await stored()).toEqual({ vitals: 0, errors: 0 });
  });

  it.each([
    ['not JSON', 'LCP=2100'],
    ['a raw address as its route', JSON.stringify({ ...report, routeKind: '/restaurant/grill/123?ref=x' })],
    ['a user id beside', JSON.stringify({ ...report, userId: 'abc' })],
    ['a value out of range', JSON.stringify({ ...report, vitals: [{ name: 'CLS', value: 50 }] })],
  ])('answers %s with a 400 in the request language, storing nothing', async (_name, payload) => {
    const answer = await send(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await stored()).toEqual({ vitals: 0, errors: 0 });
  });

  it('refuses a report over 8 KB with 413, storing nothing', async () => {
    const answer = await send(JSON.stringify({ ...report, padding: 'x'.repeat(9000) }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await stored()).toEqual({ vitals: 0, errors: 0 });
  });

  it('limits the reports of one address', async () => {
    const limited = await buildBff(
      testBffOptions(api.address, buildRoot, { vitals: { sampleRate: 1, perIpPerMinute: 2 } }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await limited.inject({
            method: 'POST',
            url: '/api/v1/vitals?lang=ar',
            headers: beacon,
            payload: JSON.stringify(report),
          })
        ).statusCode,
      );
    await limited.close();
    expect(statuses).toEqual([204, 204, 429]);
    expect(await stored()).toEqual({ vitals: 6, errors: 2 });
  });

  it('never forwards the api’s internal routes from the browser', async () => {
    for (const url of [
      '/api/v1/internal/visitor-reports',
      '/api/v1/INTERNAL/visitor-reports',
      '/api/v1/x/../internal/visitor-reports',
    ]) {
      expect(refusedInternalPath(url), url).toBe(true);
      const answer = await bff.inject({
        method: 'POST',
        url,
        headers: { 'x-csrf': '1', origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: report,
      });
      expect(answer.statusCode, url).toBe(404);
    }
    expect(await stored()).toEqual({ vitals: 0, errors: 0 });
  });

  it('tells the shell its sample rate in the page', async () => {
    const page = await bff.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<meta name="vitals-sample-rate" content="0.25" />');
  });
});
