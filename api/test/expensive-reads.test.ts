/**
 * Expensive reads take turns through a gate of their own: a client may have a few at once, the
 * process a few more waiting, signed-in users before guests; every refusal is a 429 with Retry-After
 * in the request's language; cheap requests never wait at the gate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

/** Expensive requests of the test's own, each held until the test lets it go. */
const held = new Map<string, () => void>();

/** Lets `id` finish once it runs. */
async function release(id: string) {
  while (!held.has(id)) await new Promise((resolve) => setTimeout(resolve, 10));
  held.get(id)?.();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe.each(databaseTargets)('the gate of expensive reads on %s', (target) => {
  let api: TestApi;
  let userToken: string;
  /** Sends a held request for `client` (an address, or a bearer token); resolves with its answer. */
  const send = (id: string, client: { ip?: string; token?: string }, lang = 'en') =>
    api.request('GET', `/test/held?id=${id}`, {
      lang,
      token: client.token,
      headers: client.ip ? { 'x-forwarded-for': client.ip } : {},
    });
  beforeAll(async () => {
    // The ids below are the same on each database: none of the last run's may be released twice.
    held.clear();
    api = await startTestApi(target, {
      expensiveReads: { concurrency: 1, queue: 2, perClient: 2, maxWaitMs: 1500 },
      setup: (app) => {
        app.get('/test/held', { config: { expensive: () => true } }, async (request) => {
          const { id } = request.query as { id: string };
          await new Promise<void>((resolve) => held.set(id, resolve));
          return { id };
        });
      },
    });
    userToken = await api.signIn(testAccounts.user);
  });
  afterAll(() => api?.close());

  it('refuses a client its third at once, with Retry-After, in its language', async () => {
    const first = send('a1', { ip: '203.0.113.1' });
    const second = send('a2', { ip: '203.0.113.1' });
    await settle();
    const third = await send('a3', { ip: '203.0.113.1' }, 'ar');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(third.body).toMatchObject({ code: 'TOO_MANY_SEARCHES', retryAfterSeconds: 1 });
    expect(third.body.detail).toContain('أنت تبحث');
    await release('a1');
    await release('a2');
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await first).headers.get('retry-after')).toBeNull();
  });

  it('answers cheap requests at once while expensive ones fill the gate', async () => {
    const busy = ['b1', 'b2', 'b3'].map((id, i) => send(id, { ip: `203.0.113.${10 + i}` }));
    await settle();
    const started = performance.now();
    const [list, detail, mine] = await Promise.all([
      api.get('/api/v1/restaurants'),
      api.get('/api/v1/blogs'),
      api.as(userToken).get('/api/v1/favorites'),
    ]);
    expect([list.status, detail.status, mine.status]).toEqual([200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const id of ['b1', 'b2', 'b3']) await release(id);
    expect((await Promise.all(busy)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });

  it('sheds guests with 429 SEARCH_BUSY when the queue is full, and lets a signed-in user ahead', async () => {
    // One runs, two wait: the queue is full.
    const [first, second, third] = ['c1', 'c2', 'c3'].map((id, i) => send(id, { ip: `203.0.113.${20 + i}` }));
    await settle();
    const shed = await send('c4', { ip: '203.0.113.30' });
    expect(shed.status).toBe(429);
    expect(shed.body.code).toBe('SEARCH_BUSY');
    expect(shed.headers.get('retry-after')).toBe('1');
    // A signed-in user takes the newest guest's place, and runs before the guest still waiting.
    const user = send('c5', { token: userToken });
    await settle();
    expect((await third)?.status).toBe(429);
    await release('c1');
    await settle();
    expect(held.has('c5')).toBe(true);
    expect(held.has('c2')).toBe(false);
    await release('c5');
    await release('c2');
    expect((await user).status).toBe(200);
    expect((await first)?.status).toBe(200);
    expect((await second)?.status).toBe(200);
  });

  it('refuses a wait that runs out, and gives every turn back', async () => {
    const long = send('d1', { ip: '203.0.113.40' });
    await settle();
    const waited = await send('d2', { ip: '203.0.113.41' });
    expect(waited.status).toBe(429);
    expect(waited.body.code).toBe('SEARCH_BUSY');
    await release('d1');
    expect((await long).status).toBe(200);
    // Nothing kept: one client's turns come back, one after another.
    for (let round = 0; round < 5; round++) {
      const next = send(`e${round}`, { ip: '203.0.113.50' });
      await release(`e${round}`);
      expect((await next).status).toBe(200);
    }
  });

  it('sheds expensive reads at once, and only them, while the event loop lags', async () => {
    const lagging = await startTestApi(target, { expensiveReads: { shedAboveLagMs: 100 } });
    try {
      // The api's own thread held for over a second, begun half way through one of its once-a-second
      // looks at the loop: a long block after many free samples, what a process too busy to keep up
      // looks like.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // busy
      }
      // The overdue look at the loop runs first.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const search = await lagging.get('/api/v1/restaurants?businessName=saffron', 'ar');
      expect(search.status).toBe(429);
      expect(search.body.code).toBe('SEARCH_BUSY');
      expect(search.headers.get('retry-after')).toBe('1');
      expect((await lagging.get('/api/v1/restaurants')).status).toBe(200);
      // A second later, with the loop free again, searches are served.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await lagging.get('/api/v1/restaurants?businessName=saffron')).status).toBe(200);
    } finally {
      await lagging.close();
    }
  });

  it('gates name searches, "open now" and the blog title search, not plain lists', async () => {
    const holding = [send('f1', { ip: '127.0.0.1' }), send('f2', { ip: '127.0.0.1' })];
    await settle();
    for (const path of [
      '/api/v1/restaurants?businessName=saffron',
      '/api/v1/shops?openNow=true',
      '/api/v1/blogs?title=doha',
    ]) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(429);
      expect(answer.body.code, path).toBe('TOO_MANY_SEARCHES');
    }
    for (const path of ['/api/v1/restaurants?location=west_bay', '/api/v1/shops', '/api/v1/blogs?category=food']) {
      expect((await api.get(path)).status, path).toBe(200);
    }
    await release('f1');
    await release('f2');
    await Promise.all(holding);
  });
});
