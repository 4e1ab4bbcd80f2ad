/**
 * Advertisements in the back office: a PATCH changes only the fields it names, the
 * playback setting per category, and active windows counted in Qatar days (UTC+3, no DST).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivity, playbackSettings } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

describe.each(databaseTargets)('ads in the back office on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  let now = new Date('2026-11-22T12:00:00+03:00');
  const createAd = async (fields: Record<string, unknown>) => {
    const created = await api.as(admin).post('/api/v1/admin/ad', {
      category: 'home',
      title: { en: 'Window ad', ar: 'إعلان النافذة' },
      targetUrl: '/blogs',
      activeFrom: '2026-11-01',
      activeTo: '2026-12-31',
      ...fields,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { _id: string } & Record<string, unknown>;
  };
  const shown = async (id: string, category = 'home') =>
    (await api.get(`/api/v1/ads?category=${category}`)).body.items.some((ad: { _id: string }) => ad._id === id);

  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => now });
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('PATCH changes only the fields sent: a renamed paused video ad stays a paused video ad', async () => {
    const seededVideo = (await api.as(admin).get('/api/v1/admin/ads')).body.items.find(
      (ad: { videoMediaId: string | null }) => ad.videoMediaId,
    );
    const video = await createAd({
      videoMediaId: seededVideo.videoMediaId,
      category: 'restaurant',
      title: { en: 'Evening menu', ar: 'قائمة المساء' },
      targetUrl: 'https://example.qa/menu',
      activeFrom: '2026-11-05',
      activeTo: '2026-11-28',
      status: 'paused',
      mediaKind: 'video',
    });
    now = new Date(now.getTime() + 60_000);
    const renamed = await api.as(admin).patch(`/api/v1/admin/ad/${video._id}`, {
      title: { en: 'Late menu', ar: 'قائمة متأخرة' },
    });
    expect(renamed.status).toBe(200);
    const readBack = (await api.as(admin).get('/api/v1/admin/ads?category=restaurant')).body.items.find(
      (ad: { _id: string }) => ad._id === video._id,
    );
    const { title: _title, updatedAt: _updatedAt, version: _version, ...unchanged } = video;
    // Every other field, one by one, as it was created.
    for (const [field, value] of Object.entries(unchanged)) expect(readBack[field], field).toEqual(value);
    expect(readBack).toMatchObject({ status: 'paused', mediaKind: 'video', title: { en: 'Late menu' } });
    expect(await shown(video._id, 'restaurant')).toBe(false);
    // A lone date is checked against the stored other end of the window.
    const backwards = await api.as(admin, 'ar').patch(`/api/v1/admin/ad/${video._id}`, { activeTo: '2026-11-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('playback: unset categories play on click; only an admin sets it, audited, and visitors read it', async () => {
    await api.db.delete(playbackSettings).where(eq(playbackSettings.category, 'shop'));
    expect((await api.get('/api/v1/playback')).body.shop).toBe('click');

    expect((await api.as(undefined).patch('/api/v1/admin/playback/shop', { playback: 'off' })).status).toBe(401);
    expect((await api.as(user).patch('/api/v1/admin/playback/shop', { playback: 'off' })).status).toBe(403);
    const bad = await api.as(admin, 'ar').patch('/api/v1/admin/playback/shop', { playback: 'loud' });
    expect(bad.status).toBe(400);
    expect(bad.body.title).toMatch(/[\u0600-\u06FF]/);
    expect((await api.as(admin, 'ar').patch('/api/v1/admin/playback/billboard', { playback: 'off' })).status).toBe(400);
    expect((await api.get('/api/v1/playback')).body.shop).toBe('click');

    const set = await api.as(admin).patch('/api/v1/admin/playback/shop', { playback: 'off' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ category: 'shop', playback: 'off' });
    expect((await api.get('/api/v1/playback')).body.shop).toBe('off');
    const [entry] = await api.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityType, 'playback'), eq(adminActivity.entityId, 'shop')));
    expect(entry).toMatchObject({ action: expect.stringMatching(/create|update/) });
  });

  it('a window is whole Qatar days: its last day ends at 00:00 Qatar (21:00Z), its first starts at 00:00 Qatar', async () => {
    now = new Date('2026-11-22T12:00:00+03:00');
    const ad = await createAd({ activeFrom: '2026-11-24', activeTo: '2026-11-26' });
    const paused = await createAd({ activeFrom: '2026-11-24', activeTo: '2026-11-26', status: 'paused' });
    const at = async (iso: string) => {
      now = new Date(iso);
      return [await shown(ad._id), await shown(paused._id)];
    };
    // 23 Nov 23:59 Qatar: the day before the first.
    expect(await at('2026-11-23T20:59:59Z')).toEqual([false, false]);
    // 24 Nov 00:00 Qatar: the first day begins.
    expect(await at('2026-11-23T21:00:00Z')).toEqual([true, false]);
    // 26 Nov 23:59 Qatar: still the last day.
    expect(await at('2026-11-26T20:59:00Z')).toEqual([true, false]);
    // 27 Nov 00:00 Qatar: gone.
    expect(await at('2026-11-26T21:00:00Z')).toEqual([false, false]);
    now = new Date('2026-11-22T12:00:00+03:00');
  });
});
