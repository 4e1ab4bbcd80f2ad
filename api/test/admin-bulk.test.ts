/**
 * Bulk actions on the back office's listing lists (docs/adr/0071): each action by ids and by the
 * list's filter, for both kinds from their one description; refusals with field messages in both
 * languages; listings that cannot be changed reported one by one; one audit entry per record under
 * one batch id; the trash's Undo (a bulk restore), permanent deletion and emptying the trash.
 */
import { randomBytes } from 'node:crypto';
import { MAX_BULK_IDS } from 'contracts/schemas/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivity, favorites } from '../src/db/schema.ts';
import { restaurants as restaurantSeeds } from '../src/seed/data/restaurants.ts';
import { shops as shopSeeds } from '../src/seed/data/shops.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const ARABIC = /[\u0600-\u06FF]/;
const nobody = '00000000-0000-4000-8000-000000000000';
/** A word no other listing's name is near: the name filter also finds misspellings (trigrams). */
const uniqueWord = () => `w${randomBytes(8).toString('hex')}`;

const kinds = [
  {
    id: 'restaurant',
    plural: 'restaurants',
    nameFilter: 'businessName',
    notFound: 'RESTAURANT_NOT_FOUND',
    seed: restaurantSeeds[0] as Record<string, unknown>,
  },
  {
    id: 'shop',
    plural: 'shops',
    nameFilter: 'shopName',
    notFound: 'GIFT_SHOP_NOT_FOUND',
    seed: shopSeeds[0] as Record<string, unknown>,
  },
] as const;

