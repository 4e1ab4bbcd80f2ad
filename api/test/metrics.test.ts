/**
 * The api's Prometheus metrics: served on the internal listener only, requests by route template,
 * Node's process metrics, the database's statements and pool, the mail queue and the trash purge.
 */
import { createMetricsRegistry } from 'server-kit/metrics';
import { metricValue } from 'server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailDelivery } from '../src/modules/mail/mail-delivery.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(databaseTargets)('metrics of the api on %s', (target) => {
  let api: TestApi;
  let metricsUrl: string;
  const registry = createMetricsRegistry({ service: 'api', instance: 'api-test' });
  const scrape = async () => {
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    return answer.text();
  };

  beforeAll(async () => {
    api = await startTestApi(target, {
      metricsRegistry: registry,
      metricsListener: { host: '127.0.0.1', port: 0 },
    });
    metricsUrl = `http://127.0.0.1:${api.app.metricsAddress()?.port}/metrics`;
  });
  afterAll(() => api?.close());

  it('answers 404 to /metrics on its own port', async () => {
    expect((await api.get('/metrics')).status).toBe(404);
  });

  it('counts a request by its route template, an unknown URL as unmatched, with the process metrics', async () => {
    const list = await api.get('/api/v1/restaurants');
    const id: string = list.body.items[0]._id;
    expect((await api.get(`/api/v1/restaurant/${id}`)).status).toBe(200);
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    const unmatchedBefore = (await metricValue(registry, 'http_requests_total', unmatched)) ?? 0;
    await api.get('/api/v1/no/such/thing');
    expect(await metricValue(registry, 'http_requests_total', unmatched)).toBe(unmatchedBefore + 1);
    const text = await scrape();
    expect(text).toMatch(
      /^http_requests_total\{route="\/api\/v1\/restaurant\/:id",method="GET",status_class="2xx",service="api",instance="api-test"\} 1$/m,
    );
    expect(text).not.toContain(id);
    expect(text).not.toContain('/no/such/thing');
    expect(text).toMatch(/^process_resident_memory_bytes\{service="api",instance="api-test"\} \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{/m);
  });

  it("times the database's statements by kind and gauges its pool", async () => {
    const selects = (await metricValue(registry, 'db_query_duration_seconds', { operation: 'select' })) ?? 0;
    await api.get('/api/v1/blogs');
    expect(await metricValue(registry, 'db_query_duration_seconds', { operation: 'select' })).toBeGreaterThan(selects);
    expect(await metricValue(registry, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(await scrape()).toMatch(/^db_pool_connections\{state="waiting",service="api",instance="api-test"\} 0$/m);
  });

  it('counts a trash purge round when one runs (at ready, then hourly)', async () => {
    // The first round starts as the api gets ready and runs beside the tests' first requests.
    const deadline = Date.now() + 10_000;
    while ((await metricValue(registry, 'trash_purge_runs_total', { result: 'success' })) === undefined) {
      if (Date.now() > deadline) throw new Error('no purge round counted');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await metricValue(registry, 'trash_purge_runs_total', { result: 'success' })).toBe(1);
    expect(await scrape()).toMatch(/^trash_purge_runs_total\{result="success",service="api",instance="api-test"\} 1$/m);
  });

  it('gauges the mail still to be sent', async () => {
    const mailRegistry = createMetricsRegistry({ service: 'api', instance: 'mail-test' });
    createMailDelivery({
      db: api.db,
      smtpUrl: undefined,
      from: 'x@example.qa',
      clock: () => new Date(),
      logger: quiet,
      metrics: mailRegistry,
    });
    const before = (await metricValue(mailRegistry, 'mail_queue_depth')) ?? 0;
    await enqueueMail(api.db, { to: 'someone@example.qa', kind: 'test', subject: 'Hello', bodyText: 'Hello' });
    expect(await metricValue(mailRegistry, 'mail_queue_depth')).toBe(before + 1);
  });
});
