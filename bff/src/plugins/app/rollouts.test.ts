import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistry, updateRegistry } from 'delivery/registry';
import type { Registry, RemoteName } from 'delivery/release-format';
import { releaseHealth } from 'delivery/rollout';
import Fastify from 'fastify';
import langPlugin from 'server-kit/request-lang';
import { afterEach, describe, expect, it } from 'vitest';
import cookies from '../external/cookies.ts';
import { createRemoteReleases } from './remote-releases.ts';
import rollouts from './rollouts.ts';
import session from './session.ts';
import { createMemorySessionStore } from './session-store.ts';

const LIVE = '0.1.0-aaaaaaaaaa';
const NEXT = '0.1.0-bbbbbbbbbb';
const history = [{ action: 'deploy' as const, version: LIVE, at: '2026-11-26T04:00:00.000Z', by: 'test' }];
const rolloutOf = (percent: number): Registry => ({
  remotes: {
    'mfe-listings': { live: LIVE, rollout: { version: NEXT, percent, startedAt: '2026-11-26T04:00:00.000Z' }, history },
  },
});

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A BFF with only what rollouts need, the registry given, and a route that says which release a visitor gets. */
async function bffWith(registry: Registry, checkEveryMs = 60_000) {
  const releasesRoot = mkdtempSync(path.join(tmpdir(), 'rollouts-'));
  updateRegistry(releasesRoot, () => registry);
  let clock = 0;
  const releases = createRemoteReleases({ root: releasesRoot, now: () => clock });
  const app = Fastify();
  apps.push(app);
  await app.register(cookies);
  await app.register(langPlugin);
  await app.register(session, { store: createMemorySessionStore(), secure: false });
  await app.register(rollouts, {
    releasesRoot,
    registry: releases.registry,
    policy: { minVisitors: 2, maxFailureRate: 0.2 },
    secure: false,
    checkEveryMs,
  });
  app.get('/which/:remote', async (request) => ({
    release: releases.releaseFor((request.params as { remote: RemoteName }).remote, request.visitor) ?? null,
  }));
  app.get('/releases/:remote/:version/mf-manifest.json', async () => ({ id: 'manifest' }));
  // The registry as the BFF's watcher sees it a second later.
  return { app, releasesRoot, nextSecond: () => (clock += 1000) };
}

const cookieOf = (setCookie: string | string[] | number | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? '')).split(';')[0] ?? '';

describe('percentage rollouts in the BFF', () => {
  it('gives the live release without any cookie while no rollout runs', async () => {
    const { app } = await bffWith({ remotes: { 'mfe-listings': { live: LIVE, history } } });
    const answer = await app.inject('/which/mfe-listings');
    expect(answer.json()).toEqual({ release: LIVE });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await app.inject('/which/mfe-admin')).json()).toEqual({ release: null });
  });

  it('issues a visitor id during a rollout and keeps each visitor on their release', async () => {
    const { app } = await bffWith(rolloutOf(50));
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 30; visitor += 1) {
      const first = await app.inject('/which/mfe-listings');
      const cookie = cookieOf(first.headers['set-cookie']);
      expect(first.headers['set-cookie']).toMatch(
        /qd_visitor=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
      );
      const { release } = first.json();
      seen.add(release);
      for (let visit = 0; visit < 3; visit += 1) {
        const again = await app.inject({ url: '/which/mfe-listings', headers: { cookie } });
        expect(again.json()).toEqual({ release });
        expect(again.headers['set-cookie']).toBeUndefined();
      }
    }
    expect([...seen].sort()).toEqual([LIVE, NEXT]);
  });

  it('counts loads and failures of the rollout’s releases, believes a failure only with a visitor, and refuses a malformed report', async () => {
    const { app, releasesRoot } = await bffWith(rolloutOf(99));
    const cookie = cookieOf((await app.inject('/which/mfe-listings')).headers['set-cookie']);
    await app.inject({ url: `/releases/mfe-listings/${NEXT}/mf-manifest.json`, headers: { cookie } });
    const report = (body: unknown, headers: Record<string, string> = { cookie }) =>
      app.inject({ method: 'POST', url: '/releases/failures', payload: body as object, headers });
    expect((await report({ remote: 'mfe-listings', version: NEXT })).statusCode).toBe(204);
    expect((await report({ remote: 'mfe-listings', version: NEXT }, {})).statusCode).toBe(204);
    // Not in a rollout: taken and ignored.
    expect((await report({ remote: 'mfe-admin', version: NEXT })).statusCode).toBe(204);
    const bad = await report({ remote: 'mfe-listings', version: '../registry' }, { cookie, 'x-lang': 'ar' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u0600-\u06ff]/);
    expect(releaseHealth(releasesRoot, 'mfe-listings').get(NEXT)).toEqual({ loads: 1, failures: 1 });
    expect(releaseHealth(releasesRoot, 'mfe-admin').size).toBe(0);
  });

  it('limits failure reports per address', async () => {
    const { app } = await bffWith(rolloutOf(10));
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/releases/failures',
        payload: { remote: 'mfe-account', version: LIVE },
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 204)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('rolls a failing rollout back on its own, keeping the live release', async () => {
    const { app, releasesRoot, nextSecond } = await bffWith(rolloutOf(99), 50);
    for (let visitor = 0; visitor < 2; visitor += 1) {
      const cookie = cookieOf((await app.inject('/which/mfe-listings')).headers['set-cookie']);
      await app.inject({ url: `/releases/mfe-listings/${NEXT}/mf-manifest.json`, headers: { cookie } });
      await app.inject({
        method: 'POST',
        url: '/releases/failures',
        payload: { remote: 'mfe-listings', version: NEXT },
        headers: { cookie },
      });
    }
    await expect
      .poll(() => readRegistry(releasesRoot).remotes['mfe-listings']?.rollout, { timeout: 2000 })
      .toBeUndefined();
    const entry = readRegistry(releasesRoot).remotes['mfe-listings'];
    expect(entry?.live).toBe(LIVE);
    expect(entry?.history.at(-1)).toMatchObject({ action: 'auto-rollback', version: NEXT, by: 'bff' });
    // The BFF's watcher then sees the registry without the rollout: every visitor gets the live release.
    nextSecond();
    expect((await app.inject('/which/mfe-listings')).json()).toEqual({ release: LIVE });
  });
});
