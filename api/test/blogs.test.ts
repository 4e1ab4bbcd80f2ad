import { blogCategories } from 'contracts/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs as seeds } from '../src/seed/data/blogs.ts';
import { allItems, slugsOf } from './helpers/paging.ts';
import { wordUnlikeNames } from './helpers/search-words.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

const expected = (keep: (seed: (typeof seeds)[number]) => boolean) =>
  seeds
    .filter(keep)
    .map((s) => s.slug)
    .sort();

describe.each(databaseTargets)('GET blogs on %s', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  it('pages with defaults and the total, newest first by default', async () => {
    const first = await api.get('/api/v1/blogs');
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: seeds.length });
    const all = await allItems(api, '/api/v1/blogs');
    const dates = all.map((b) => b.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(slugsOf(all)).toEqual(expected(() => true));
  });

  it('filters by every category', async () => {
    for (const category of blogCategories.values) {
      const items = await allItems(api, `/api/v1/blogs?category=${category}`);
      expect(slugsOf(items), category).toEqual(expected((s) => s.category === category));
      expect(items.length, `${category} has posts`).toBeGreaterThan(0);
    }
  });

  it('searches titles in both languages', async () => {
    const seed = seeds[3] as (typeof seeds)[number];
    const word = seed.title.en.split(/\s+/).find((w) => w.length >= 6) ?? seed.title.en;
    expect(slugsOf(await allItems(api, `/api/v1/blogs?title=${encodeURIComponent(word)}`))).toContain(seed.slug);
    const arWord = seed.title.ar.split(/\s+/).find((w) => w.length >= 4) ?? seed.title.ar;
    expect(slugsOf(await allItems(api, `/api/v1/blogs?title=${encodeURIComponent(arWord)}`, 'ar'))).toContain(
      seed.slug,
    );
  });

  it('matches titles only, never a word found only in an excerpt, in either language', async () => {
    const titles = seeds.flatMap((s) => [s.title.en, s.title.ar]);
    for (const lang of ['en', 'ar'] as const) {
      const word = wordUnlikeNames(
        seeds.map((s) => s.excerpt[lang]),
        titles,
      );
      expect(word, `a ${lang} excerpt word unlike any title`).toBeDefined();
      const found = await allItems(api, `/api/v1/blogs?title=${encodeURIComponent(word ?? '')}`, lang);
      expect(slugsOf(found), `"${word}" is in an excerpt, not a title`).toEqual([]);
    }
  });

  it('sorts by oldest, title and shortest read', async () => {
    const oldest = (await allItems(api, '/api/v1/blogs?sort=oldest')).map((b) => b.publishedAt);
    expect(oldest).toEqual([...oldest].sort());
    const titles = (await allItems(api, '/api/v1/blogs?sort=title')).map((b) => b.title.charAt(0).toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const minutes = (await allItems(api, '/api/v1/blogs?sort=shortest_read')).map((b) => b.minutesToRead);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it.each([
    ['category', 'astrology'],
    ['sort', 'popular'],
    ['page', '-1'],
  ])('refuses %s=%s with a 400 naming it', async (field, value) => {
    const response = await api.get(`/api/v1/blogs?${field}=${value}`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe(field);
  });

  it('gives one post with its Markdown body and its HTML in the language asked, and Blog Not Found otherwise', async () => {
    const [first] = await allItems(api, '/api/v1/blogs');
    const seed = seeds.find((s) => s.slug === first.slug);
    const detail = await api.get(`/api/v1/blog/${first._id}`, 'ar');
    expect(detail.body).toMatchObject({ title: seed?.title.ar, body: seed?.body.ar, author: seed?.author.ar });
    expect(detail.body.minutesToRead).toBeGreaterThanOrEqual(1);
    expect(detail.body.bodyHtml).toMatch(/^<(h2|p)>/);
    const missing = await api.get('/api/v1/blog/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'BLOG_NOT_FOUND', title: 'Blog Not Found' });
  });
});
