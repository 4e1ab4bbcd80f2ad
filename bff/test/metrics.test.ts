/**
 * The BFF's Prometheus metrics: served on the internal listener only, requests by route template
 * (pages as one series), Node's process metrics, the public cache's hits and misses, the session
 * store's latency, the api's availability, rollout assignments and reported load failures.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { updateRegistry } from 'delivery/registry';
import { createMetricsRegistry } from 'server-kit/metrics';
import { metricValue } from 'server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { V1, V2, writeRelease } from './fake-releases.ts';
import { csrf, fakeBuilds, standInApi, testBffOptions } from './helpers.ts';

const LIST = { items: [{ _id: 'r1', slug: 'a-restaurant' }], page: 1, limit: 10, total: 1 };

describe('metrics of the BFF', () => {
  let root: string;
  let api: Awaited<ReturnType<typeof standInApi>>;
  let bff: Awaited<ReturnType<typeof buildBff>>;
  let address: string;
  let metricsUrl: string;
  const registry = createMetricsRegistry({ service: 'bff', instance: 'bff-test' });
  const scrape = async () => {
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    return answer.text();
  };

  beforeAll(async () => {
    root = await fakeBuilds();
    const releasesDir = path.join(root, 'releases');
    writeRelease(releasesDir, 'mfe-listings', V2);
    updateRegistry(releasesDir, (current) => {
      const entry = current.remotes['mfe-listings'];
      if (!entry) throw new Error('the fake builds deploy mfe-listings');
      const rollout = { version: V2, percent: 50, startedAt: new Date().toISOString() };
      return { remotes: { ...current.remotes, 'mfe-listings': { ...entry, rollout } } };
    });
    api = await standInApi((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(request.url?.startsWith('/healthz') ? { status: 'ok' } : LIST));
    });
    bff = await buildBff(
      testBffOptions(api.url, root, {
        metricsRegistry: registry,
        metricsListener: { host: '127.0.0.1', port: 0 },
      }),
    );
    address = await bff.listen({ host: '127.0.0.1', port: 0 });
    metricsUrl = `http://127.0.0.1:${bff.metricsAddress()?.port}/metrics`;
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers 404 to /metrics on the site, as JSON and as a page', async () => {
    expect((await fetch(`${address}/metrics`)).status).toBe(404);
    expect((await fetch(`${address}/metrics`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('counts requests by route template, pages as one series, an unknown path as unmatched', async () => {
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    const before = (await metricValue(registry, 'http_requests_total', unmatched)) ?? 0;
    expect((await fetch(`${address}/no/such/file.txt`)).status).toBe(404);
    expect(await metricValue(registry, 'http_requests_total', unmatched)).toBe(before + 1);
    expect((await fetch(`${address}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
    await fetch(`${address}/about-this-page-is-not-there`, { headers: { accept: 'text/html' } });
    await fetch(`${address}/remotes.json`);
    const text = await scrape();
    expect(text).toMatch(
      /^http_requests_total\{route="page",method="GET",status_class="2xx",service="bff",instance="bff-test"\} 1$/m,
    );
    expect(text).toMatch(/^http_requests_total\{route="\/remotes.json",method="GET",status_class="2xx",.*\} 1$/m);
    expect(text).not.toContain('/about');
    expect(text).toMatch(/^http_requests_total\{route="page",method="GET",status_class="4xx",.*\} \d+$/m);
    expect(text).not.toContain('file.txt');
    expect(text).toMatch(/^process_resident_memory_bytes\{service="bff",instance="bff-test"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{/m);
  });

  it("counts the public cache's misses and hits", async () => {
    const miss = { cache: 'public_api', result: 'miss' };
    const hit = { cache: 'public_api', result: 'hit' };
    const misses = (await metricValue(registry, 'bff_cache_requests_total', miss)) ?? 0;
    const hits = (await metricValue(registry, 'bff_cache_requests_total', hit)) ?? 0;
    expect((await fetch(`${address}/api/v1/restaurants?page=7`)).status).toBe(200);
    expect(await metricValue(registry, 'bff_cache_requests_total', miss)).toBe(misses + 1);
    expect((await fetch(`${address}/api/v1/restaurants?page=7`)).status).toBe(200);
    expect(await metricValue(registry, 'bff_cache_requests_total', hit)).toBe(hits + 1);
    expect(await scrape()).toMatch(/^bff_cache_requests_total\{cache="public_api",result="hit",.*\} \d+$/m);
  });

  it("times the session store's calls", async () => {
    const gets = (await metricValue(registry, 'bff_session_store_duration_seconds', { operation: 'get' })) ?? 0;
    await fetch(`${address}/api/v1/restaurants`, { headers: { cookie: `qd_session=${'x'.repeat(43)}` } });
    expect(await metricValue(registry, 'bff_session_store_duration_seconds', { operation: 'get' })).toBe(gets + 1);
  });

  it("counts the release a rollout gives each visitor, and the shells' reports of failed loads", async () => {
    const assigned = async () =>
      ((await metricValue(registry, 'bff_rollout_assignments_total', { release: V1 })) ?? 0) +
      ((await metricValue(registry, 'bff_rollout_assignments_total', { release: V2 })) ?? 0);
    const before = await assigned();
    await fetch(`${address}/remotes.json`);
    expect(await assigned()).toBe(before + 1);

    const report = (version: string) =>
      fetch(`${address}/releases/failures`, {
        method: 'POST',
        headers: csrf,
        body: JSON.stringify({ remote: 'mfe-listings', version }),
      });
    expect((await report(V2)).status).toBe(204);
    expect((await report('9.9.9-cccccccccc')).status).toBe(204);
    const text = await scrape();
    expect(text).toContain(
      `bff_remote_load_failures_total{remote="mfe-listings",release="${V2}",service="bff",instance="bff-test"} 1`,
    );
    // A release the registry does not name is no series of its own: forged reports add none.
    expect(text).toContain('bff_remote_load_failures_total{remote="mfe-listings",release="other",');
    expect(text).not.toContain('9.9.9-cccccccccc');
  });

  it('gauges whether the api answers', async () => {
    expect(await metricValue(registry, 'bff_api_available')).toBe(1);
    await api.close();
    // Readiness asks the api again, in the background: nothing answers now.
    await fetch(`${address}/readyz`);
    const deadline = Date.now() + 5000;
    while ((await metricValue(registry, 'bff_api_available')) !== 0) {
      if (Date.now() > deadline) throw new Error('the api was not found down');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await scrape()).toContain('bff_api_available{service="bff",instance="bff-test"} 0');
  });
});
