/**
 * What the back office says of each ad against what visitors get: the state of an ad on the api's
 * day, its share of its category's views and the public `GET ads` from the one rule, and the seeded
 * video ads' files served as video.
 */
import { adCategories } from 'contracts/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

type ListedAd = { _id: string; title: { en: string }; state: string; share: number | null; mediaKind: string };

describe.each(databaseTargets)('which ads visitors see, as the back office tells it, on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let now = new Date('2026-11-22T12:00:00+03:00');
  const adminAds = async (category?: string) => {
    const response = await api.as(admin).get(`/api/v1/admin/ads${category ? `?category=${category}` : ''}`);
    expect(response.status).toBe(200);
    return response.body.items as ListedAd[];
  };
  const publicAds = async (category?: string) =>
    (await api.get(`/api/v1/ads${category ? `?category=${category}` : ''}`)).body.items as {
      _id: string;
      weight: number;
    }[];
  const publicIds = async (category?: string) => (await publicAds(category)).map((ad) => ad._id).sort();
  const markedIds = (ads: ListedAd[]) =>
    ads
      .filter((ad) => ad.share !== null)
      .map((ad) => ad._id)
      .sort();

  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => now });
    admin = await api.signIn(testAccounts.admin);
  });
  afterAll(() => api?.close());

  it('an ad whose window ended reads Ended, never Active, and is not shown', async () => {
    const rooftop = (await adminAds('restaurant')).find((ad) => ad.title.en.startsWith('Rooftop dinners'));
    expect(rooftop).toMatchObject({ status: 'active', state: 'ended', share: null });
    const engraved = (await adminAds('shop')).find((ad) => ad.title.en.startsWith('Engraved keepsakes'));
    expect(engraved).toMatchObject({ state: 'scheduled', share: null });
  });

  it('gives a share to exactly the ads the public endpoint gives, in each category and in all', async () => {
    for (const category of adCategories.values) {
      const listed = await adminAds(category);
      expect(markedIds(listed), category).toEqual(await publicIds(category));
      expect(markedIds(listed).length, category).toBeGreaterThan(0);
      const shares = listed.flatMap((ad) => (ad.share === null ? [] : [ad.share]));
      expect(
        shares.reduce((sum, share) => sum + share, 0),
        category,
      ).toBeCloseTo(1);
    }
    expect(markedIds(await adminAds())).toEqual(await publicIds());
    // The dashboard's count of running ads is the list's.
    const stats = await api.as(admin).get('/api/v1/admin/statistics');
    expect(stats.body.activeAds).toBe((await adminAds()).filter((ad) => ad.state === 'running').length);
  });

  it('every running ad of a category is in rotation, its share its priority over theirs; a paused one leaves it', async () => {
    const shop = await adminAds('shop');
    // Both the Eid and the flowers ad run: visitors get each in turn, neither hidden behind the newer.
    const eid = shop.find((ad) => ad.title.en.startsWith('Eid gifts'));
    const flowers = shop.find((ad) => ad.title.en.startsWith('Fresh flowers'));
    expect(eid).toMatchObject({ state: 'running', share: 0.5 });
    expect(flowers).toMatchObject({ state: 'running', share: 0.5 });

    now = new Date('2026-11-23T12:00:00+03:00');
    const created = await api.as(admin).post('/api/v1/admin/ad', {
      category: 'shop',
      title: { en: 'National Day gifts', ar: 'هدايا اليوم الوطني' },
      targetUrl: '/listings/gift-shops',
      activeFrom: '2026-11-23',
      activeTo: '2026-12-31',
      priority: 10,
    });
    expect(created.status).toBe(201);
    // 10 against 5 and 5: half of the shop pages' views.
    expect(created.body).toMatchObject({ state: 'running', priority: 10, share: 0.5 });
    const listed = await publicAds('shop');
    expect(listed[0]).toMatchObject({ _id: created.body._id, weight: 10 });
    expect(listed.map((ad) => ad.weight)).toEqual([10, 5, 5]);
    expect(markedIds(await adminAds('shop'))).toEqual(await publicIds('shop'));

    // Paused, it leaves the rotation: the others share the views again.
    const paused = await api.request('PATCH', `/api/v1/admin/ad/${created.body._id}`, {
      token: admin,
      body: { status: 'paused' },
    });
    expect(paused.body).toMatchObject({ state: 'paused', share: null });
    expect(markedIds(await adminAds('shop'))).toEqual(await publicIds('shop'));
    expect((await adminAds('shop')).find((ad) => ad.title.en.startsWith('Eid gifts'))?.share).toBe(0.5);
  });

  it('a state follows the Qatar day: scheduled until its first day, ended after its last', async () => {
    now = new Date('2026-11-22T12:00:00+03:00');
    const created = await api.as(admin).post('/api/v1/admin/ad', {
      category: 'blog',
      title: { en: 'Short window', ar: 'فترة قصيرة' },
      targetUrl: '/blogs',
      activeFrom: '2026-11-24',
      activeTo: '2026-11-25',
    });
    const stateAt = async (iso: string) => {
      now = new Date(iso);
      return (await adminAds('blog')).find((ad) => ad._id === created.body._id)?.state;
    };
    expect(await stateAt('2026-11-23T20:59:59Z')).toBe('scheduled');
    expect(await stateAt('2026-11-23T21:00:00Z')).toBe('running');
    expect(await stateAt('2026-11-25T20:59:59Z')).toBe('running');
    expect(await stateAt('2026-11-25T21:00:00Z')).toBe('ended');
    now = new Date('2026-11-22T12:00:00+03:00');
  });

  it('the seeded video ad visitors see has a video file, served as video', async () => {
    const [home] = (await api.get('/api/v1/ads?category=home')).body.items;
    expect(home).toMatchObject({ mediaKind: 'video', videoSrc: expect.stringMatching(/^\/media\//) });
    const whole = await fetch(`${api.address}${home.videoSrc}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = Buffer.from(await whole.arrayBuffer());
    // A WebM (Matroska) file begins with its EBML header.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.byteLength).toBeGreaterThan(1000);
    // Players read a video by ranges.
    const part = await fetch(`${api.address}${home.videoSrc}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');

    const videoAds = (await adminAds()).filter((ad) => ad.mediaKind === 'video');
    expect(videoAds.length).toBeGreaterThan(1);
    for (const ad of videoAds) expect(ad).toMatchObject({ videoMediaId: expect.any(String) });
  });
});
