/**
 * An ad's priority and its counts: the priority an editor sets (1 to 10, refused otherwise in the
 * request's language), a video ad refused without its video, and the impressions and clicks the
 * BFF hands on from visitors' pages, counted per ad and Qatar day and shown to the back office.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adDailyCounts } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const EVENTS = '/api/v1/internal/ad-events';
const UNKNOWN_AD = '00000000-0000-4000-8000-000000000000';

describe.each(databaseTargets)("ads' priority and counts on %s", (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  let now = new Date('2026-11-22T12:00:00+03:00');
  const newAd = (fields: Record<string, unknown> = {}) => ({
    category: 'blog',
    title: { en: 'Counted ad', ar: 'إعلان محسوب' },
    targetUrl: '/blogs',
    activeFrom: '2026-11-01',
    activeTo: '2026-12-31',
    ...fields,
  });
  const createAd = async (fields: Record<string, unknown> = {}) => {
    const created = await api.as(admin).post('/api/v1/admin/ad', newAd(fields));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { _id: string } & Record<string, unknown>;
  };
  const listed = async (id: string) =>
    (await api.as(admin).get('/api/v1/admin/ads?category=blog')).body.items.find(
      (ad: { _id: string }) => ad._id === id,
    );
  const send = (events: { adId: string; kind: string }[]) => api.post(EVENTS, { events });

  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => now });
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    now = new Date('2026-11-22T12:00:00+03:00');
    await api.db.delete(adDailyCounts);
  });

  it('a new ad takes the middle priority; an editor sets 1 to 10, and anything else is refused on its field', async () => {
    expect(await createAd()).toMatchObject({ priority: 5 });
    expect(await createAd({ priority: 1 })).toMatchObject({ priority: 1 });
    for (const priority of [0, 11, 2.5, '3', null]) {
      const refused = await api.as(admin).post('/api/v1/admin/ad', newAd({ priority }));
      expect(refused.status, String(priority)).toBe(400);
      expect(refused.body.errors, String(priority)).toContainEqual(
        expect.objectContaining({ field: 'priority', message: 'Priority must be a whole number from 1 to 10' }),
      );
    }
    const arabic = await api.as(admin, 'ar').post('/api/v1/admin/ad', newAd({ priority: 20 }));
    expect(arabic.body.errors).toContainEqual(
      expect.objectContaining({ field: 'priority', message: 'يجب أن تكون الأولوية عددًا صحيحًا من 1 إلى 10' }),
    );
    const ad = await createAd();
    const raised = await api.as(admin).patch(`/api/v1/admin/ad/${ad._id}`, { priority: 9 });
    expect(raised.body).toMatchObject({ priority: 9 });
    expect(await api.latestActivity()).toMatchObject({ entityType: 'ad', entityId: ad._id, action: 'update' });
  });

  it('a video ad cannot be saved without its video file, created or changed', async () => {
    const refused = await api.as(admin, 'ar').post('/api/v1/admin/ad', newAd({ mediaKind: 'video' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual(
      expect.objectContaining({ field: 'videoMediaId', message: 'يحتاج إعلان الفيديو إلى ملف الفيديو' }),
    );
    const image = await createAd();
    // A lone kind is checked against the stored video: an image ad has none.
    const toVideo = await api.as(admin).patch(`/api/v1/admin/ad/${image._id}`, { mediaKind: 'video' });
    expect(toVideo.status).toBe(400);
    expect(toVideo.body.errors).toContainEqual(
      expect.objectContaining({ field: 'videoMediaId', message: 'A video ad needs its video file' }),
    );
    const seeded = (await api.as(admin).get('/api/v1/admin/ads')).body.items.find(
      (ad: { videoMediaId: string | null }) => ad.videoMediaId,
    );
    const video = await createAd({ mediaKind: 'video', videoMediaId: seeded.videoMediaId });
    const withoutFile = await api.as(admin).patch(`/api/v1/admin/ad/${video._id}`, { videoMediaId: null });
    expect(withoutFile.status).toBe(400);
    expect((await listed(video._id)).videoMediaId).toBe(seeded.videoMediaId);
  });

  it('counts impressions and clicks per ad and Qatar day; the list shows the last 30 days', async () => {
    const ad = await createAd();
    const other = await createAd();
    expect(
      (
        await send([
          { adId: ad._id, kind: 'impression' },
          { adId: ad._id, kind: 'impression' },
          { adId: ad._id, kind: 'click' },
          { adId: other._id, kind: 'impression' },
        ])
      ).status,
    ).toBe(204);
    // 23:59 Qatar is still the 22nd; 00:00 is the 23rd.
    now = new Date('2026-11-22T20:59:00Z');
    await send([{ adId: ad._id, kind: 'impression' }]);
    now = new Date('2026-11-22T21:00:00Z');
    await send([
      { adId: ad._id, kind: 'impression' },
      { adId: ad._id, kind: 'click' },
    ]);

    expect((await listed(ad._id)).counts).toEqual({ impressions: 4, clicks: 2 });
    expect((await listed(other._id)).counts).toEqual({ impressions: 1, clicks: 0 });
    const daily = await api.as(admin).get(`/api/v1/admin/ad/${ad._id}/counts`);
    expect(daily.status).toBe(200);
    expect(daily.body.days).toEqual([
      { day: '2026-11-23', impressions: 1, clicks: 1 },
      { day: '2026-11-22', impressions: 3, clicks: 1 },
    ]);

    // Thirty days on, the 22nd has left the window; the 23rd is its first day.
    now = new Date('2026-12-22T12:00:00+03:00');
    // A month on, the session has lapsed: the admin signs in again.
    admin = await api.signIn(testAccounts.admin);
    expect((await api.as(admin).get(`/api/v1/admin/ad/${ad._id}/counts`)).body.days).toEqual([
      { day: '2026-11-23', impressions: 1, clicks: 1 },
    ]);
    expect((await listed(ad._id)).counts).toEqual({ impressions: 1, clicks: 1 });
  });

  it('drops the events of an ad that does not exist, and refuses a malformed beacon', async () => {
    const ad = await createAd();
    expect(
      (
        await send([
          { adId: UNKNOWN_AD, kind: 'impression' },
          { adId: ad._id, kind: 'click' },
        ])
      ).status,
    ).toBe(204);
    expect((await listed(ad._id)).counts).toEqual({ impressions: 0, clicks: 1 });
    expect((await send([{ adId: ad._id, kind: 'hover' }])).status).toBe(400);
    expect((await send([{ adId: 'not-an-id', kind: 'click' }])).status).toBe(400);
    expect((await send([])).status).toBe(400);
    expect((await send(Array.from({ length: 21 }, () => ({ adId: ad._id, kind: 'impression' })))).status).toBe(400);
    expect((await listed(ad._id)).counts).toEqual({ impressions: 0, clicks: 1 });
  });

  it("a deleted ad takes its counts with it; counts are the back office's only", async () => {
    const ad = await createAd();
    await send([{ adId: ad._id, kind: 'impression' }]);
    expect((await api.as(user).get(`/api/v1/admin/ad/${ad._id}/counts`)).status).toBe(403);
    expect((await api.as(undefined).get(`/api/v1/admin/ad/${ad._id}/counts`)).status).toBe(401);
    expect((await api.as(admin).delete(`/api/v1/admin/ad/${ad._id}`)).status).toBe(200);
    const gone = await api.as(admin, 'ar').get(`/api/v1/admin/ad/${ad._id}/counts`);
    expect(gone.status).toBe(404);
    expect(gone.body.title).toMatch(/[\u0600-\u06FF]/);
    expect(await api.db.select().from(adDailyCounts)).toEqual([]);
  });
});
