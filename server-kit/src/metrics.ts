/**
 * Prometheus metrics for a server process (the api, the BFF): one registry a process, every series
 * labelled with the service and the instance, Node's own process metrics included; each request
 * counted and timed by its route's template, never its URL, so the number of series stays bounded
 * whatever a client asks for; and `GET /metrics` served on a listener of its own (loopback by
 * default), never on the public port. docs/adr/0069-prometheus-metrics.md says why.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';

export type MetricsService = 'api' | 'bff';

/** The route label of a request no route took (a 404): never its raw URL. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds, from a cache hit's few milliseconds to the upstream timeout's ten seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics: domain code registers its own on it (`registers: [app.metrics]`). */
    metrics: Registry;
    /** Where the metrics listener listens, once it does (none without METRICS_PORT). */
    metricsAddress: () => AddressInfo | undefined;
  }
  interface FastifyRequest {
    /** Set by a handler that serves what no route template names (the BFF's pages): the route label. */
    metricsRoute: string | undefined;
  }
}

/** INSTANCE_NAME when a cluster names its instances, else the host and the port the process serves on. */
export const instanceName = (env: NodeJS.ProcessEnv, port?: number) =>
  env.INSTANCE_NAME || (port === undefined ? hostname() : `${hostname()}:${port}`);

/** A registry whose series all carry `service` and `instance`, with Node's process metrics in it. */
export function createMetricsRegistry(labels: { service: MetricsService; instance: string }): Registry {
  const registry = new Registry();
  registry.setDefaultLabels(labels);
  collectDefaultMetrics({ register: registry });
  return registry;
}

const listenerSchema = z.object({
  METRICS_PORT: z.coerce
    .number({ error: 'a port number' })
    .int('a whole port number')
    .min(0, 'a port from 0 to 65535')
    .max(65_535, 'a port from 0 to 65535')
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type MetricsListener = { host: string; port: number };

/** Where `/metrics` is served (METRICS_PORT, METRICS_HOST), or undefined: no listener without a port. */
export function metricsListenerFromEnv(env: NodeJS.ProcessEnv): MetricsListener | undefined {
  const given = { METRICS_PORT: env.METRICS_PORT || undefined, METRICS_HOST: env.METRICS_HOST || undefined };
  const parsed = listenerSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} must be ${issue.message}`);
    throw new Error(problems.join('; '));
  }
  const { METRICS_PORT: port, METRICS_HOST: host } = parsed.data;
  return port === undefined ? undefined : { host, port };
}

export const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

type RequestSeries = { count: Counter.Internal; duration: Histogram.Internal<string> };

/**
 * Counts and times every request by route template, method and status class, and gauges those in
 * flight. Each series' child is kept, so a request costs a map lookup rather than prom-client
 * hashing its labels.
 */
function countRequests(app: FastifyInstance, registry: Registry) {
  const labelNames = ['route', 'method', 'status_class'];
  const registers = [registry];
  const count = new Counter({ name: 'http_requests_total', help: 'Requests answered', labelNames, registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer sent',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being served', registers });
  const series = new Map<string, RequestSeries>();
  const seriesOf = (route: string, method: string, status: string) => {
    const key = `${route} ${method} ${status}`;
    let found = series.get(key);
    if (!found) {
      const labels = { route, method, status_class: status };
      found = { count: count.labels(labels), duration: duration.labels(labels) };
      series.set(key, found);
    }
    return found;
  };

  app.decorateRequest('metricsRoute', undefined);
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight.inc();
    // 'close' comes whether the answer finished or the client went away first.
    reply.raw.once('close', () => inFlight.dec());
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? request.metricsRoute ?? UNMATCHED_ROUTE;
    const { count: counted, duration: timed } = seriesOf(route, request.method, statusClass(reply.statusCode));
    counted.inc();
    timed.observe(reply.elapsedTime / 1000);
    done();
  });
}

/**
 * The process's metrics on a Fastify server: `app.metrics` for domain code to register its own
 * on, every request counted (register it first, so a request an early hook refuses counts too),
 * and with `listener`, `GET /metrics` on a server of its own from ready to close, so nothing that
 * reaches the public port can read it.
 */
export const metrics = fp(
  async (app: FastifyInstance, options: { registry: Registry; listener?: MetricsListener }) => {
    app.decorate('metrics', options.registry);
    countRequests(app, options.registry);
    let server: Server | undefined;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? undefined);
    const { listener } = options;
    if (!listener) return;
    app.addHook('onReady', async () => {
      server = await serveMetrics(options.registry, listener);
      const { address, port } = server.address() as AddressInfo;
      app.log.info(`metrics at http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      const closing = server;
      if (!closing) return;
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    });
  },
  { name: 'metrics' },
);

/** A listening server answering `GET /metrics` (HEAD too) with the registry; anything else 404. */
function serveMetrics(registry: Registry, where: MetricsListener): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
