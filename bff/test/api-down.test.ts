import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { startTestApi, type TestApi, testAccounts } from 'api/testing';
import { errorMessage } from 'contracts/errors';
import type { InjectOptions } from 'fastify';
import { PROBE_TIMEOUT_MS, SLOW_CALL_MS } from 'server-kit/unavailable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { unavailableBody } from '../src/plugins/app/bff-errors.ts';
import {
  crash,
  csrf,
  fakeBuilds,
  noBuildBffOptions,
  restart,
  signIn,
  signOutHeaders,
  standInApi,
  testBffOptions,
} from './helpers.ts';

type Bff = Awaited<ReturnType<typeof buildBff>>;

/** A request to the BFF and how long its answer took. */
async function timed(bff: Bff, options: InjectOptions) {
  const started = performance.now();
  const response = await bff.inject(options);
  return { response, ms: performance.now() - started };
}

/** Asks until `done` says yes (every 50 ms, at most `withinMs`): how long it took. */
async function waitFor(done: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

/**
 * A port that takes connections and never answers (an api hung, or a machine gone without a
 * reset): without the BFF knowing better, every call waits for its timeout.
 */
async function blackHole(port: number) {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
}

const apiKnownDown = (bff: Bff) => async () =>
  (await bff.inject({ method: 'GET', url: '/readyz' })).json().api === false;

describe('BFF while the api is down', () => {
  let api: TestApi;
  let buildRoot: string;
  let bff: Bff;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    buildRoot = await fakeBuilds();
    // The production timeout: nothing below may wait for it.
    bff = await buildBff(testBffOptions(api.address, buildRoot, { upstreamTimeoutMs: 10_000 }));
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    if (buildRoot) await rm(buildRoot, { recursive: true, force: true });
  });

  it('answers at once with 503, Retry-After and the message in the language asked, and serves again within 2 s of its return', async () => {
    const cookie = await signIn(bff, testAccounts.user);
    const port = await crash(api);

    const first = await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=ar' });
    expect(first.statusCode).toBe(503);
    const second = await timed(bff, { method: 'GET', url: '/api/v1/restaurants?lang=en' });
    expect(second.ms).toBeLessThan(1000);
    expect(second.response.headers['retry-after']).toBe('2');
    expect(second.response.json()).toEqual(unavailableBody('en'));
    await waitFor(apiKnownDown(bff), 1000);
    // From here a call to the api would wait for the full timeout: the BFF must not make it.
    const closeHole = await blackHole(port);
    try {
      const calls: [InjectOptions, 'en' | 'ar'][] = [
        [{ method: 'GET', url: '/api/v1/restaurants?lang=ar' }, 'ar'],
        [{ method: 'GET', url: '/api/v1/blogs', headers: { 'x-lang': 'en' } }, 'en'],
        [{ method: 'POST', url: '/api/v1/auth/login?lang=ar', headers: csrf, payload: testAccounts.user }, 'ar'],
        [{ method: 'GET', url: '/api/v1/auth/me?lang=en', headers: { cookie } }, 'en'],
        [{ method: 'GET', url: '/media/00000000-0000-4000-8000-000000000000/640.webp?lang=ar' }, 'ar'],
      ];
      for (const [request, lang] of calls) {
        const { response, ms } = await timed(bff, request);
        expect(ms, String(request.url)).toBeLessThan(1000);
        expect(response.statusCode, String(request.url)).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual(unavailableBody(lang));
      }
      // Pages are made without their data, as before, but without waiting for it.
      for (const url of ['/restaurant/x/00000000-0000-4000-8000-000000000000', '/listings/restaurants', '/']) {
        const { response, ms } = await timed(bff, { method: 'GET', url, headers: { accept: 'text/html' } });
        expect(ms, url).toBeLessThan(1000);
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<div id="root">');
      }
      const sitemap = await timed(bff, { method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.ms).toBeLessThan(1000);
      expect(sitemap.response.statusCode).toBe(503);
      // Signing out needs no api: the session ends here all the same.
      const signOut = await timed(bff, {
        method: 'GET',
        url: '/api/v1/auth/logout',
        headers: { ...signOutHeaders, cookie },
      });
      expect(signOut.ms).toBeLessThan(1000);
      expect(signOut.response.json().data.loggedOut).toBe(true);
      // Still in the load balancer's rotation: it answers its visitors itself.
      const ready = await bff.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', api: false });
    } finally {
      await closeHole();
    }

    const again = await restart(api, port);
    try {
      const back = await waitFor(
        async () =>
          (await bff.inject({ method: 'GET', url: '/api/v1/restaurants?lang=en&limit=2' })).statusCode === 200,
        2000,
      );
      expect(back).toBeLessThan(2000);
      expect((await bff.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', api: true });
    } finally {
      await again.close();
    }
  });

  it("notices an api that hangs from the load balancer's checks of the BFF, and stops waiting for it", async () => {
    // The black hole stands where the api was: nothing refuses, nothing answers.
    const port = Number(new URL(api.address).port);
    const closeHole = await blackHole(port);
    try {
      // Each look at the BFF's /readyz asks the api too, and that times out.
      await waitFor(apiKnownDown(bff), 5000);
      const { response, ms } = await timed(bff, { method: 'GET', url: '/api/v1/shops?lang=ar' });
      expect(ms).toBeLessThan(1000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailableBody('ar'));
    } finally {
      await closeHole();
    }
  });
});

/** What HAProxy answers with no instance left to send a request to. */
const HAPROXY_503 =
  '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n';

/**
 * An upstream whose failures are chosen: `/api/v1/boom` a 500, `/api/v1/gone` an api's 503,
 * `/api/v1/cut` a connection cut mid-request (an instance killed behind HAProxy). `checks` is what
 * `/healthz` gets: an api's answer, an api's 503 (one under pressure), or HAProxy's page with no
 * instance left; `gatewayPage` gives every other call that page. It counts the calls besides checks.
 */
async function chosenFailures() {
  const state = {
    checks: 'ok' as 'ok' | 'api 503' | 'gateway page' | 'gateway page once',
    gatewayPage: false,
    calls: 0,
  };
  const json = (response: ServerResponse, status: number) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));
  const gatewayPage = (response: ServerResponse) =>
    response.writeHead(503, { 'content-type': 'text/html' }).end(HAPROXY_503);
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    if (url.startsWith('/healthz')) {
      if (state.checks === 'gateway page once') {
        state.checks = 'ok';
        return gatewayPage(response);
      }
      if (state.checks === 'gateway page') return gatewayPage(response);
      return json(response, state.checks === 'ok' ? 200 : 503);
    }
    state.calls++;
    if (state.gatewayPage) return gatewayPage(response);
    if (url.startsWith('/api/v1/cut')) return request.socket.destroy();
    json(response, url.startsWith('/api/v1/boom') ? 500 : url.startsWith('/api/v1/gone') ? 503 : 200);
  };
  return { ...(await standInApi(answer)), state };
}

