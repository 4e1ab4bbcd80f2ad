import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, users } from '../src/db/schema.ts';
import { blogs as blogSeeds } from '../src/seed/data/blogs.ts';
import { restaurants as restaurantSeeds } from '../src/seed/data/restaurants.ts';
import { shops as shopSeeds } from '../src/seed/data/shops.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const restaurantDraft = () => {
  const { slug: _slug, ...rest } = restaurantSeeds[0] as (typeof restaurantSeeds)[number];
  return { ...rest, slug: 'new-majlis-grill', name: { en: 'New Majlis Grill', ar: 'مشاوي المجلس الجديد' } };
};

describe.each(databaseTargets)('administration on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => new Date('2026-11-22T12:00:00+03:00') });
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  it('creates, reads, updates and deletes a restaurant in both languages; slugs stay unique', async () => {
    const sameKind = `/api/v1/restaurants?cuisineTypes=${restaurantDraft().cuisineTypes[0]}`;
    const before = (await api.get(sameKind)).body.total;
    const created = await api.as(admin).post('/api/v1/admin/restaurant', restaurantDraft());
    // List totals are remembered for a while, but an admin write forgets them at once.
    expect((await api.get(sameKind)).body.total).toBe(before + 1);
    expect(created.status).toBe(201);
    expect(created.body.name).toEqual({ en: 'New Majlis Grill', ar: 'مشاوي المجلس الجديد' });
    const id = created.body._id;
    const publicView = await api.get(`/api/v1/restaurant/${id}`, 'ar');
    expect(publicView.body.name).toBe('مشاوي المجلس الجديد');
    const found = await api.get('/api/v1/restaurants?businessName=majlis%20jadeed&limit=50');
    expect(found.status).toBe(200);

    const duplicate = await api.as(admin).post('/api/v1/admin/restaurant', restaurantDraft());
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('SLUG_TAKEN');
    const taken = await api.as(admin).put(`/api/v1/admin/restaurant/${id}`, {
      ...restaurantDraft(),
      slug: restaurantSeeds[1]?.slug,
      version: created.body.version,
    });
    expect(taken.status).toBe(409);

    const updated = await api.as(admin).put(`/api/v1/admin/restaurant/${id}`, {
      ...restaurantDraft(),
      featured: true,
      pricing: 'high',
      version: created.body.version,
    });
    expect(updated.body).toMatchObject({ featured: true, pricing: 'high', version: created.body.version + 1 });
    const list = await api.as(admin).get('/api/v1/admin/restaurants?businessName=New%20Majlis');
    expect(list.body.items.map((r: { _id: string }) => r._id)).toContain(id);
    const byCategory = await api
      .as(admin)
      .get(`/api/v1/admin/restaurants?businessCategory=${restaurantDraft().cuisineTypes[0]}&limit=50`);
    expect(byCategory.body.items.map((r: { _id: string }) => r._id)).toContain(id);

    await api.as(user).post('/api/v1/favorite', { itemType: 'restaurant', itemId: id });
    await api.as(user).post('/api/v1/bookmark', { itemType: 'restaurant', itemId: id });
    // To the trash: gone for visitors, saves kept (shown as no longer available) until the purge.
    expect((await api.as(admin).delete(`/api/v1/admin/restaurant/${id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/restaurant/${id}`)).status).toBe(404);
    expect((await api.get(sameKind)).body.total).toBe(before);
    expect(await api.db.select().from(favorites).where(eq(favorites.itemId, id))).toHaveLength(1);
    // Deleting what is already in the trash changes nothing.
    expect((await api.as(admin).delete(`/api/v1/admin/restaurant/${id}`)).status).toBe(204);
  });

  it('names the field of a bad listing, in the request language', async () => {
    const response = await api.request('POST', '/api/v1/admin/restaurant', {
      token: admin,
      lang: 'ar',
      body: { ...restaurantDraft(), slug: 'x-2', cuisineTypes: ['martian'], name: { en: 'X', ar: '' } },
    });
    expect(response.status).toBe(400);
    const fields = response.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['cuisineTypes', 'name.ar']));
    expect(response.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('administers gift shops and blogs the same way', async () => {
    const { slug: _s, ...shop } = shopSeeds[0] as (typeof shopSeeds)[number];
    const createdShop = await api.as(admin).post('/api/v1/admin/shop', { ...shop, slug: 'new-rose-house' });
    expect(createdShop.status).toBe(201);
    const shops = await api.as(admin).get(`/api/v1/admin/shops?shopCategory=${shop.categories[0]}&limit=50`);
    expect(shops.body.items.map((s: { slug: string }) => s.slug)).toContain('new-rose-house');
    expect((await api.as(admin).delete(`/api/v1/admin/shop/${createdShop.body._id}`)).status).toBe(204);

    const { slug: _b, publishedAt: _p, ...seed } = blogSeeds[0] as (typeof blogSeeds)[number];
    const blog = { ...seed, status: 'published' };
    const createdBlog = await api.as(admin).post('/api/v1/admin/blog', { ...blog, slug: 'a-new-post' });
    expect(createdBlog.status).toBe(201);
    expect(createdBlog.body.minutesToRead.en).toBeGreaterThan(0);
    expect(createdBlog.body.minutesToRead.ar).toBeGreaterThan(0);
    const edited = await api.as(admin).put(`/api/v1/admin/blog/${createdBlog.body._id}`, {
      ...blog,
      slug: 'a-new-post',
      category: 'gaming',
      version: createdBlog.body.version,
    });
    expect(edited.body.category).toBe('gaming');
    const titled = await api
      .as(admin)
      .get(`/api/v1/admin/blogs?title=${encodeURIComponent(blog.title.en.split(' ')[0] ?? '')}`);
    expect(titled.body.total).toBeGreaterThan(0);
    expect((await api.as(admin).delete(`/api/v1/admin/blog/${createdBlog.body._id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/blog/${createdBlog.body._id}`)).status).toBe(404);
  });

  it('manages ads and the playback setting of a category', async () => {
    const created = await api.as(admin).post('/api/v1/admin/ad', {
      category: 'blog',
      title: { en: 'Read more in Arabic', ar: 'اقرأ المزيد بالعربية' },
      targetUrl: '/blogs',
      activeFrom: '2026-11-01',
      activeTo: '2026-12-31',
    });
    expect(created.status).toBe(201);
    expect((await api.get('/api/v1/ads?category=blog')).body.items.map((a: { _id: string }) => a._id)).toContain(
      created.body._id,
    );
    const paused = await api.as(admin).patch(`/api/v1/admin/ad/${created.body._id}`, { status: 'paused' });
    expect(paused.body.status).toBe('paused');
    expect((await api.get('/api/v1/ads?category=blog')).body.items.map((a: { _id: string }) => a._id)).not.toContain(
      created.body._id,
    );
    expect((await api.as(admin).get('/api/v1/admin/ads?category=blog')).body.items.length).toBeGreaterThan(1);

    // A PATCH changes only what it names: renaming a paused video ad keeps it paused and a video.
    const video = await api.as(admin).post('/api/v1/admin/ad', {
      category: 'home',
      title: { en: 'Evening menu', ar: 'قائمة المساء' },
      targetUrl: 'https://example.qa/menu',
      activeFrom: '2026-11-01',
      activeTo: '2026-11-30',
      status: 'paused',
      mediaKind: 'video',
      videoMediaId: (await api.as(admin).get('/api/v1/admin/ads?category=home')).body.items.find(
        (ad: { videoMediaId: string | null }) => ad.videoMediaId,
      ).videoMediaId,
    });
    expect(video.status).toBe(201);
    const renamed = await api.as(admin).patch(`/api/v1/admin/ad/${video.body._id}`, {
      title: { en: 'Late menu', ar: 'قائمة متأخرة' },
    });
    expect(renamed.status).toBe(200);
    const readBack = (await api.as(admin).get('/api/v1/admin/ads?category=home')).body.items.find(
      (ad: { _id: string }) => ad._id === video.body._id,
    );
    const { title: _before, updatedAt: _updatedBefore, ...unchanged } = video.body;
    expect(readBack).toMatchObject({ ...unchanged, title: { en: 'Late menu', ar: 'قائمة متأخرة' } });
    expect((await api.as(admin).delete(`/api/v1/admin/ad/${created.body._id}`)).status).toBe(200);
    expect((await api.as(admin).delete(`/api/v1/admin/ad/${created.body._id}`)).body.code).toBe('AD_NOT_FOUND');

    expect((await api.as(admin).patch('/api/v1/admin/playback/blog', { playback: 'autoplay' })).status).toBe(200);
    expect((await api.get('/api/v1/playback')).body.blog).toBe('autoplay');
    expect((await api.as(admin).patch('/api/v1/admin/playback/blog', { playback: 'loud' })).status).toBe(400);
    expect((await api.as(admin).patch('/api/v1/admin/playback/billboard', { playback: 'off' })).status).toBe(400);
  });

  it('lists users by email and role, changes roles, and never loses the last admin', async () => {
    const list = await api.as(admin).get('/api/v1/admin/all-users?userPerPage=1&role=user');
    expect(list.body).toMatchObject({ userPerPage: 1, total: 1 });
    const byEmail = await api.as(admin).get('/api/v1/admin/all-users?email=USER@test');
    expect(byEmail.body.items.map((u: { email: string }) => u.email)).toEqual([testAccounts.user.email]);
    const [me] = await api.db.select().from(users).where(eq(users.email, testAccounts.admin.email));
    const [plain] = await api.db.select().from(users).where(eq(users.email, testAccounts.user.email));
    const adminId = me?.id ?? '';
    const userId = plain?.id ?? '';

    expect((await api.as(admin).put(`/api/v1/admin/user/${adminId}`, { role: 'user' })).body.code).toBe(
      'CANNOT_CHANGE_SELF',
    );
    expect((await api.as(admin).delete(`/api/v1/admin/user/${adminId}`)).body.code).toBe('CANNOT_CHANGE_SELF');

    const promoted = await api.as(admin).put(`/api/v1/admin/user/${userId}`, { role: 'admin' });
    expect(promoted.body.user.role).toBe('admin');
    const secondAdmin = await api.signIn(testAccounts.user);
    expect((await api.as(secondAdmin).put(`/api/v1/admin/user/${adminId}`, { role: 'business' })).status).toBe(200);
    // Now the promoted user is the only admin: the first admin (a business now) is refused.
    expect((await api.as(admin).get('/api/v1/admin/statistics')).status).toBe(403);
    expect((await api.as(secondAdmin).delete(`/api/v1/admin/user/${adminId}`)).status).toBe(200);
    expect((await api.as(secondAdmin).get(`/api/v1/admin/user/${adminId}`)).body.code).toBe('USER_NOT_FOUND');
    const [onlyAdmin] = await api.db.select().from(users).where(eq(users.role, 'admin'));
    expect(onlyAdmin?.id).toBe(userId);
  });

  it('reads contact messages with a read state, and the statistics', async () => {
    const token = (await api.db.select().from(users).where(eq(users.role, 'admin')))[0]
      ? await api.signIn(testAccounts.user)
      : '';
    await api.post('/api/v1/contact/', {
      name: 'Fatma',
      email: 'fatma@example.qa',
      phoneNumber: '97455000000',
      subject: 'Advertising',
      message: 'How can I advertise my flower shop?',
    });
    const unread = await api.as(token).get('/api/v1/admin/messages?unread=true');
    expect(unread.body.total).toBe(1);
    const marked = await api.as(token).patch(`/api/v1/admin/message/${unread.body.items[0]._id}`, { read: true });
    expect(marked.body.read).toBe(true);
    expect((await api.as(token).get('/api/v1/admin/messages?unread=true')).body.total).toBe(0);

    const stats = await api.as(token).get('/api/v1/admin/statistics');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      restaurants: restaurantSeeds.length,
      shops: shopSeeds.length,
      blogs: blogSeeds.length,
      contactMessages: 1,
      unreadMessages: 0,
    });
    expect(stats.body.users.byRole.admin).toBe(1);
    expect(stats.body.signUpsPerWeek).toHaveLength(12);
    expect(stats.body.activeAds).toBeGreaterThan(0);

    // Listings per area and per category, counted from the seed the other way round.
    const areaCount = (seeds: { area: string }[], area: string) => seeds.filter((seed) => seed.area === area).length;
    const byArea = stats.body.listingsByArea as { area: string; restaurants: number; shops: number }[];
    expect(byArea.reduce((sum, row) => sum + row.restaurants, 0)).toBe(restaurantSeeds.length);
    expect(byArea.reduce((sum, row) => sum + row.shops, 0)).toBe(shopSeeds.length);
    for (const row of byArea) {
      expect(row).toEqual({
        area: row.area,
        restaurants: areaCount(restaurantSeeds, row.area),
        shops: areaCount(shopSeeds, row.area),
      });
    }
    const totals = byArea.map((row) => row.restaurants + row.shops);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const cuisineCounts = stats.body.listingsByCategory.restaurants as { category: string; count: number }[];
    expect(cuisineCounts.length).toBeGreaterThan(0);
    expect(cuisineCounts.length).toBeLessThanOrEqual(8);
    for (const { category, count } of cuisineCounts) {
      expect(count).toBe(restaurantSeeds.filter((seed) => (seed.cuisineTypes as string[]).includes(category)).length);
    }
    const shopCounts = stats.body.listingsByCategory.shops as { category: string; count: number }[];
    for (const { category, count } of shopCounts) {
      expect(count).toBe(shopSeeds.filter((seed) => (seed.categories as string[]).includes(category)).length);
    }
  });
});