describe.each(databaseTargets)('bulk actions on listings on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    api = await startTestApi(target);
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  describe.each(kinds)('$plural', (kind) => {
    const bulkPath = `/api/v1/admin/${kind.plural}/bulk`;
    /** `count` drafts of this run, all named with `word` so a name filter finds exactly them. */
    const createDrafts = async (word: string, count: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const { slug: _slug, ...rest } = kind.seed;
        const created = await api.as(admin).post(`/api/v1/admin/${kind.id}`, {
          ...rest,
          slug: `${word}-${i}`,
          name: { en: `${word} ${i}`, ar: `${word} ${i}` },
          status: 'draft',
          featured: false,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        ids.push(created.body._id);
      }
      return ids;
    };
    const bulk = (body: unknown, lang = 'en') => api.as(admin, lang).post(bulkPath, body);
    const adminRow = async (id: string) => (await api.as(admin).get(`/api/v1/admin/${kind.id}/${id}`)).body;
    const entriesOf = (batchId: string) =>
      api.db.select().from(adminActivity).where(eq(adminActivity.batchId, batchId));

    it('publishes every listing a filter matches, one audit entry each under one batch id, and visitors see them', async () => {
      const word = uniqueWord();
      const ids = await createDrafts(word, 3);
      const answer = await bulk({ action: 'publish', filter: { [kind.nameFilter]: word, status: 'draft' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.failed).toEqual([]);
      expect([...answer.body.succeeded].sort()).toEqual([...ids].sort());
      for (const id of ids) expect((await adminRow(id)).status).toBe('published');
      const entries = await entriesOf(answer.body.batchId);
      expect(entries).toHaveLength(3);
      expect(new Set(entries.map((entry) => entry.entityId))).toEqual(new Set(ids));
      for (const entry of entries) {
        expect(entry).toMatchObject({ action: 'update', entityType: kind.id });
        expect(entry.changes).toEqual({ status: { before: 'draft', after: 'published' } });
      }
      const visible = await api.get(`/api/v1/${kind.plural}?${kind.nameFilter}=${word}&limit=50`);
      expect(visible.body.items.map((item: { _id: string }) => item._id).sort()).toEqual([...ids].sort());
      // The Activity screen says each entry is part of a batch of three.
      const trail = await api.as(admin).get(`/api/v1/admin/activity?entityId=${ids[0]}&limit=1`);
      expect(trail.body.items[0].batch).toEqual({ id: answer.body.batchId, size: 3 });
    });

    it('unpublishes, features and unfeatures by ids; a listing already so counts as done with no entry', async () => {
      const [a, b] = await createDrafts(uniqueWord(), 2);
      const featured = await bulk({ action: 'feature', ids: [a, b] });
      expect(featured.body.succeeded).toEqual([a, b]);
      expect((await adminRow(a as string)).featured).toBe(true);
      const again = await bulk({ action: 'feature', ids: [a] });
      expect(again.body).toMatchObject({ succeeded: [a], failed: [] });
      expect(await entriesOf(again.body.batchId)).toHaveLength(0);
      const unfeatured = await bulk({ action: 'unfeature', ids: [a] });
      expect(unfeatured.body.succeeded).toEqual([a]);
      expect((await adminRow(a as string)).featured).toBe(false);
      await bulk({ action: 'publish', ids: [b] });
      const unpublished = await bulk({ action: 'unpublish', ids: [b] });
      expect(unpublished.body.succeeded).toEqual([b]);
      expect((await adminRow(b as string)).status).toBe('draft');
      const [entry] = await entriesOf(unpublished.body.batchId);
      expect(entry?.changes).toEqual({ status: { before: 'published', after: 'draft' } });
    });

    it('reports the listings it could not change, in the request language, and changes the others', async () => {
      const [live, trashed] = await createDrafts(uniqueWord(), 2);
      expect((await api.as(admin).delete(`/api/v1/admin/${kind.id}/${trashed}`)).status).toBe(204);
      const answer = await bulk({ action: 'publish', ids: [live, trashed, nobody] }, 'ar');
      expect(answer.status).toBe(200);
      expect(answer.body.succeeded).toEqual([live]);
      expect(answer.body.failed).toEqual([
        { id: trashed, code: 'LISTING_IN_TRASH', message: expect.stringMatching(ARABIC) },
        { id: nobody, code: kind.notFound, message: expect.stringMatching(ARABIC) },
      ]);
      expect((await adminRow(trashed as string)).status).toBe('draft');
      const restoreLive = await bulk({ action: 'restore', ids: [live] });
      expect(restoreLive.body.failed).toEqual([
        { id: live, code: 'LISTING_NOT_IN_TRASH', message: 'This listing is not in the trash (restored meanwhile?).' },
      ]);
      // A permanent deletion only takes what is in the trash.
      const purgeLive = await bulk({ action: 'purge', ids: [live] });
      expect(purgeLive.body.failed.map((f: { code: string }) => f.code)).toEqual(['LISTING_NOT_IN_TRASH']);
      expect((await api.as(admin).get(`/api/v1/admin/${kind.id}/${live}`)).status).toBe(200);
    });

    it('moves a batch to the trash and its Undo restores the whole batch', async () => {
      const word = uniqueWord();
      const ids = await createDrafts(word, 3);
      const trashed = await bulk({ action: 'trash', filter: { [kind.nameFilter]: word } });
      expect(trashed.body.succeeded).toHaveLength(3);
      const entries = await entriesOf(trashed.body.batchId);
      expect(entries.map((entry) => entry.action)).toEqual(['delete', 'delete', 'delete']);
      const list = await api.as(admin).get(`/api/v1/admin/${kind.plural}?${kind.nameFilter}=${word}`);
      expect(list.body.total).toBe(0);
      const undo = await bulk({ action: 'restore', ids: trashed.body.succeeded });
      expect([...undo.body.succeeded].sort()).toEqual([...ids].sort());
      expect((await entriesOf(undo.body.batchId)).map((entry) => entry.action)).toEqual([
        'restore',
        'restore',
        'restore',
      ]);
      const back = await api.as(admin).get(`/api/v1/admin/${kind.plural}?${kind.nameFilter}=${word}`);
      expect(back.body.total).toBe(3);
    });

    it('deletes for good from the trash (with the saves of them), audited as purges', async () => {
      const word = uniqueWord();
      const [a, b] = await createDrafts(word, 2);
      await bulk({ action: 'publish', ids: [a] });
      expect((await api.as(user).post('/api/v1/favorite', { itemType: kind.id, itemId: a })).status).toBe(200);
      await bulk({ action: 'trash', ids: [a, b] });
      const purged = await bulk({ action: 'purge', filter: { [kind.nameFilter]: word } });
      expect([...purged.body.succeeded].sort()).toEqual([a, b].sort());
      expect((await api.as(admin).get(`/api/v1/admin/${kind.id}/${a}`)).status).toBe(404);
      const saves = await api.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.itemType, kind.id), eq(favorites.itemId, a as string)));
      expect(saves).toEqual([]);
      const entries = await entriesOf(purged.body.batchId);
      expect(entries.map((entry) => entry.action)).toEqual(['purge', 'purge']);
      expect(entries[0]?.changes.slug?.after).toBeNull();
      // Already gone: reported, not a failure of the whole request.
      const again = await bulk({ action: 'purge', ids: [a] });
      expect(again.body.failed).toEqual([{ id: a, code: kind.notFound, message: expect.any(String) }]);
    });

    it('empties the trash: every listing of this kind in it, and none outside it', async () => {
      const [keep, drop] = await createDrafts(uniqueWord(), 2);
      await bulk({ action: 'trash', ids: [drop] });
      const emptied = await bulk({ action: 'purge', filter: {} });
      expect(emptied.body.succeeded).toContain(drop);
      expect(emptied.body.succeeded).not.toContain(keep);
      const trash = await api.as(admin).get(`/api/v1/admin/${kind.plural}?trash=true`);
      expect(trash.body.total).toBe(0);
      expect((await api.as(admin).get(`/api/v1/admin/${kind.id}/${keep}`)).status).toBe(200);
    });

    it.each([
      ['no ids nor filter', { action: 'publish' }, 'ids', 'validation.idsOrFilter'],
      ['both ids and filter', { action: 'publish', ids: [nobody], filter: {} }, 'ids', 'validation.idsOrFilter'],
      ['an unknown action', { action: 'explode', ids: [nobody] }, 'action', 'validation.unknownValue'],
      ['an id that is no uuid', { action: 'publish', ids: ['x'] }, 'ids', 'validation.invalidId'],
      ['no ids at all', { action: 'publish', ids: [] }, 'ids', 'validation.required'],
      [
        'too many ids',
        { action: 'publish', ids: Array.from({ length: MAX_BULK_IDS + 1 }, () => nobody) },
        'ids',
        'validation.tooManyIds',
      ],
      [
        'an unknown filter value',
        { action: 'publish', filter: { area: 'mars' } },
        'filter.area',
        'validation.unknownValue',
      ],
    ])('refuses %s with a 400 on the field, in English and Arabic', async (_name, body, field, rule) => {
      for (const lang of ['en', 'ar']) {
        const answer = await bulk(body, lang);
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.code).toBe('VALIDATION_FAILED');
        const error = answer.body.errors?.find((e: { field: string }) => e.field === field);
        expect(error, JSON.stringify(answer.body.errors)).toMatchObject({ rule });
        if (lang === 'ar') expect(error.message).toMatch(ARABIC);
        else expect(error.message).not.toMatch(ARABIC);
      }
    });

    it('is for admins only', async () => {
      expect((await api.as(user).post(bulkPath, { action: 'publish', ids: [nobody] })).status).toBe(403);
      expect((await api.post(bulkPath, { action: 'publish', ids: [nobody] })).status).toBe(401);
    });
  });

  it('serves the listing lists up to 100 rows a page', async () => {
    const page = await api.as(admin).get('/api/v1/admin/restaurants?limit=100');
    expect(page.status).toBe(200);
    expect(page.body.limit).toBe(100);
    // The public lists keep their cap.
    expect((await api.get('/api/v1/restaurants?limit=100')).body.limit).toBe(50);
  });
});
