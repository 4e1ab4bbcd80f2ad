import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetricsRegistry, instanceName, metrics, metricsListenerFromEnv, statusClass } from './metrics.ts';
import { gate, metricValue } from './testing.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A server counted by the metrics plugin, its listener on a free loopback port. */
async function countedServer(held = gate()) {
  const registry = createMetricsRegistry({ service: 'api', instance: 'test-1' });
  const app = Fastify();
  apps.push(app);
  await app.register(metrics, { registry, listener: { host: '127.0.0.1', port: 0 } });
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/held', async () => {
    await held.opened;
    return { ok: true };
  });
  // As the BFF serves its pages: from the not-found handler, which names them.
  app.setNotFoundHandler(async (request, reply) => {
    if (!request.url.startsWith('/pages/')) return reply.code(404).send({ error: 'not found' });
    request.metricsRoute = 'page';
    return 'a page';
  });
  app.post('/broken', async () => {
    throw new Error('boom');
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const metricsUrl = `http://127.0.0.1:${app.metricsAddress()?.port}/metrics`;
  return { app, address, metricsUrl };
}

describe('metrics', () => {
  it('reads the listener from METRICS_PORT and METRICS_HOST, loopback by default, none without a port', () => {
    expect(metricsListenerFromEnv({})).toBeUndefined();
    expect(metricsListenerFromEnv({ METRICS_PORT: '9464' })).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(metricsListenerFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      port: 9464,
    });
    expect(() => metricsListenerFromEnv({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => metricsListenerFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('names the instance by INSTANCE_NAME, else host and port', () => {
    expect(instanceName({ INSTANCE_NAME: 'api-2' }, 4002)).toBe('api-2');
    expect(instanceName({}, 4000)).toMatch(/.+:4000$/);
    expect(statusClass(204)).toBe('2xx');
    expect(statusClass(503)).toBe('5xx');
  });

  it('counts requests by route template, method and status class, an unknown URL as unmatched', async () => {
    const { address, metricsUrl } = await countedServer();
    await fetch(`${address}/things/1`);
    await fetch(`${address}/things/2`);
    await fetch(`${address}/pages/about`);
    await fetch(`${address}/no/such/path?secret=1`);
    await fetch(`${address}/broken`, { method: 'POST' });

    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    const labels = 'service="api",instance="test-1"';
    expect(text).toContain(`http_requests_total{route="/things/:id",method="GET",status_class="2xx",${labels}} 2`);
    expect(text).toContain(`http_requests_total{route="page",method="GET",status_class="2xx",${labels}} 1`);
    expect(text).toContain(`http_requests_total{route="unmatched",method="GET",status_class="4xx",${labels}} 1`);
    expect(text).toContain(`http_requests_total{route="/broken",method="POST",status_class="5xx",${labels}} 1`);
    expect(text).not.toContain('/things/1');
    expect(text).not.toContain('/pages/about');
    expect(text).not.toContain('secret');
    expect(text).toMatch(/^http_request_duration_seconds_count\{.*route="\/things\/:id".*\} 2$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="api",instance="test-1"\} /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{/m);
  });

  it('gauges the requests in flight', async () => {
    const held = gate();
    const { app, address } = await countedServer(held);
    const answer = fetch(`${address}/held`);
    while ((await metricValue(app.metrics, 'http_requests_in_flight')) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await metricValue(app.metrics, 'http_requests_in_flight')).toBe(1);
    held.open();
    expect((await answer).status).toBe(200);
    // The connection's close comes just after the answer.
    while ((await metricValue(app.metrics, 'http_requests_in_flight')) !== 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it('serves nothing but /metrics there, nothing of it on the public port, and closes with the app', async () => {
    const { app, address, metricsUrl } = await countedServer();
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${address}/metrics`)).status).toBe(404);
    await app.close();
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });
});
