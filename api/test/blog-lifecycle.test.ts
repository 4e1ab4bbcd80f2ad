/**
 * A blog post's life: drafts, scheduled and trashed posts never reach visitors, a
 * scheduled post appears once the api's clock passes its time; the back office's list, version,
 * trash, restore and purge as for listings; and the clock the e2e journeys drive.
 */

import { qatarDateTime } from 'contracts/opening-hours';
import { SYSTEM_ACTOR_ID } from 'contracts/schemas/activity';
import { TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { adminActivity, blogs } from '../src/db/schema.ts';
import { purgeTrash } from '../src/modules/trash/trash-purge.ts';
import { blogs as blogSeeds } from '../src/seed/data/blogs.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';
import { testClock } from './helpers/test-clock.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const { slug: _slug, publishedAt: _at, ...seed } = blogSeeds[0] as (typeof blogSeeds)[number];
/** A word in every post this file writes, so the public list can be asked for exactly them. */
const MARK = 'quokkamark';

describe.each(databaseTargets)('blog lifecycle on %s', (target) => {
  let api: TestApi;
  let admin: string;
  const clock = testClock('2026-11-22T12:00:00+03:00');
  const post = (slug: string, extra: Record<string, unknown> = {}) => ({
    ...seed,
    slug,
    title: { en: `${seed.title.en} ${MARK} ${slug}`, ar: seed.title.ar },
    status: 'published',
    ...extra,
  });
  const create = async (slug: string, extra: Record<string, unknown> = {}) => {
    clock.tick();
    const created = await api.as(admin).post('/api/v1/admin/blog', post(slug, extra));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { _id: string; version: number; state: string } & Record<string, unknown>;
  };
  /** The form's body from a post read back: what the back office sends to PUT. */
  const editable = (view: Record<string, unknown>) => {
    const { _id, createdAt, updatedAt, minutesToRead, state, deletedAt, ...body } = view;
    return body as Record<string, unknown> & { version: number };
  };
  const ids = (body: { items: { _id: string }[] }) => body.items.map((item) => item._id);
  const publicIds = async (query = '') => ids((await api.get(`/api/v1/blogs?title=${MARK}&limit=50${query}`)).body);
  const entriesOf = (id: string) =>
    api.db.select().from(adminActivity).where(eq(adminActivity.entityId, id)).orderBy(adminActivity.seq);

  beforeAll(async () => {
    api = await startTestApi(target, { clock: clock.now });
    admin = await api.signIn(testAccounts.admin);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('shows visitors only published posts whose time has come; a scheduled one appears at its time', async () => {
    const draft = await create('life-draft', { status: 'draft' });
    const scheduled = await create('life-scheduled', {
      publishedAt: qatarDateTime(new Date(clock.now().getTime() + HOUR_MS)),
    });
    const published = await create('life-published');
    expect([draft.state, scheduled.state, published.state]).toEqual(['draft', 'scheduled', 'published']);

    expect(await publicIds()).toEqual([published._id]);
    // Related posts and the home teaser are the list by category and newest first.
    expect(await publicIds(`&category=${seed.category}&sort=newest`)).toEqual([published._id]);
    expect((await api.get(`/api/v1/blog/${published._id}`)).status).toBe(200);
    for (const hidden of [draft, scheduled]) {
      const answer = await api.get(`/api/v1/blog/${hidden._id}`, 'ar');
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('BLOG_NOT_FOUND');
    }

    // Nothing happens but the clock passing the scheduled time.
    clock.tick(HOUR_MS);
    expect((await publicIds()).sort()).toEqual([published._id, scheduled._id].sort());
    expect((await api.get(`/api/v1/blog/${scheduled._id}`)).status).toBe(200);
    const state = (await api.as(admin).get(`/api/v1/admin/blog/${scheduled._id}`)).body.state;
    expect(state).toBe('published');
    expect((await api.get(`/api/v1/blog/${draft._id}`)).status).toBe(404);

    // The trash hides a post from visitors at once; restoring brings it back.
    expect((await api.as(admin).delete(`/api/v1/admin/blog/${published._id}`)).status).toBe(204);
    expect(await publicIds()).toEqual([scheduled._id]);
    expect((await api.get(`/api/v1/blog/${published._id}`)).status).toBe(404);
    expect((await api.as(admin).post(`/api/v1/admin/blog/${published._id}/restore`)).status).toBe(200);
    expect((await api.get(`/api/v1/blog/${published._id}`)).status).toBe(200);
  });

  it('lists by state at the clock, trash apart, drafts first then newest publication', async () => {
    const draft = await create('list-draft', { status: 'draft' });
    const scheduled = await create('list-scheduled', {
      publishedAt: qatarDateTime(new Date(clock.now().getTime() + DAY_MS)),
    });
    const older = await create('list-older', { publishedAt: qatarDateTime(new Date(clock.now().getTime() - DAY_MS)) });
    const trashed = await create('list-trashed');
    expect((await api.as(admin).delete(`/api/v1/admin/blog/${trashed._id}`)).status).toBe(204);
    const mine = [draft._id, scheduled._id, older._id, trashed._id];
    // Other tests' posts are in the list too: only these four are looked at, in the list's order.
    const list = async (query: string) =>
      ids((await api.as(admin).get(`/api/v1/admin/blogs?limit=100${query}`)).body).filter((id) => mine.includes(id));

    expect(await list('')).toEqual([draft._id, scheduled._id, older._id]);
    expect(await list('&status=draft')).toEqual([draft._id]);
    expect(await list('&status=scheduled')).toEqual([scheduled._id]);
    expect(await list('&status=published')).toEqual([older._id]);
    expect(await list('&trash=true')).toEqual([trashed._id]);
    expect(await list(`&category=${seed.category}&status=draft`)).toEqual([draft._id]);
    const whole = await api.as(admin).get('/api/v1/admin/blogs?limit=4');
    const paged = await api.as(admin).get('/api/v1/admin/blogs?limit=2&page=2');
    expect(paged.body).toMatchObject({ total: whole.body.total, page: 2, limit: 2 });
    expect(ids(paged.body)).toEqual(ids(whole.body).slice(2));
    // No time yet sorts first: the newest drafts lead the list.
    expect(whole.body.items[0].state).toBe('draft');
    const bad = await api.as(admin, 'ar').get('/api/v1/admin/blogs?status=archived');
    expect(bad.status).toBe(400);
    expect(bad.body.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('edits against a version: a stale one is 409 VERSION_CONFLICT with the current post', async () => {
    const created = await create('version-post');
    expect(created.version).toBe(1);
    const body = editable(created);
    clock.tick();
    const first = await api.as(admin).put(`/api/v1/admin/blog/${created._id}`, { ...body, category: 'gaming' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await api.as(admin, 'ar').put(`/api/v1/admin/blog/${created._id}`, { ...body, category: 'travel' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    expect(stale.body.current).toMatchObject({ _id: created._id, version: 2, category: 'gaming' });
    expect(stale.body.title).toMatch(/[\u0600-\u06FF]/);
    const missing = await api.as(admin).put(`/api/v1/admin/blog/${created._id}`, { ...body, version: undefined });
    expect(missing.status).toBe(400);
    // Minutes to read stay the api's, whatever is sent.
    expect(first.body.minutesToRead).toEqual(created.minutesToRead);
  });

  it('serves the body as sanitised HTML in the language asked, rendered again after an edit', async () => {
    const created = await create('html-post', {
      body: {
        en: '## Karak\n\nTea <script>window.hacked = 1</script><img src="x.webp" alt="" onerror="alert(2)"> [go](javascript:alert(3))\n\n<form action="https://evil.example"><input name="password"><button>Sign in</button></form>\n\n<p style="position:fixed">Fixed</p><style>body{display:none}</style>',
        ar: '## كرك\n\nشاي',
      },
    });
    const english = (await api.get(`/api/v1/blog/${created._id}`)).body as { body: string; bodyHtml: string };
    expect(english.body).toContain('## Karak');
    expect(english.bodyHtml).toContain('<h2>Karak</h2>');
    expect(english.bodyHtml).toContain('src="x.webp"');
    expect(english.bodyHtml).not.toMatch(/<script|onerror|javascript:|hacked/i);
    // No restyling of the page and no form of its own (a sign-in that is not the site's).
    expect(english.bodyHtml).not.toMatch(/<style|style=|<form|<input|<button|display:none/i);
    expect(english.bodyHtml).toContain('Fixed');
    const arabic = (await api.get(`/api/v1/blog/${created._id}`, 'ar')).body as { bodyHtml: string };
    expect(arabic.bodyHtml).toContain('<h2>كرك</h2>');
    clock.tick();
    const body = editable(created);
    const edited = await api.as(admin).put(`/api/v1/admin/blog/${created._id}`, {
      ...body,
      body: { en: '## Chebab', ar: '## جباب' },
    });
    expect(edited.status).toBe(200);
    expect((await api.get(`/api/v1/blog/${created._id}`)).body.bodyHtml).toContain('<h2>Chebab</h2>');
  });

  it('trash and restore are idempotent, move the version on and are audited once each', async () => {
    const created = await create('trash-post');
    const url = `/api/v1/admin/blog/${created._id}`;
    expect((await api.as(admin).delete(url)).status).toBe(204);
    expect((await api.as(admin).delete(url)).status).toBe(204);
    const inTrash = (await api.as(admin).get(url)).body;
    expect(inTrash.version).toBe(2);
    expect(inTrash.deletedAt).not.toBeNull();
    const restored = await api.as(admin).post(`${url}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, deletedAt: null });
    expect((await api.as(admin).post(`${url}/restore`)).body.version).toBe(3);
    const actions = (await entriesOf(created._id)).map((e) => [e.entityType, e.action]);
    expect(actions).toEqual([
      ['blog', 'create'],
      ['blog', 'delete'],
      ['blog', 'restore'],
    ]);
    expect((await api.as(admin).post('/api/v1/admin/blog/00000000-0000-4000-8000-000000000000/restore')).status).toBe(
      404,
    );
  });

  it('a slug held by a trashed post is 409 SLUG_IN_TRASH on create and edit, in the request language', async () => {
    const trashed = await create('held-in-trash');
    expect((await api.as(admin).delete(`/api/v1/admin/blog/${trashed._id}`)).status).toBe(204);
    const again = await api.as(admin, 'ar').post('/api/v1/admin/blog', post('held-in-trash'));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SLUG_IN_TRASH');
    expect(again.body.title).toMatch(/[\u0600-\u06FF]/);
    const other = await create('wants-trashed-slug');
    const edit = await api.as(admin).put(`/api/v1/admin/blog/${other._id}`, {
      ...editable(other),
      slug: 'held-in-trash',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('SLUG_IN_TRASH');
    const live = await api.as(admin).post('/api/v1/admin/blog', post('wants-trashed-slug'));
    expect(live.status).toBe(409);
    expect(live.body.code).toBe('SLUG_TAKEN');
  });

  it(`purges trashed posts after ${TRASH_RETENTION_DAYS} days, recorded by the system`, async () => {
    const created = await create('purge-post');
    expect((await api.as(admin).delete(`/api/v1/admin/blog/${created._id}`)).status).toBe(204);
    clock.tick((TRASH_RETENTION_DAYS - 1) * DAY_MS);
    await purgeTrash(api.db, api.app.clock());
    expect(await api.db.select().from(blogs).where(eq(blogs.id, created._id))).toHaveLength(1);
    clock.tick(2 * DAY_MS);
    expect(await purgeTrash(api.db, api.app.clock())).toBeGreaterThanOrEqual(1);
    expect(await api.db.select().from(blogs).where(eq(blogs.id, created._id))).toHaveLength(0);
    const [entry] = await api.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityId, created._id), eq(adminActivity.action, 'purge')));
    expect(entry).toMatchObject({ actorId: SYSTEM_ACTOR_ID, entityType: 'blog' });
    expect(entry?.changes).toMatchObject({ slug: { before: 'purge-post', after: null } });
  });

  it('gives each language the minutes its own body takes to read, in the list and on the page', async () => {
    // The tests before moved the clock past the session's life.
    admin = await api.signIn(testAccounts.admin);
    const longEnglish = Array.from({ length: 1000 }, () => 'word').join(' ');
    const shortArabic = 'مقال قصير عن القهوة في الدوحة.';
    const created = await create('life-reading-time', {
      body: { en: longEnglish, ar: shortArabic },
    });
    const minutes = async (lang: 'en' | 'ar') => {
      const page = await api.get(`/api/v1/blog/${created._id}`, lang);
      const card = (await api.get(`/api/v1/blogs?title=${MARK}&limit=50`, lang)).body.items.find(
        (item: { _id: string }) => item._id === created._id,
      );
      return [page.body.minutesToRead, card.minutesToRead];
    };
    expect(await minutes('en')).toEqual([5, 5]);
    expect(await minutes('ar')).toEqual([1, 1]);

    // The other way round: the shortest read comes first by the minutes of the language asked.
    const longArabic = Array.from({ length: 600 }, () => 'كلمة').join(' ');
    const reversed = await create('life-reading-time-reversed', { body: { en: 'A short note.', ar: longArabic } });
    const shortestFirst = async (lang: 'en' | 'ar') =>
      ids((await api.get(`/api/v1/blogs?title=${MARK}&limit=50&sort=shortest_read`, lang)).body).filter((id) =>
        [created._id, reversed._id].includes(id),
      );
    expect(await shortestFirst('en')).toEqual([reversed._id, created._id]);
    expect(await shortestFirst('ar')).toEqual([created._id, reversed._id]);
  });
});

describe('the clock the e2e journeys drive (API_CLOCK_CONTROL)', () => {
  const start = new Date('2026-11-22T12:00:00+03:00');
  let plain: TestApi;
  let driven: TestApi;
  // Started in hooks (their timeout is the long one): each seeds a database of its own.
  beforeAll(async () => {
    plain = await startTestApi('pglite');
    driven = await startTestApi('pglite', { clock: () => start, clockControl: true });
  });
  afterAll(async () => {
    await plain?.close();
    await driven?.close();
  });

  it('is absent without the variable', async () => {
    expect((await plain.post('/api/v1/test/clock', { advanceMs: 1000 })).status).toBe(404);
    expect(loadConfig({}).clockControl).toBe(false);
    expect(loadConfig({ API_CLOCK_CONTROL: 'true' }).clockControl).toBe(true);
  });

  it('refuses to start in production with it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', API_CLOCK_CONTROL: 'true' })).toThrow(/API_CLOCK_CONTROL/);
  });

  it('moves the clock forward, and a scheduled post appears', async () => {
    const admin = await driven.signIn(testAccounts.admin);
    const created = await driven.request('POST', '/api/v1/admin/blog', {
      token: admin,
      body: {
        ...seed,
        slug: 'clock-scheduled',
        status: 'published',
        publishedAt: qatarDateTime(new Date(start.getTime() + HOUR_MS)),
      },
    });
    expect(created.body.state).toBe('scheduled');
    expect((await driven.get(`/api/v1/blog/${created.body._id}`)).status).toBe(404);
    const moved = await driven.post('/api/v1/test/clock', { advanceMs: HOUR_MS });
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBe(new Date(start.getTime() + HOUR_MS).toISOString());
    expect((await driven.get(`/api/v1/blog/${created.body._id}`)).status).toBe(200);
    for (const advanceMs of [-1, 'soon', 1.5]) {
      const refused = await driven.post('/api/v1/test/clock', { advanceMs }, 'ar');
      expect(refused.status).toBe(400);
      expect(refused.body.title).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