describe('BFF after a failed api call', () => {
  let upstream: Awaited<ReturnType<typeof chosenFailures>>;
  let bff: Bff;
  beforeAll(async () => {
    upstream = await chosenFailures();
    bff = await buildBff(noBuildBffOptions(upstream.url, { upstreamTimeoutMs: 10_000 }));
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  const reachesApi = async () => {
    const before = upstream.state.calls;
    const response = await bff.inject({ method: 'GET', url: '/api/v1/account/favorites' });
    return response.statusCode === 200 && upstream.state.calls === before + 1;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('keeps calling an api that answered a 500: not even checked', async () => {
    // Were it checked, the check would find no api.
    upstream.state.checks = 'gateway page';
    try {
      expect((await bff.inject({ method: 'GET', url: '/api/v1/boom' })).statusCode).toBe(500);
      await settle();
      expect(await reachesApi()).toBe(true);
    } finally {
      upstream.state.checks = 'ok';
    }
  });

  it('keeps calling an api that still answers after a cut connection or a 503 (another instance took over)', async () => {
    for (const url of ['/api/v1/cut', '/api/v1/gone']) {
      expect((await bff.inject({ method: 'GET', url })).statusCode).toBe(503);
      await settle();
      expect(await reachesApi(), url).toBe(true);
    }
    // An api that answers for itself, if only to say it is under pressure, is there.
    upstream.state.checks = 'api 503';
    try {
      expect((await bff.inject({ method: 'GET', url: '/api/v1/gone' })).statusCode).toBe(503);
      await settle();
      expect(await reachesApi()).toBe(true);
    } finally {
      upstream.state.checks = 'ok';
    }
    expect((await bff.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', api: true });
  });

  it('keeps calling an api whose first check went unanswered but the next answered (two in a row mark it down)', async () => {
    upstream.state.checks = 'gateway page once';
    expect((await bff.inject({ method: 'GET', url: '/api/v1/cut' })).statusCode).toBe(503);
    await settle();
    expect(upstream.state.checks).toBe('ok');
    expect(await reachesApi()).toBe(true);
  });

  it("answers a gateway's own error page with the BFF's 503, in the language asked", async () => {
    upstream.state.gatewayPage = true;
    try {
      const calls: InjectOptions[] = [
        { method: 'GET', url: '/api/v1/account/favorites?lang=ar' },
        { method: 'POST', url: '/api/v1/auth/login?lang=ar', headers: csrf, payload: testAccounts.user },
      ];
      for (const request of calls) {
        const before = upstream.state.calls;
        const { response, ms } = await timed(bff, request);
        // Asked once, not again and again for a second: the page says no instance is left.
        expect(upstream.state.calls - before).toBe(1);
        expect(ms).toBeLessThan(500);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual(unavailableBody('ar'));
      }
    } finally {
      upstream.state.gatewayPage = false;
    }
  });

  it('stops calling once the gateway has no api left, until one answers again', async () => {
    upstream.state.gatewayPage = true;
    upstream.state.checks = 'gateway page';
    expect((await bff.inject({ method: 'GET', url: '/api/v1/account/favorites' })).statusCode).toBe(503);
    await waitFor(apiKnownDown(bff), 1000);
    const before = upstream.state.calls;
    const refused = await timed(bff, { method: 'GET', url: '/api/v1/account/favorites?lang=ar' });
    expect(refused.response.statusCode).toBe(503);
    expect(refused.response.json()).toEqual(unavailableBody('ar'));
    expect(upstream.state.calls).toBe(before);
    upstream.state.gatewayPage = false;
    upstream.state.checks = 'ok';
    expect(await waitFor(reachesApi, 2000)).toBeLessThan(2000);
  });
});

/**
 * An api that hangs on demand (a frozen host: connections accepted, nothing answered, `/healthz`
 * neither), else answers every call 200 with JSON.
 */
async function hangingApi() {
  const state = { hung: false, calls: 0 };
  const held = new Set<ServerResponse>();
  const upstream = await standInApi((request, response) => {
    if (state.hung) {
      held.add(response);
      return;
    }
    if (!(request.url ?? '').startsWith('/healthz')) state.calls++;
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
  });
  return {
    ...upstream,
    state,
    close: () => {
      for (const response of held) response.destroy();
      return upstream.close();
    },
  };
}

describe('BFF when its api hangs', () => {
  let upstream: Awaited<ReturnType<typeof hangingApi>>;
  let bff: Bff;
  let buildRoot: string;
  beforeAll(async () => {
    upstream = await hangingApi();
    buildRoot = await fakeBuilds();
    // The production timeout: a visitor left waiting for the api would wait 10 s.
    bff = await buildBff(testBffOptions(upstream.url, buildRoot, { upstreamTimeoutMs: 10_000 }));
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
    if (buildRoot) await rm(buildRoot, { recursive: true, force: true });
  });

  it('answers the requests already waiting on it within seconds, without any check from outside: reads 503, a proxied write its outcome unknown (504), and serves again once it answers', async () => {
    expect((await bff.inject({ method: 'GET', url: '/api/v1/shops' })).statusCode).toBe(200);
    upstream.state.hung = true;
    const key = '3f0c8f9e-4d7a-4b61-9a43-5e2d1c0b7a69';
    // Sent at once, each on its way to the api (a proxied read and write, the gateway's own call, a
    // picture, a page that asks for its data) before the BFF can know anything.
    const calls: [InjectOptions, number][] = [
      [{ method: 'GET', url: '/api/v1/restaurants?lang=ar' }, 503],
      [
        {
          method: 'POST',
          url: '/api/v1/contact?lang=ar',
          headers: { ...csrf, 'idempotency-key': key },
          payload: { name: 'x' },
        },
        504,
      ],
      [{ method: 'POST', url: '/api/v1/auth/login?lang=ar', headers: csrf, payload: testAccounts.user }, 503],
      [{ method: 'GET', url: '/media/00000000-0000-4000-8000-000000000000/640.webp?lang=ar' }, 503],
      [
        { method: 'GET', url: '/restaurant/x/00000000-0000-4000-8000-000000000000', headers: { accept: 'text/html' } },
        200,
      ],
    ];
    const answers = await Promise.all(calls.map(([request]) => timed(bff, request)));
    for (const [i, { response, ms }] of answers.entries()) {
      const [request, status] = calls[i] as [InjectOptions, number];
      // SLOW_CALL_MS, then checks of PROBE_TIMEOUT_MS (3 s): bounded with room for a busy machine, and
      // far below the 10 s a visitor would otherwise wait.
      expect(ms, String(request.url)).toBeLessThan(SLOW_CALL_MS + PROBE_TIMEOUT_MS + 1000);
      expect(response.statusCode, String(request.url)).toBe(status);
      if (status === 503) {
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual(unavailableBody('ar'));
      }
      if (status === 504) {
        // Sent, then cut off: it may have been applied, so not a 503; the key to ask again with.
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual({
          code: 'OUTCOME_UNKNOWN',
          message: errorMessage('OUTCOME_UNKNOWN', 'ar'),
          idempotencyKey: key,
        });
      }
    }
    // Known down: the next visitor does not wait at all.
    const next = await timed(bff, { method: 'GET', url: '/api/v1/account/favorites?lang=en' });
    expect(next.ms).toBeLessThan(500);
    expect(next.response.json()).toEqual(unavailableBody('en'));

    upstream.state.hung = false;
    const back = await waitFor(
      async () => (await bff.inject({ method: 'GET', url: '/api/v1/account/favorites' })).statusCode === 200,
      2000,
    );
    expect(back).toBeLessThan(2000);
  });

  it('does not take a loaded api for a dead one: its check answered slowly, every visitor still served', async () => {
    // A busy api: its answers take 2.5 s, its /healthz 1.5 s (within the check's bound).
    const loaded = await standInApi((request, response) => {
      const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      setTimeout(answer, (request.url ?? '').startsWith('/healthz') ? 1500 : 2500);
    });
    const patient = await buildBff(testBffOptions(loaded.url, buildRoot, { upstreamTimeoutMs: 10_000 }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => timed(patient, { method: 'GET', url: `/api/v1/slow?n=${i}` })),
      );
      expect(answers.map(({ response }) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await patient.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ api: true });
    } finally {
      await patient.close();
      await loaded.close();
    }
  });

  it('does not take a slow answer for a hung api when the api answers its check', async () => {
    const slow = await standInApi((request, response) => {
      const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      if ((request.url ?? '').startsWith('/api/v1/slow')) setTimeout(answer, 1200);
      else answer();
    });
    const patient = await buildBff(testBffOptions(slow.url, buildRoot, { upstreamTimeoutMs: 10_000 }));
    try {
      const { response, ms } = await timed(patient, { method: 'GET', url: '/api/v1/slow' });
      expect(response.statusCode).toBe(200);
      expect(ms).toBeGreaterThan(1100);
      expect((await patient.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ api: true });
    } finally {
      await patient.close();
      await slow.close();
    }
  });
});
