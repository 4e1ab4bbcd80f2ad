/**
 * A listing's life in the back office: the admin lists' filters and sorts, the CSV
 * export, editing against a version, the trash (gone for visitors at once, restorable, purged after
 * TRASH_RETENTION_DAYS) and what a user who saved it sees meanwhile.
 */
import { SYSTEM_ACTOR_ID } from 'contracts/schemas/activity';
import { TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivity, favorites, giftShops } from '../src/db/schema.ts';
import { purgeTrash } from '../src/modules/trash/trash-purge.ts';
import { restaurants as restaurantSeeds } from '../src/seed/data/restaurants.ts';
import { shops as shopSeeds } from '../src/seed/data/shops.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';
import { testClock } from './helpers/test-clock.ts';

const DAY_MS = 86_400_000;
const restaurantSeed = restaurantSeeds[0] as (typeof restaurantSeeds)[number];
const shopSeed = shopSeeds[0] as (typeof shopSeeds)[number];

/** A small RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe.each(databaseTargets)('admin listing lifecycle on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  const clock = testClock('2026-11-22T12:00:00+03:00');
  const restaurant = (slug: string, extra: Record<string, unknown> = {}) => {
    const { slug: _slug, ...rest } = restaurantSeed;
    return { ...rest, slug, ...extra };
  };
  const createRestaurant = async (slug: string, extra: Record<string, unknown> = {}) => {
    clock.tick();
    const created = await api.as(admin).post('/api/v1/admin/restaurant', restaurant(slug, extra));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { _id: string; version: number; updatedAt: string } & Record<string, unknown>;
  };
  const ids = (body: { items: { _id: string }[] }) => body.items.map((item) => item._id);
  /** The export's raw bytes (fetch's text() would drop the byte-order mark). */
  const exportOf = async (path: string) => {
    const response = await fetch(`${api.address}${path}`, { headers: { authorization: `Bearer ${admin}` } });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, rows: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, '')) };
  };

  beforeAll(async () => {
    api = await startTestApi(target, { clock: clock.now });
    admin = await api.signIn(testAccounts.admin);
    user = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  it('filters the admin list by area, featured and status, and sorts it by name, area and last change', async () => {
    const a = await createRestaurant('lifecycle-alpha', {
      name: { en: 'Alpha Lifecycle', ar: 'ألفا' },
      area: 'lusail',
      featured: true,
      status: 'draft',
    });
    const b = await createRestaurant('lifecycle-beta', {
      name: { en: 'Beta Lifecycle', ar: 'بيتا' },
      area: 'al_khor',
      featured: false,
      status: 'draft',
    });
    const c = await createRestaurant('lifecycle-gamma', {
      name: { en: 'Gamma Lifecycle', ar: 'غاما' },
      area: 'lusail',
      featured: false,
      status: 'draft',
    });
    const drafts = (query: string) => api.as(admin).get(`/api/v1/admin/restaurants?status=draft&limit=50&${query}`);
    expect(ids((await drafts('')).body)).toEqual([c._id, b._id, a._id]);
    expect(ids((await drafts('sort=updated_asc')).body)).toEqual([a._id, b._id, c._id]);
    expect(ids((await drafts('sort=name_asc')).body)).toEqual([a._id, b._id, c._id]);
    expect(ids((await drafts('sort=name_desc')).body)).toEqual([c._id, b._id, a._id]);
    expect(ids((await drafts('sort=area_asc')).body)).toEqual([b._id, a._id, c._id]);
    expect(ids((await drafts('sort=area_desc')).body)).toEqual([c._id, a._id, b._id]);
    expect(ids((await drafts('area=lusail&sort=name_asc')).body)).toEqual([a._id, c._id]);
    expect(ids((await drafts('featured=true')).body)).toEqual([a._id]);
    expect(ids((await drafts('featured=false&area=lusail')).body)).toEqual([c._id]);
    // Drafts are the admin's only: visitors never see them.
    expect((await api.get(`/api/v1/restaurant/${a._id}`)).status).toBe(404);
    expect(ids((await api.get('/api/v1/restaurants?businessName=lifecycle&limit=50')).body)).toEqual([]);
    const published = await api.as(admin).get('/api/v1/admin/restaurants?status=published&limit=100');
    expect(ids(published.body)).not.toContain(a._id);
    expect(published.body.total).toBe(restaurantSeeds.length);
    // An unknown sort or area is refused, in the request's language.
    const refused = await api.as(admin, 'ar').get('/api/v1/admin/restaurants?sort=price&area=mars');
    expect(refused.status).toBe(400);
  });

  it('refuses a stale edit with 409 VERSION_CONFLICT and the current record; every write moves the version on', async () => {
    const created = await createRestaurant('lifecycle-locking');
    expect(created.version).toBe(1);
    const url = `/api/v1/admin/restaurant/${created._id}`;
    const body = { ...restaurant('lifecycle-locking'), version: 1 };
    clock.tick();
    const first = await api.as(admin).put(url, { ...body, phone: '97444000001' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(2);
    expect(first.body.updatedAt).toBe(clock.now().toISOString());

    // A second admin who opened the form at version 1.
    const stale = await api.as(admin, 'ar').put(url, { ...body, phone: '97444000002' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    expect(stale.body.detail).toMatch(/[\u0600-\u06FF]/);
    expect(stale.body.current).toMatchObject({ _id: created._id, version: 2, phone: '97444000001' });
    expect((await api.as(admin).get(url)).body.phone).toBe('97444000001');

    // Deleting and restoring move it on too: a form opened before either is stale.
    expect((await api.as(admin).delete(url)).status).toBe(204);
    const trashed = (await api.as(admin).get(url)).body;
    expect(trashed).toMatchObject({ version: 3 });
    expect(trashed.deletedAt).not.toBeNull();
    const restored = await api.as(admin).post(`${url}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, deletedAt: null });
    expect((await api.as(admin).put(url, { ...body, version: 3 })).status).toBe(409);
    expect((await api.as(admin).put(url, { ...body, version: 4 })).status).toBe(200);
    // Without a version the edit is refused as input.
    const { version: _v, ...unversioned } = body;
    expect((await api.as(admin).put(url, unversioned)).status).toBe(400);
  });

  it('moves a listing to the trash: gone for visitors at once, listed in the trash, restorable, all audited', async () => {
    const created = await createRestaurant('lifecycle-trash', { name: { en: 'Trash Lifecycle Diner', ar: 'مطعم' } });
    const url = `/api/v1/admin/restaurant/${created._id}`;
    const search = '/api/v1/restaurants?businessName=trash%20lifecycle&limit=50';
    const oldest = '/api/v1/restaurants?sort=oldest&limit=100';
    expect((await api.get(`/api/v1/restaurant/${created._id}`)).status).toBe(200);
    expect(ids((await api.get(search)).body)).toEqual([created._id]);
    const totalBefore = (await api.get('/api/v1/restaurants')).body.total;

    clock.tick();
    expect((await api.as(admin).delete(url)).status).toBe(204);
    const gone = await api.get(`/api/v1/restaurant/${created._id}`, 'ar');
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('RESTAURANT_NOT_FOUND');
    expect(ids((await api.get(search)).body)).toEqual([]);
    // What the sitemap reads, and the total (remembered totals are forgotten by the write).
    expect(ids((await api.get(oldest)).body)).not.toContain(created._id);
    expect((await api.get('/api/v1/restaurants')).body.total).toBe(totalBefore - 1);
    // Saving it is refused like any missing listing.
    const save = await api.as(user).post('/api/v1/favorite', { itemType: 'restaurant', itemId: created._id });
    expect(save.status).toBe(404);

    // The admin still reads it, and finds it in the trash, not among the live ones.
    expect((await api.as(admin).get(url)).body.deletedAt).toBe(clock.now().toISOString());
    expect(ids((await api.as(admin).get('/api/v1/admin/restaurants?limit=100')).body)).not.toContain(created._id);
    const trash = await api.as(admin).get('/api/v1/admin/restaurants?trash=true');
    expect(ids(trash.body)[0]).toBe(created._id);

    clock.tick();
    expect((await api.as(admin).post(`${url}/restore`)).status).toBe(200);
    expect((await api.get(`/api/v1/restaurant/${created._id}`)).status).toBe(200);
    expect(ids((await api.get(search)).body)).toEqual([created._id]);
    expect(ids((await api.as(admin).get('/api/v1/admin/restaurants?trash=true')).body)).not.toContain(created._id);
    // Restoring what is not in the trash changes nothing and records nothing.
    const before = await api.latestActivity();
    expect((await api.as(admin).post(`${url}/restore`)).body.version).toBe(3);
    expect((await api.latestActivity())?.seq).toBe(before?.seq);

    const trail = await api.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.entityId, created._id))
      .orderBy(adminActivity.seq);
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'delete', 'restore']);
    expect(trail[1]?.changes).toMatchObject({ deletedAt: { before: null } });
  });

  it("tells a new or edited listing that asks for a trashed one's slug where that listing is, in Arabic too", async () => {
    const trashed = await createRestaurant('lifecycle-slug-in-trash');
    expect((await api.as(admin).delete(`/api/v1/admin/restaurant/${trashed._id}`)).status).toBe(204);
    const again = await api.as(admin).post('/api/v1/admin/restaurant', restaurant('lifecycle-slug-in-trash'));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SLUG_IN_TRASH');
    expect(again.body.errors).toEqual([expect.objectContaining({ field: 'slug', rule: 'validation.slugInTrash' })]);
    const other = await createRestaurant('lifecycle-slug-other');
    const edited = await api.request('PUT', `/api/v1/admin/restaurant/${other._id}`, {
      token: admin,
      lang: 'ar',
      body: restaurant('lifecycle-slug-in-trash', { version: other.version }),
    });
    expect(edited.status).toBe(409);
    expect(edited.body.title).toContain('سلة المحذوفات');
    // The trashed listing itself can still be edited with its own slug.
    const own = await api.as(admin).put(`/api/v1/admin/restaurant/${trashed._id}`, {
      ...restaurant('lifecycle-slug-in-trash'),
      version: trashed.version + 1,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('hides a trashed gift shop with GIFT_SHOP_NOT_FOUND', async () => {
    const { slug: _slug, ...rest } = shopSeed;
    const created = await api.as(admin).post('/api/v1/admin/shop', { ...rest, slug: 'lifecycle-shop' });
    expect(created.status).toBe(201);
    expect((await api.as(admin).delete(`/api/v1/admin/shop/${created.body._id}`)).status).toBe(204);
    const gone = await api.get(`/api/v1/shop/${created.body._id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('GIFT_SHOP_NOT_FOUND');
    expect((await api.as(admin).get(`/api/v1/admin/shop/${created.body._id}`)).status).toBe(200);
  });

  it('shows a saved listing that went to the trash or back to draft as no longer available, name kept', async () => {
    const created = await createRestaurant('lifecycle-saved', { name: { en: 'Saved Lifecycle', ar: 'محفوظ' } });
    const url = `/api/v1/admin/restaurant/${created._id}`;
    expect((await api.as(user).post('/api/v1/favorite', { itemType: 'restaurant', itemId: created._id })).status).toBe(
      200,
    );
    const savedEntry = async () => {
      const list = await api.as(user).get('/api/v1/favorites?limit=50');
      expect(list.status).toBe(200);
      return list.body.items.find((item: { itemId: string }) => item.itemId === created._id);
    };
    expect(await savedEntry()).toMatchObject({ available: true });
    const mostSavedEntries = async () =>
      (await api.as(admin).get('/api/v1/admin/statistics')).body.mostSaved as { itemId: string; name: unknown }[];
    const mostSaved = async () => (await mostSavedEntries()).map((item) => item.itemId);
    expect(await mostSaved()).toContain(created._id);
    // Named in both languages: the Arabic dashboard shows the Arabic name.
    expect((await mostSavedEntries()).find((item) => item.itemId === created._id)?.name).toEqual({
      en: 'Saved Lifecycle',
      ar: 'محفوظ',
    });

    expect((await api.as(admin).delete(url)).status).toBe(204);
    expect(await savedEntry()).toMatchObject({ available: false, listing: { name: 'Saved Lifecycle' } });
    // The dashboard's most-saved listings leave the trash out.
    expect(await mostSaved()).not.toContain(created._id);
    // The user can still remove it.
    expect((await api.as(admin).post(`${url}/restore`)).status).toBe(200);
    expect(await savedEntry()).toMatchObject({ available: true });

    const draft = await api.as(admin).put(url, { ...restaurant('lifecycle-saved'), status: 'draft', version: 3 });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(await savedEntry()).toMatchObject({ available: false });
    const removed = await api.request('DELETE', `/api/v1/favorite/restaurant/${created._id}`, { token: user });
    expect(removed.body.removed).toBe(true);
    expect(await savedEntry()).toBeUndefined();
  });

  it('exports the filtered list as CSV: byte-order mark, header, Arabic, quoting, no formulas, dated file name', async () => {
    const tricky = await createRestaurant('lifecycle-csv', {
      name: { en: '=HYPERLINK("http://evil.example"), "Grill"', ar: 'مطعم "الخليج"، الدوحة' },
      area: 'katara',
      featured: true,
      cuisineTypes: ['qatari', 'indian'],
    });
    const { response, bytes, rows } = await exportOf('/api/v1/admin/restaurants/export?area=katara&featured=true');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Qatar' }).format(clock.now());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="restaurants-${day}.csv"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows[0]).toEqual([
      'id',
      'slug',
      'name (en)',
      'name (ar)',
      'area',
      'categories',
      'pricing',
      'featured',
      'status',
      'updated at',
    ]);
    const body = rows.slice(1);
    // Every row matches the filters, and the filters' listings are all there.
    const expected = await api.as(admin).get('/api/v1/admin/restaurants?area=katara&featured=true&limit=100');
    expect(body.map((row) => row[0]).sort()).toEqual(ids(expected.body).sort());
    expect(body.every((row) => row[4] === 'katara' && row[7] === 'true')).toBe(true);
    const row = body.find((cells) => cells[0] === tricky._id) as string[];
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.example"), "Grill"`);
    expect(row[3]).toBe('مطعم "الخليج"، الدوحة');
    expect(row[5]).toBe('qatari; indian');
    expect(row[8]).toBe('published');
    expect(row[9]).toBe(tricky.updatedAt);

    // The trash exports alone, and an unknown filter is refused.
    expect((await api.as(admin).delete(`/api/v1/admin/restaurant/${tricky._id}`)).status).toBe(204);
    const live = await exportOf('/api/v1/admin/restaurants/export?area=katara&featured=true');
    expect(live.rows.map((cells) => cells[0])).not.toContain(tricky._id);
    const trash = await exportOf('/api/v1/admin/restaurants/export?trash=true');
    expect(trash.rows.slice(1).map((cells) => cells[0])).toContain(tricky._id);
    expect((await api.as(admin).get('/api/v1/admin/restaurants/export?area=mars')).status).toBe(400);
    expect((await api.get('/api/v1/admin/restaurants/export')).status).toBe(401);
  });

  it('streams an export of many rows batch after batch, each row once, in the list order', async () => {
    const [template] = await api.db.select().from(giftShops).limit(1);
    if (!template) throw new Error('no seeded shop');
    const { id: _id, ...copy } = template;
    const many = Array.from({ length: 600 }, (_, i) => ({
      ...copy,
      slug: `bulk-shop-${i}`,
      nameEn: `Bulk ${String(i % 37).padStart(2, '0')}`,
      status: 'draft',
    }));
    await api.db.insert(giftShops).values(many);
    for (const sort of ['name_asc', 'area_desc', 'updated_desc']) {
      const { rows } = await exportOf(`/api/v1/admin/shops/export?status=draft&sort=${sort}`);
      const exported = rows.slice(1).map((cells) => cells[0]);
      expect(exported).toHaveLength(600);
      expect(new Set(exported).size).toBe(600);
      // Across the first batch's end too: the list's 11th page of 50 holds rows 501 to 550.
      for (const page of [1, 11]) {
        const listed = await api.as(admin).get(`/api/v1/admin/shops?status=draft&sort=${sort}&limit=50&page=${page}`);
        expect(exported.slice((page - 1) * 50, page * 50)).toEqual(ids(listed.body));
      }
    }
  });

  it(`purges the trash after ${TRASH_RETENTION_DAYS} days, with the listing's saves, recorded by the system`, async () => {
    const created = await createRestaurant('lifecycle-purge');
    const url = `/api/v1/admin/restaurant/${created._id}`;
    await api.as(user).post('/api/v1/bookmark', { itemType: 'restaurant', itemId: created._id });
    expect((await api.as(admin).delete(url)).status).toBe(204);
    const deletedAt = clock.now().getTime();

    // Sessions expire as the clock moves: signed in again at each new time.
    const later = async (days: number) => {
      clock.set(new Date(deletedAt + days * DAY_MS));
      admin = await api.signIn(testAccounts.admin);
      user = await api.signIn(testAccounts.user);
    };
    await later(TRASH_RETENTION_DAYS - 1);
    await purgeTrash(api.db, api.app.clock());
    expect((await api.as(admin).get(url)).status).toBe(200);

    await later(TRASH_RETENTION_DAYS + 1);
    expect(await purgeTrash(api.db, api.app.clock())).toBeGreaterThanOrEqual(1);
    const gone = await api.as(admin).get(url);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('RESTAURANT_NOT_FOUND');
    const saves = await api.as(user).get('/api/v1/bookmarks?limit=50');
    expect(saves.body.items.map((item: { itemId: string }) => item.itemId)).not.toContain(created._id);
    const [entry] = await api.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityId, created._id), eq(adminActivity.action, 'purge')));
    expect(entry).toMatchObject({ actorId: SYSTEM_ACTOR_ID, entityType: 'restaurant' });
    expect(await api.db.select().from(favorites).where(eq(favorites.itemId, created._id))).toEqual([]);
  });
});
