/**
 * The back office's command palette: restaurants, gift shops, posts, ads and users found by name or
 * title in either language (typos forgiven as the lists forgive them), a few of each kind, for
 * administrators only, bad queries refused in the request's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

type Hit = { kind: string; _id: string; title: { en: string; ar: string }; detail: string | null };

describe.each(databaseTargets)('finding anything in the back office on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  const find = async (q: string, lang: 'en' | 'ar' = 'en') => {
    const answer = await api.as(admin, lang).get(`/api/v1/admin/search?q=${encodeURIComponent(q)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.hits as Hit[];
  };

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  it('finds a restaurant by its English or Arabic name, a misspelt one too', async () => {
    for (const q of ['Saffron House', 'بيت الزعفران', 'Safron House']) {
      const hits = await find(q);
      expect(hits[0], q).toMatchObject({ kind: 'restaurant', title: { en: 'Corniche Saffron House' } });
    }
  });

  it('finds a gift shop, a post, an ad and a user, each under its kind', async () => {
    expect(await find('زهور الخليج')).toContainEqual(
      expect.objectContaining({ kind: 'shop', title: expect.objectContaining({ en: 'Bloom & Bay Florist' }) }),
    );
    expect(await find('Souq Waqif')).toContainEqual(
      expect.objectContaining({
        kind: 'blog',
        title: expect.objectContaining({ en: "A First-Timer's Dining Guide to Souq Waqif" }),
      }),
    );
    const ads = (await find('هدايا العيد')).filter((hit) => hit.kind === 'ad');
    expect(ads[0]).toMatchObject({ title: { en: 'Eid gifts, delivered the same day' }, detail: 'shop' });
    const byEmail = (await find(testAccounts.user.email.toUpperCase())).filter((hit) => hit.kind === 'user');
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]?.detail).toBe(testAccounts.user.email);
  });

  it('lists at most five of a kind, takes LIKE wildcards literally, and finds nothing for nonsense', async () => {
    const many = await find('a');
    for (const kind of ['restaurant', 'shop', 'blog', 'ad', 'user'])
      expect(many.filter((hit) => hit.kind === kind).length, kind).toBeLessThanOrEqual(5);
    expect((await find('%')).filter((hit) => hit.kind === 'user')).toEqual([]);
    expect(await find('zzqxv')).toEqual([]);
  });

  it('refuses an empty or too long query in the request’s language, and is for administrators only', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const refused = await api.as(admin, 'ar').get(`/api/v1/admin/search?q=${encodeURIComponent(q)}`);
      expect(refused.status, q).toBe(400);
      expect(refused.body.title).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await api.as(user).get('/api/v1/admin/search?q=gift')).status).toBe(403);
    expect((await api.as(undefined).get('/api/v1/admin/search?q=gift')).status).toBe(401);
  });
});
