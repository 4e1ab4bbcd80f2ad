import { rm } from 'node:fs/promises';
import { startTestApi, type TestApi } from 'api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adDailyCounts } from '../../api/src/db/schema.ts';
import { buildBff } from '../src/app.ts';
import { fakeBuilds, testBffOptions } from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;
/** What `navigator.sendBeacon(url, string)` sends: text/plain, the page's Origin, no header of ours. */
const beacon = { origin: 'http://localhost:3000', 'content-type': 'text/plain;charset=UTF-8' };

describe('the ads a page saw and followed, by beacon', () => {
  let api: TestApi;
  let bff: Bff;
  let buildRoot: string;
  let adId: string;
  const send = (payload: string, headers: Record<string, string> = beacon, target = bff) =>
    target.inject({ method: 'POST', url: '/api/v1/ads/events?lang=ar', headers, payload });
  const events = (kind: string, id = adId) => JSON.stringify({ events: [{ adId: id, kind }] });
  const counted = async () => {
    const rows = await api.db.select().from(adDailyCounts);
    return rows.reduce(
      (sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }),
      { impressions: 0, clicks: 0 },
    );
  };

  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    bff = await buildBff(testBffOptions(api.address, buildRoot, { adEventsPerIpPerMinute: 1000 }));
    const shown = await bff.inject({ method: 'GET', url: '/api/v1/ads?category=shop' });
    adId = shown.json().data.ads[0]._id;
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(buildRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await api.db.delete(adDailyCounts);
  });

  it('takes a beacon without the CSRF header and has the api count it for the ad', async () => {
    expect((await send(events('impression'))).statusCode).toBe(204);
    expect((await send(events('click'))).statusCode).toBe(204);
    expect(await counted()).toEqual({ impressions: 1, clicks: 1 });
  });

  it('refuses a beacon from another site, and one that is not JSON or not events, counting nothing', async () => {
    expect((await send(events('impression'), { ...beacon, origin: 'https://evil.example' })).statusCode).toBe(403);
    for (const payload of ['impression', events('hover'), events('impression', 'not-an-id'), JSON.stringify({})]) {
      const answer = await send(payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await send(JSON.stringify({ events: [], padding: 'x'.repeat(5000) }))).statusCode).toBe(413);
    expect(await counted()).toEqual({ impressions: 0, clicks: 0 });
  });

  it('limits the beacons of one address', async () => {
    const limited = await buildBff(testBffOptions(api.address, buildRoot, { adEventsPerIpPerMinute: 2 }));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(events('impression'), beacon, limited)).statusCode);
    await limited.close();
    expect(statuses).toEqual([204, 204, 429]);
    expect(await counted()).toEqual({ impressions: 2, clicks: 0 });
  });

  it('never forwards the api’s internal route from the browser', async () => {
    const answer = await bff.inject({
      method: 'POST',
      url: '/api/v1/internal/ad-events',
      headers: { 'x-csrf': '1', origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { events: [{ adId, kind: 'impression' }] },
    });
    expect(answer.statusCode).toBe(404);
    expect(await counted()).toEqual({ impressions: 0, clicks: 0 });
  });
});
