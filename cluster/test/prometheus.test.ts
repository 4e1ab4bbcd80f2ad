/**
 * cluster/prometheus as Prometheus runs it: promtool accepts the configuration written for a
 * topology and the alert rules, each alert fires and stays quiet as alerts.test.yml says, and a
 * running Prometheus scrapes HAProxy's exporter and an instance's metrics listener, keeping the
 * instance's own labels.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Started, startProcess } from 'server-kit/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyInstalled, writeHaproxyFiles } from '../src/haproxy.ts';
import { freeTopology } from '../src/ports.ts';
import {
  checkPrometheusConfig,
  promtool,
  readTargets,
  startPrometheus,
  stopPrometheus,
  waitForTargetUp,
} from '../src/prometheus.ts';
import { prometheusCanRun } from '../src/scratch-cluster.ts';
import { clusterTopology, haproxyConfig, prometheusRules, type Topology } from '../src/topology.ts';

const installed = prometheusCanRun('Prometheus tests');
const rulesDir = path.dirname(prometheusRules);

describe.skipIf(!installed)('cluster/prometheus with promtool', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'qd-prometheus-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is a valid configuration, alert rules included, with the topology's addresses", async () => {
    const topology = clusterTopology({ API_LB_PORT: '9000', DATA_DIR: dir });
    const check = checkPrometheusConfig(topology, dir);
    expect(check.output).toContain('SUCCESS');
    expect(check.output).toContain('4 rules found');
    expect(check.valid).toBe(true);
    const written = await readFile(path.join(dir, 'prometheus.yml'), 'utf8');
    for (const address of ['9004', '9011', '9012', '9013', '9014']) expect(written).toContain(`"127.0.0.1:${address}"`);
    expect(written).toContain(`"${prometheusRules}"`);
    expect(written).not.toContain('${');
  });

  it('has alert rules promtool accepts', () => {
    const check = promtool(['check', 'rules', prometheusRules]);
    expect(check.output).toContain('SUCCESS: 4 rules found');
    expect(check.valid).toBe(true);
  });

  it('fires each alert on the series that should, and not on those that should not (alerts.test.yml)', () => {
    const test = promtool(['test', 'rules', 'alerts.test.yml'], rulesDir);
    expect(test.output).toContain('SUCCESS');
    expect(test.valid).toBe(true);
  });
});

/** A metrics listener as the instances serve one: a counter labelled with its service and instance. */
function fakeMetricsListener(port: number) {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
    response.end(
      '# TYPE http_requests_total counter\n' +
        'http_requests_total{service="api",instance="api-1",route="/api/listings/:kind",method="GET",status_class="2xx"} 7\n',
    );
  });
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!installed || !haproxyInstalled())("the cluster's Prometheus, running", () => {
  let topology: Topology;
  let dataDir: string;
  let haproxy: Started;
  let prometheus: Started | undefined;
  let api1: Server;
  const log: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qd-prometheus-run-'));
    topology = await freeTopology({ DATA_DIR: dataDir });
    api1 = await fakeMetricsListener(topology.apis[0]?.metricsPort as number);
    writeHaproxyFiles();
    haproxy = startProcess('haproxy', ['-f', haproxyConfig, '-db'], {
      env: { ...process.env, ...topology.haproxyEnv },
      log: (line) => log.push(line),
    });
    prometheus = await startPrometheus(topology, (line) => log.push(line));
  });

  afterAll(async () => {
    if (prometheus) await stopPrometheus(prometheus);
    haproxy?.child.kill('SIGTERM');
    await haproxy?.exited;
    await new Promise((resolve) => api1?.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('scrapes HAProxy and every instance; an instance whose listener answers is up, the others down', async () => {
    await waitForTargetUp(topology.prometheus.url, 'haproxy');
    await waitForTargetUp(topology.prometheus.url, 'api-1');
    const targets = await readTargets(topology.prometheus.url);
    expect(targets.map(({ job, instance }) => `${job}/${instance}`).sort()).toEqual([
      'api/api-1',
      'api/api-2',
      'bff/bff-1',
      'bff/bff-2',
      'haproxy/haproxy',
    ]);
    // Nothing listens on their metrics ports here: down (once scraped), never up.
    for (const name of ['api-2', 'bff-1', 'bff-2'])
      expect(targets.find((target) => target.instance === name)?.health).not.toBe('up');
  });

  it("keeps an instance's own service and instance labels on its series", async () => {
    await waitForTargetUp(topology.prometheus.url, 'api-1');
    const query = encodeURIComponent('http_requests_total{route="/api/listings/:kind"}');
    const response = await fetch(`${topology.prometheus.url}/api/v1/query?query=${query}`);
    const body = (await response.json()) as { data: { result: { metric: Record<string, string> }[] } };
    expect(body.data.result).toEqual([
      {
        metric: {
          __name__: 'http_requests_total',
          job: 'api',
          service: 'api',
          instance: 'api-1',
          route: '/api/listings/:kind',
          method: 'GET',
          status_class: '2xx',
        },
        value: [expect.any(Number), '7'],
      },
    ]);
  });

  it("has HAProxy's own metrics: its frontends and backends", async () => {
    await waitForTargetUp(topology.prometheus.url, 'haproxy');
    const query = encodeURIComponent('haproxy_backend_active_servers{proxy="apis"}');
    const response = await fetch(`${topology.prometheus.url}/api/v1/query?query=${query}`);
    const body = (await response.json()) as { data: { result: { metric: Record<string, string> }[] } };
    expect(body.data.result.map((series) => series.metric.instance)).toEqual(['haproxy']);
  });
});
