import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

describe.each(databaseTargets)('favorites and bookmarks on %s', (target) => {
  let api: TestApi;
  let token: string;
  let otherToken: string;
  let restaurantIds: string[];
  let shopId: string;

  beforeAll(async () => {
    let now = new Date('2026-11-22T10:00:00+03:00');
    api = await startTestApi(target, {
      clock: () => {
        now = new Date(now.getTime() + 1000);
        return now;
      },
    });
    token = await api.signIn(testAccounts.user);
    otherToken = await api.signIn(testAccounts.admin);
    restaurantIds = (await api.get('/api/v1/restaurants?limit=3&sort=name_asc')).body.items.map(
      (r: { _id: string }) => r._id,
    );
    shopId = (await api.get('/api/v1/shops?limit=1')).body.items[0]._id;
  });
  afterAll(() => api?.close());

  it('adds favorites and bookmarks; adding twice is harmless', async () => {
    const user = api.as(token);
    for (const id of restaurantIds.slice(0, 2)) {
      expect((await user.post('/api/v1/favorite', { itemType: 'restaurant', itemId: id })).status).toBe(200);
    }
    expect((await user.post('/api/v1/favorite', { itemType: 'restaurant', itemId: restaurantIds[0] })).status).toBe(
      200,
    );
    expect((await user.post('/api/v1/favorite', { itemType: 'shop', itemId: shopId })).status).toBe(200);
    expect((await user.post('/api/v1/bookmark', { itemType: 'shop', itemId: shopId })).body).toEqual({
      itemType: 'shop',
      itemId: shopId,
      saved: true,
    });
  });

  it('lists them newest first with localised cards, filtered by type', async () => {
    const user = api.as(token);
    const all = await api.as(token, 'ar').get('/api/v1/favorites');
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((i: { itemId: string }) => i.itemId)).toEqual([
      shopId,
      restaurantIds[1],
      restaurantIds[0],
    ]);
    expect(all.body.items[0].listing.name).toMatch(/[\u0600-\u06FF]/);
    expect(all.body.items[0].listing.isFavorite).toBe(true);
    expect(all.body.items[0].listing.isBookmarked).toBe(true);
    const restaurantsOnly = await user.get('/api/v1/favorites?itemType=restaurant&limit=1');
    expect(restaurantsOnly.body).toMatchObject({ total: 2, limit: 1 });
    expect(restaurantsOnly.body.items).toHaveLength(1);
    expect((await user.get('/api/v1/bookmarks')).body.total).toBe(1);
  });

  it('marks saved listings in lists and details for their owner only', async () => {
    const mine = await api.as(token).get('/api/v1/restaurants?limit=3&sort=name_asc');
    expect(mine.body.items.map((r: { isFavorite: boolean }) => r.isFavorite)).toEqual([true, true, false]);
    const detail = await api.as(token).get(`/api/v1/shop/${shopId}`);
    expect(detail.body).toMatchObject({ isFavorite: true, isBookmarked: true });
    const someoneElse = await api.as(otherToken).get(`/api/v1/shop/${shopId}`);
    expect(someoneElse.body).toMatchObject({ isFavorite: false, isBookmarked: false });
    const visitor = await api.get('/api/v1/restaurants?limit=3&sort=name_asc');
    expect(visitor.body.items.every((r: { isFavorite: boolean }) => !r.isFavorite)).toBe(true);
    expect((await api.as(otherToken).get('/api/v1/favorites')).body.total).toBe(0);
  });

  it('removes one, and says so', async () => {
    const user = api.as(token);
    const removed = await user.delete(`/api/v1/favorite/restaurant/${restaurantIds[0]}`);
    expect(removed.body).toMatchObject({ removed: true });
    expect((await user.delete(`/api/v1/favorite/restaurant/${restaurantIds[0]}`)).body.removed).toBe(false);
    expect((await user.get('/api/v1/favorites')).body.total).toBe(2);
  });

  it('refuses a listing that does not exist, a bad type, and visitors', async () => {
    const user = api.as(token);
    const missing = await user.post('/api/v1/favorite', {
      itemType: 'restaurant',
      itemId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('LISTING_NOT_FOUND');
    const wrongKind = await user.post('/api/v1/favorite', { itemType: 'shop', itemId: restaurantIds[1] });
    expect(wrongKind.status).toBe(404);
    expect((await user.post('/api/v1/bookmark', { itemType: 'blog', itemId: shopId })).status).toBe(400);
    expect((await user.get('/api/v1/favorites?itemType=car')).status).toBe(400);
    expect((await api.get('/api/v1/favorites')).status).toBe(401);
    expect((await api.post('/api/v1/favorite', { itemType: 'shop', itemId: shopId })).status).toBe(401);
  });
});
