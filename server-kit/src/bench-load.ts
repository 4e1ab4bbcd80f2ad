/**
 * The load the api's and the BFF's benches put on a server, with autocannon. The load runs in a worker
 * thread so it does not share the event loop with the servers under test, which run on the main thread
 * (with PGlite, the api's database too).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';

export type LoadSettings = { seconds: number; connections: number };
export type Target = { url: string; headers?: Record<string, string> };
export type Measurement = {
  requestsPerSecond: number;
  /** Whole milliseconds (autocannon's resolution); null when no request succeeded in the window. */
  p50Ms: number | null;
  p99Ms: number | null;
  /** Responses received in the measured window, whatever their status. */
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /**
   * CPU time of this (main) thread per response, in microseconds: the cost of whatever server runs here,
   * steadier than req/s on a shared machine because time the thread spends descheduled is not counted.
   */
  mainCpuUsPerRequest: number;
};

const WARM_UP_SECONDS = 1;
/** Generous, so a slow endpoint shows up as slow (latency) rather than as failed (timeouts). */
const TIMEOUT_SECONDS = 30;

const run = (target: Target, connections: number, duration: number) =>
  autocannon({ ...target, connections, duration, timeout: TIMEOUT_SECONDS, workers: 1 });

const noWait = async () => {};

/**
 * A discarded warm-up (JIT, plan and buffer caches, keep-alive sockets upstream), then the measured run;
 * `settle` runs after each, so requests autocannon abandoned at the end of a run are not counted in the next.
 */
export async function measure(target: Target, settings: LoadSettings, settle = noWait): Promise<Measurement> {
  await run(target, settings.connections, WARM_UP_SECONDS);
  await settle();
  const cpuBefore = process.threadCpuUsage();
  const result = await run(target, settings.connections, settings.seconds);
  const cpu = process.threadCpuUsage(cpuBefore);
  await settle();
  const succeeded = result['2xx'] > 0;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: succeeded ? result.latency.p50 : null,
    p99Ms: succeeded ? result.latency.p99 : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    mainCpuUsPerRequest: (cpu.user + cpu.system) / Math.max(result.requests.total, 1),
  };
}

/** A request of a round of browsing: a path of the site, asked with these headers. */
export type Visit = { method: 'GET'; path: string; headers: Record<string, string> };

/**
 * `seconds` of `connections` each going through `round` in turn against `baseUrl`, no warm-up: a
 * soak reads one such window after another.
 */
export async function browseFor(baseUrl: string, round: Visit[], settings: LoadSettings) {
  const result = await autocannon({
    url: baseUrl,
    requests: round,
    connections: settings.connections,
    duration: settings.seconds,
    timeout: TIMEOUT_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    /** Turned away by a rate limit (429): a soak comes from one address, as no visitor does. */
    limited: result.statusCodeStats?.['429']?.count ?? 0,
    failed: result.non2xx - (result.statusCodeStats?.['429']?.count ?? 0) + result.errors + result.timeouts,
  };
}

/** The fastest a Fastify route gets on this machine: the yardstick for every other number. */
export async function startHelloWorld() {
  const app = Fastify();
  app.get('/', () => ({ hello: 'world' }));
  return { address: await app.listen({ host: '127.0.0.1', port: 0 }), close: () => app.close() };
}
