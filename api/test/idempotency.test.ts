import { randomUUID } from 'node:crypto';
import { contactBody } from 'contracts/schemas/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, idempotencyKeys } from '../src/db/schema.ts';
import { purgeIdempotencyKeys, requestHashOf } from '../src/plugins/idempotency.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const ARABIC = /[\u0600-\u06FF]/;

describe.each(databaseTargets)('writes with an idempotency key on %s', (target) => {
  let api: TestApi;
  let token: string;
  let otherToken: string;
  let flakyCalls = 0;
  let slowCalls = 0;
  const message = (subject: string) => ({
    name: 'Hamad Al-Thani',
    email: 'hamad@example.qa',
    phoneNumber: '97455123456',
    subject,
    message: 'I would like to add my bakery in Al Wakrah to the directory.',
  });
  const contact = (subject: string, key?: string, lang?: string) =>
    api.request('POST', '/api/v1/contact/', {
      body: message(subject),
      lang,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  /** A key's record as this test's guest sending `message(subject)` leaves it. */
  const guestContact = (subject: string) => ({
    scope: 'guest:127.0.0.1',
    method: 'POST',
    path: '/api/v1/contact/',
    requestHash: requestHashOf(contactBody.parse(message(subject))),
  });
  const messagesAbout = (subject: string) =>
    api.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

  beforeAll(async () => {
    api = await startTestApi(target, {
      // A write that fails (500, its transaction rolled back) once, then succeeds.
      setup: (app) => {
        app.post('/api/v1/test/flaky', async (_request, reply) => {
          flakyCalls += 1;
          if (flakyCalls === 1) throw new Error('the first try fails');
          return reply.code(201).send({ calls: flakyCalls });
        });
        // A write that takes a while: its caller may give up (a BFF cutting its call) before the answer.
        app.post('/api/v1/test/slow', async (_request, reply) => {
          slowCalls += 1;
          await new Promise((resolve) => setTimeout(resolve, 400));
          return reply.code(201).send({ calls: slowCalls });
        });
      },
    });
    token = await api.signIn(testAccounts.user);
    otherToken = await api.signIn(testAccounts.admin);
  });
  afterAll(() => api?.close());

  it('runs a write once per key and replays its answer to a repeat', async () => {
    const key = randomUUID();
    const first = await contact('once per key', key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replay')).toBeNull();
    const again = await contact('once per key', key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await messagesAbout('once per key')).toHaveLength(1);
  });

  it('runs writes without a key as before: each one applied', async () => {
    expect((await contact('no key')).status).toBe(201);
    expect((await contact('no key')).status).toBe(201);
    expect(await messagesAbout('no key')).toHaveLength(2);
  });

  it('refuses a key that is not a uuid, in the request language, applying nothing', async () => {
    for (const key of ['abc', '', `${randomUUID()}x`, "1' or '1'='1"]) {
      const response = await contact('bad key', key, 'ar');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.detail).toMatch(ARABIC);
    }
    expect(await messagesAbout('bad key')).toHaveLength(0);
  });

  it('refuses a key reused with another write: another path, another method, another caller', async () => {
    const key = randomUUID();
    const user = { authorization: `Bearer ${token}`, 'idempotency-key': key };
    const itemId = (await api.get('/api/v1/restaurants?limit=1')).body.items[0]._id;
    const saved = await api.request('POST', '/api/v1/favorite', {
      body: { itemType: 'restaurant', itemId },
      headers: user,
    });
    expect(saved.status).toBe(200);

    const otherPath = await api.request('POST', '/api/v1/bookmark', {
      body: { itemType: 'restaurant', itemId },
      headers: user,
      lang: 'ar',
    });
    expect(otherPath.status).toBe(422);
    expect(otherPath.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(otherPath.body.detail).toMatch(ARABIC);
    const bookmarks = await api.request('GET', '/api/v1/bookmarks', { token });
    expect(bookmarks.body.total).toBe(0);

    const otherMethod = await api.request('DELETE', `/api/v1/favorite/restaurant/${itemId}`, { headers: user });
    expect(otherMethod.status).toBe(422);

    const otherCaller = await api.request('POST', '/api/v1/favorite', {
      body: { itemType: 'restaurant', itemId },
      headers: { authorization: `Bearer ${otherToken}`, 'idempotency-key': key },
    });
    expect(otherCaller.status).toBe(422);
    expect(otherCaller.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const adminFavorites = await api.request('GET', '/api/v1/favorites', { token: otherToken });
    expect(adminFavorites.body.total).toBe(0);
  });

  it('refuses a key sent again with another body (422), applying nothing, and never replays it to another guest', async () => {
    const key = randomUUID();
    expect((await contact('bound to its body', key)).status).toBe(201);
    const otherBody = await contact('another body', key, 'ar');
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(otherBody.body.detail).toMatch(ARABIC);
    expect(await messagesAbout('another body')).toHaveLength(0);
    // Another guest (another address) with the key and the very same body: not the first guest's answer.
    const otherGuest = await api.request('POST', '/api/v1/contact/', {
      body: message('bound to its body'),
      headers: { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.77' },
    });
    expect(otherGuest.status).toBe(422);
    expect(otherGuest.headers.get('idempotent-replay')).toBeNull();
    expect(await messagesAbout('bound to its body')).toHaveLength(1);
  });

  it('answers 409 while the first write with the key is still running', async () => {
    const key = randomUUID();
    await api.db.insert(idempotencyKeys).values({ key, ...guestContact('still running'), createdAt: new Date() });
    const response = await contact('still running', key, 'ar');
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('REQUEST_IN_PROGRESS');
    expect(response.body.detail).toMatch(ARABIC);
    expect(await messagesAbout('still running')).toHaveLength(0);
  });

  it('runs again a key left running by a killed api, and one past its day', async () => {
    const orphaned = randomUUID();
    await api.db.insert(idempotencyKeys).values({
      key: orphaned,
      ...guestContact('orphaned key'),
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    expect((await contact('orphaned key', orphaned)).status).toBe(201);
    expect(await messagesAbout('orphaned key')).toHaveLength(1);

    const expired = randomUUID();
    await api.db.insert(idempotencyKeys).values({
      key: expired,
      ...guestContact('expired key'),
      createdAt: new Date(Date.now() - 25 * 3_600_000),
      status: 201,
      contentType: 'application/json; charset=utf-8',
      body: '{"_id":"old"}',
    });
    const response = await contact('expired key', expired);
    expect(response.status).toBe(201);
    expect(response.body._id).not.toBe('old');
    expect(response.headers.get('idempotent-replay')).toBeNull();
  });

  it('releases the key of a write that failed (5xx), so its retry runs', async () => {
    const key = randomUUID();
    const failed = await api.request('POST', '/api/v1/test/flaky', { headers: { 'idempotency-key': key } });
    expect(failed.status).toBe(500);
    const retried = await api.request('POST', '/api/v1/test/flaky', { headers: { 'idempotency-key': key } });
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual({ calls: 2 });
    const replayed = await api.request('POST', '/api/v1/test/flaky', { headers: { 'idempotency-key': key } });
    expect(replayed.body).toEqual({ calls: 2 });
    expect(flakyCalls).toBe(2);
  });

  it('keeps the answer of a write whose caller went away: a repeat meanwhile is 409, after it the answer', async () => {
    const key = randomUUID();
    const headers = { 'idempotency-key': key };
    const cut = await fetch(`${api.address}/api/v1/test/slow`, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(100),
    }).catch((error: Error) => error);
    expect(cut).toBeInstanceOf(Error);
    const meanwhile = await api.request('POST', '/api/v1/test/slow', { headers, lang: 'ar' });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.code).toBe('REQUEST_IN_PROGRESS');
    expect(meanwhile.body.detail).toMatch(ARABIC);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const after = await api.request('POST', '/api/v1/test/slow', { headers });
    expect(after.status).toBe(201);
    expect(after.body).toEqual({ calls: 1 });
    expect(after.headers.get('idempotent-replay')).toBe('true');
    expect(slowCalls).toBe(1);
  });

  it('ignores the key on the account routes, whose answers hold session tokens', async () => {
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const response = await api.request('POST', '/api/v1/auth/login', {
        body: testAccounts.user,
        headers: { 'idempotency-key': key },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('idempotent-replay')).toBeNull();
    }
    expect(await api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('does not use a key up on a refused body', async () => {
    const key = randomUUID();
    const refused = await api.request('POST', '/api/v1/contact/', {
      body: { ...message('refused first'), email: 'not an email' },
      headers: { 'idempotency-key': key },
    });
    expect(refused.status).toBe(400);
    expect((await contact('refused first', key)).status).toBe(201);
    expect(await messagesAbout('refused first')).toHaveLength(1);
  });

  it('purges keys past their day', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    const row = { scope: 'guest:127.0.0.1', requestHash: requestHashOf(null), method: 'POST', path: '/x', status: 204 };
    await api.db.insert(idempotencyKeys).values([
      { ...row, key: old, createdAt: new Date(Date.now() - 25 * 3_600_000) },
      { ...row, key: recent, createdAt: new Date(Date.now() - 23 * 3_600_000) },
    ]);
    expect(await purgeIdempotencyKeys(api.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = (await api.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});
