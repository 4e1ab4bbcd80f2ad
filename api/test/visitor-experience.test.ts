/**
 * Visitors' vitals and errors: the BFF hands each page view's report to the api, which keeps it for
 * 30 days and gives the back office the last day's p75 per kind of page and errors per release.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserErrors, webVitals } from '../src/db/schema.ts';
import { purgeVisitorExperience } from '../src/modules/visitor-experience/visitor-experience-routes.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';
import { testClock } from './helpers/test-clock.ts';

const REPORTS = '/api/v1/internal/visitor-reports';
const DASHBOARD = '/api/v1/admin/visitor-experience';
const DAY_MS = 86_400_000;
const RELEASE = '0.1.0-3f9c2a7d10';

const report = (routeKind: string, lcp: number, extra: object = {}) => ({
  routeKind,
  lang: 'en',
  vitals: [
    { name: 'LCP', value: lcp },
    { name: 'CLS', value: lcp / 10_000 },
  ],
  errors: [],
  ...extra,
});

describe.each(databaseTargets)("visitors' experience on %s", (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  const clock = testClock('2026-12-03T09:00:00Z');
  const rows = async () => {
    const [vitals] = await api.db.select({ n: count() }).from(webVitals);
    const [errors] = await api.db.select({ n: count() }).from(browserErrors);
    return { vitals: vitals?.n, errors: errors?.n };
  };

  beforeAll(async () => {
    api = await startTestApi(target, { clock: clock.now });
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    clock.set(new Date('2026-12-03T09:00:00Z'));
    await api.db.delete(webVitals);
    await api.db.delete(browserErrors);
  });

  it('stores a report and shows the p75 of known values per route kind', async () => {
    // LCP 1000, 2000, 3000, 4000 ms: percentile_cont(0.75) interpolates to 3250.
    for (const lcp of [1000, 2000, 3000, 4000])
      expect((await api.post(REPORTS, report('restaurant', lcp))).status).toBe(204);
    const inp = { vitals: [{ name: 'INP', value: 120 }], errors: [] };
    expect((await api.post(REPORTS, report('home', 0, inp))).status).toBe(204);

    const shown = await api.as(admin).get(DASHBOARD);
    expect(shown.status).toBe(200);
    const restaurant = shown.body.routes.find((r: { routeKind: string }) => r.routeKind === 'restaurant');
    expect(restaurant).toEqual({ routeKind: 'restaurant', lcpMs: 3250, inpMs: null, cls: 0.325, samples: 8 });
    expect(shown.body.routes.find((r: { routeKind: string }) => r.routeKind === 'home')).toMatchObject({
      inpMs: 120,
      lcpMs: null,
    });
  });

  it('counts errors per remote release, and only the last day', async () => {
    const errors = [
      { message: 'TypeError: x is undefined', remote: 'mfe-listings', release: RELEASE },
      { message: 'ResizeObserver loop', remote: 'shell', release: 'shell' },
    ];
    await api.post(REPORTS, report('blogs', 900, { errors }));
    await api.post(REPORTS, report('blogs', 900, { errors: errors.slice(0, 1) }));
    clock.set(new Date(clock.now().getTime() + DAY_MS + 60_000));
    await api.post(REPORTS, report('home', 1500));
    const shown = (await api.as(admin).get(DASHBOARD)).body;
    expect(shown.errors).toEqual([]);
    expect(shown.routes.map((r: { routeKind: string }) => r.routeKind)).toEqual(['home']);

    clock.set(new Date('2026-12-03T10:00:00Z'));
    expect((await api.as(admin).get(DASHBOARD)).body.errors).toEqual([
      { remote: 'mfe-listings', release: RELEASE, count: 2 },
      { remote: 'shell', release: 'shell', count: 1 },
    ]);
  });

  it('answers an empty view when nothing was reported', async () => {
    const shown = await api.as(admin).get(DASHBOARD);
    expect(shown.body).toMatchObject({ routes: [], errors: [] });
  });

  it('takes reports only from a BFF: to any other address the internal route does not exist', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: REPORTS,
      remoteAddress: '203.0.113.9',
      payload: { routeKind: 'home', lang: 'en', vitals: [{ name: 'LCP', value: 1200 }], errors: [] },
    });
    expect(answer.statusCode).toBe(404);
    expect(await rows()).toEqual({ vitals: 0, errors: 0 });
  });

  it('is for administrators only', async () => {
    expect((await api.get(DASHBOARD)).status).toBe(401);
    expect((await api.as(user).get(DASHBOARD)).status).toBe(403);
  });

  it.each([
    ['an address for a route kind', report('/restaurant/x/123', 1000)],
    ['an unknown vital', report('home', 1000, { vitals: [{ name: 'FID', value: 3 }] })],
    ['a negative value', report('home', -1)],
    [
      'a vital twice',
      report('home', 1000, {
        vitals: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
    ],
    ['a field besides', report('home', 1000, { userId: 'someone' })],
    [
      'a message too long',
      report('home', 1000, { errors: [{ message: 'x'.repeat(201), remote: 'shell', release: 'shell' }] }),
    ],
  ])('refuses %s with a 400 in the request language and stores nothing', async (_name, body) => {
    const refused = await api.request('POST', REPORTS, { body, lang: 'ar' });
    expect(refused.status).toBe(400);
    expect(refused.body.title).toMatch(/[\u0600-\u06FF]/);
    expect(await rows()).toEqual({ vitals: 0, errors: 0 });
  });

  it('purges rows older than 30 days (the hourly purge runs it)', async () => {
    await api.post(REPORTS, report('home', 1000, { errors: [{ message: 'old', remote: 'shell', release: 'shell' }] }));
    clock.set(new Date(clock.now().getTime() + 29 * DAY_MS));
    await api.post(REPORTS, report('home', 1200));
    expect(await purgeVisitorExperience(api.db, clock.now())).toBe(0);
    clock.set(new Date(clock.now().getTime() + 2 * DAY_MS));
    expect(await purgeVisitorExperience(api.db, clock.now())).toBe(3);
    expect(await rows()).toEqual({ vitals: 2, errors: 0 });
  });
});
