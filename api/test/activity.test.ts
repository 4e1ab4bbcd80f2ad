/**
 * The audit trail: every admin write of the OpenAPI document records exactly one entry, in the
 * write's own transaction, with the actor, the entity, the changed fields and the client address.
 */
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { adminActivity, blogs, users } from '../src/db/schema.ts';
import { fillPath, operationFixtures, operationsOf } from './helpers/operation-fixtures.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

type Entry = typeof adminActivity.$inferSelect;
const CLIENT = '203.0.113.7';

describe('BFF_ADDRESSES', () => {
  it('trusts loopback by default, or the listed addresses and ranges', () => {
    expect(loadConfig({}).bffAddresses).toEqual(['loopback']);
    expect(loadConfig({ BFF_ADDRESSES: ' 10.0.0.5, 10.1.0.0/16 ,' }).bffAddresses).toEqual(['10.0.0.5', '10.1.0.0/16']);
  });
});

describe.each(databaseTargets)('audit trail on %s', (target) => {
  let api: TestApi;
  let admin: string;
  let adminId: string;
  const entries = () => api.db.select().from(adminActivity).orderBy(desc(adminActivity.seq));
  const entriesSince = async (seq: number) =>
    (await entries()).filter((entry) => entry.seq > seq).sort((a, b) => a.seq - b.seq);
  const lastSeq = async () => (await entries())[0]?.seq ?? 0;

  /** A user of their own for a test that changes or deletes one. */
  async function newUser(email: string) {
    const [row] = await api.db
      .insert(users)
      .values({ fullName: 'Temp Person', email, passwordHash: 'argon2-not-a-real-hash' })
      .returning();
    return row as typeof users.$inferSelect;
  }

  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => new Date('2026-11-22T12:00:00+03:00') });
    admin = await api.signIn(testAccounts.admin);
    const [me] = await api.db.select().from(users).where(eq(users.email, testAccounts.admin.email));
    adminId = me?.id ?? '';
  });
  afterAll(() => api?.close());

  it('records exactly one entry, with actor, entity and client address, for every admin write of the OpenAPI document', async () => {
    const operations = (await operationsOf(api)).filter(
      (op) => op.method !== 'GET' && op.path.startsWith('/api/v1/admin/'),
    );
    // Every kind of admin write is walked (a new endpoint is walked without anyone listing it here).
    expect(operations.length).toBeGreaterThanOrEqual(17);
    const fixtures = await operationFixtures(api, admin);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    let n = 0;
    /** The fixtures delete nobody (so other tests keep their data); here each deletion gets a real target. */
    const deletable = async (path: string): Promise<Record<string, string>> => {
      n += 1;
      const fresh = `walk-${n}`;
      if (path.includes('/admin/user/')) return { id: (await newUser(`${fresh}@example.qa`)).id };
      const kind = /\/admin\/(restaurant|shop|blog|ad)s?\//.exec(path)?.[1] as string;
      const create = fixtures[`POST /api/v1/admin/${kind}`];
      if (!create) throw new Error(`no way to create a ${kind}`);
      const created = await api.as(admin).post(`/api/v1/admin/${kind}`, create(fresh).body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      if (path.endsWith('/restore')) {
        expect((await api.as(admin).delete(`/api/v1/admin/${kind}/${created.body._id}`)).status).toBe(204);
      }
      return { id: created.body._id };
    };

    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const fixture = fixtures[key];
      expect(fixture, `${key} has a fixture`).toBeDefined();
      const valid = fixture?.(`walk-${++n}`) ?? { params: {} };
      // A restore needs a listing in the trash: one is made and deleted first.
      const needsTarget = operation.method === 'DELETE' || operation.path.endsWith('/restore');
      const params = needsTarget ? await deletable(operation.path) : valid.params;
      const url = fillPath(operation.path, params);
      // A bulk action of one listing of its own writes that listing's one entry.
      if (operation.path.endsWith('/bulk')) {
        valid.body = { action: 'trash', ids: [(await deletable(operation.path)).id] };
      }
      const before = await lastSeq();
      let status: number;
      let body: unknown;
      if (key === 'POST /api/v1/admin/media') {
        const form = new FormData();
        form.append('file', new Blob([png], { type: 'image/png' }), 'walk.png');
        const response = await fetch(`${api.address}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'x-forwarded-for': CLIENT },
          body: form,
        });
        status = response.status;
        body = await response.json();
      } else {
        const response = await api.request(operation.method, url, {
          token: admin,
          body: valid.body,
          headers: { 'x-forwarded-for': CLIENT },
        });
        ({ status, body } = response);
      }
      // A write that did not happen proves nothing: every walked write must succeed.
      expect(status, `${key}: ${JSON.stringify(body)}`).toBeLessThan(300);
      const written = await entriesSince(before);
      expect(written, `${key} writes exactly one entry`).toHaveLength(1);
      const [entry] = written as [Entry];
      expect(entry, key).toMatchObject({ actorId: adminId, actorEmail: testAccounts.admin.email, ip: CLIENT });
      expect(entry.actorName, key).not.toBe('');
      expect(entry.entityType, key).toMatch(/^(user|restaurant|shop|blog|ad|playback|message|media)$/);
      expect(entry.entityId, key).not.toBe('');
      expect(entry.at.toISOString(), key).toBe('2026-11-22T09:00:00.000Z');
    }
  });

  it('records only the changed fields of an update, with before and after, and never a secret', async () => {
    const person = await newUser('role-change@example.qa');
    const before = await lastSeq();
    const changed = await api.as(admin).put(`/api/v1/admin/user/${person.id}`, { role: 'business' });
    expect(changed.status).toBe(200);
    const [entry] = (await entriesSince(before)) as [Entry];
    expect(entry).toMatchObject({ action: 'update', entityType: 'user', entityId: person.id });
    expect(entry.changes).toEqual({ role: { before: 'user', after: 'business' } });

    // A deletion keeps the last values of the account, but not its password hash.
    const deleted = await api.as(admin).delete(`/api/v1/admin/user/${person.id}`);
    expect(deleted.status).toBe(200);
    const [removal] = (await entriesSince(entry.seq)) as [Entry];
    expect(removal.action).toBe('delete');
    expect(removal.changes).toMatchObject({ email: { before: 'role-change@example.qa', after: null } });

    // Nowhere in the whole trail: no password hash, no token, not even the names of such fields.
    const [hashes] = await api.db.select({ hash: users.passwordHash }).from(users).limit(1);
    const trail = JSON.stringify(await entries());
    expect(trail).not.toContain('argon2-not-a-real-hash');
    expect(trail).not.toContain(hashes?.hash ?? 'unreachable');
    expect(trail).not.toContain(admin);
    const fieldNames = (await entries()).flatMap((e) => Object.keys(e.changes));
    expect(fieldNames.filter((name) => /password|token|hash|secret/i.test(name))).toEqual([]);
  });

  it('an update that changes nothing still says who did it, with no fields', async () => {
    const [blog] = await api.db.select().from(blogs).limit(1);
    const current = (await api.as(admin).get(`/api/v1/admin/blog/${blog?.id}`)).body;
    const { _id, createdAt, updatedAt, minutesToRead, ...body } = current;
    const before = await lastSeq();
    expect((await api.as(admin).put(`/api/v1/admin/blog/${_id}`, body)).status).toBe(200);
    const [entry] = (await entriesSince(before)) as [Entry];
    expect(entry).toMatchObject({ action: 'update', entityType: 'blog', entityId: _id, changes: {} });
    const retitled = await api.as(admin).put(`/api/v1/admin/blog/${_id}`, {
      ...body,
      version: body.version + 1,
      title: { ...body.title, en: 'New' },
    });
    expect(retitled.status).toBe(200);
    const [second] = (await entriesSince(entry.seq)) as [Entry];
    expect(second.changes).toEqual({ titleEn: { before: body.title.en, after: 'New' } });
  });

  it('rolls an entry back with its write, and the write with its entry', async () => {
    const [blog] = await api.db.select().from(blogs).limit(1);
    const id = blog?.id as string;
    const { _id, createdAt, updatedAt, minutesToRead, ...body } = (await api.as(admin).get(`/api/v1/admin/blog/${id}`))
      .body;
    // The entry's insert fails after the post's update, inside the same transaction.
    await api.db.execute(
      sql`alter table admin_activity add constraint no_blog_entries check (entity_type <> 'blog') not valid`,
    );
    try {
      const before = await lastSeq();
      const failed = await api
        .as(admin)
        .put(`/api/v1/admin/blog/${id}`, { ...body, title: { ...body.title, en: 'Gone' } });
      expect(failed.status).toBeGreaterThanOrEqual(400);
      const [stored] = await api.db.select().from(blogs).where(eq(blogs.id, id));
      expect(stored?.titleEn).toBe(body.title.en);
      expect(await entriesSince(before)).toEqual([]);
      const removal = await api.as(admin).delete(`/api/v1/admin/blog/${id}`);
      expect(removal.status).toBeGreaterThanOrEqual(400);
      expect(await api.db.select().from(blogs).where(eq(blogs.id, id))).toHaveLength(1);
    } finally {
      await api.db.execute(sql`alter table admin_activity drop constraint no_blog_entries`);
    }
  });

  it('believes X-Forwarded-For only from the BFF addresses it is given', async () => {
    const elsewhere = await startTestApi(target, { bffAddresses: ['10.9.8.7'] });
    try {
      const token = await elsewhere.signIn(testAccounts.admin);
      const changed = await elsewhere.request('PATCH', '/api/v1/admin/playback/home', {
        token,
        body: { playback: 'click' },
        headers: { 'x-forwarded-for': CLIENT },
      });
      expect(changed.status).toBe(200);
      const [entry] = await elsewhere.db.select().from(adminActivity);
      // The test connects from loopback, which this api was not told is its BFF.
      expect(entry?.ip).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    } finally {
      await elsewhere.close();
    }
  });

  it('lists entries newest first, filtered by actor, entity, action and days, page by page', async () => {
    const person = await newUser('filters@example.qa');
    await api.as(admin).put(`/api/v1/admin/user/${person.id}`, { role: 'business' });
    await api.as(admin).put(`/api/v1/admin/user/${person.id}`, { role: 'user' });
    await api.as(admin).patch('/api/v1/admin/playback/blog', { playback: 'autoplay' });

    const all = await api.as(admin).get('/api/v1/admin/activity?limit=2');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, limit: 2 });
    expect(all.body.items).toHaveLength(2);
    expect(all.body.items[0]).toMatchObject({ entityType: 'playback', entityId: 'blog', action: 'update' });
    expect(all.body.items[0].actor).toEqual({
      _id: adminId,
      fullName: expect.any(String),
      email: testAccounts.admin.email,
    });
    expect(all.body.items[1].changes).toEqual({ role: { before: 'business', after: 'user' } });
    const total = all.body.total;
    const second = await api.as(admin).get('/api/v1/admin/activity?limit=2&page=2');
    expect(second.body.total).toBe(total);
    expect(second.body.items[0].changes).toEqual({ role: { before: 'user', after: 'business' } });

    const ofPerson = await api.as(admin).get(`/api/v1/admin/activity?entityType=user&entityId=${person.id}`);
    expect(ofPerson.body.total).toBe(2);
    const byAction = await api.as(admin).get('/api/v1/admin/activity?action=delete&entityType=user');
    expect(byAction.body.items.every((e: { action: string }) => e.action === 'delete')).toBe(true);
    const byActor = await api.as(admin).get(`/api/v1/admin/activity?actorId=${adminId}`);
    expect(byActor.body.total).toBe(total);
    const nobody = await api.as(admin).get('/api/v1/admin/activity?actorId=00000000-0000-4000-8000-000000000000');
    expect(nobody.body).toMatchObject({ items: [], total: 0 });
    // The clock says 22 November, noon in Doha: that day is in, the next is out.
    expect((await api.as(admin).get('/api/v1/admin/activity?from=2026-11-22&to=2026-11-22')).body.total).toBe(total);
    expect((await api.as(admin).get('/api/v1/admin/activity?from=2026-11-23')).body.total).toBe(0);
    expect((await api.as(admin).get('/api/v1/admin/activity?to=2026-11-21')).body.total).toBe(0);

    const backwards = await api.request('GET', '/api/v1/admin/activity?from=2026-11-23&to=2026-11-22', {
      token: admin,
      lang: 'ar',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('to');
    expect((await api.as(admin).get('/api/v1/admin/activity?entityType=planet')).status).toBe(400);
  });

  it("names each entry's record as it is now, in both languages, and nothing once it is gone", async () => {
    const person = await newUser('named@example.qa');
    await api.as(admin).put(`/api/v1/admin/user/${person.id}`, { role: 'business' });
    const [blog] = await api.db.select().from(blogs).limit(1);
    await api.as(admin).patch('/api/v1/admin/playback/blog', { playback: 'click' });
    const trail = async (query: string) => (await api.as(admin).get(`/api/v1/admin/activity?${query}`)).body.items;

    expect((await trail(`entityType=user&entityId=${person.id}`))[0].entityName).toEqual({
      en: 'Temp Person',
      ar: 'Temp Person',
    });
    await api.as(admin).put(`/api/v1/admin/blog/${blog?.id}`, {
      ...(await api.as(admin).get(`/api/v1/admin/blog/${blog?.id}`)).body,
    });
    expect((await trail(`entityType=blog&entityId=${blog?.id}`))[0].entityName).toEqual({
      en: blog?.titleEn,
      ar: blog?.titleAr,
    });
    // A playback setting has no name of its own (its category says which it is).
    expect((await trail('entityType=playback&entityId=blog'))[0].entityName).toBeNull();

    await api.as(admin).delete(`/api/v1/admin/user/${person.id}`);
    const afterDeletion = await trail(`entityType=user&entityId=${person.id}`);
    expect(afterDeletion.map((entry: { entityName: unknown }) => entry.entityName)).toEqual([null, null]);
  });

  it('is for admins only', async () => {
    expect((await api.get('/api/v1/admin/activity')).status).toBe(401);
    const user = await api.signIn(testAccounts.user);
    expect((await api.as(user).get('/api/v1/admin/activity')).status).toBe(403);
  });
});
