/**
 * HTTP load with autocannon. The load runs in a worker thread so it does not share the event loop
 * with the servers under test (the BFF and the hello world run on the main thread).
 */
import autocannon from 'autocannon';

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
/** Lets requests autocannon abandoned at the end of a run finish before the next run starts. */
const SETTLE_MS = 250;

const run = (target: Target, connections: number, duration: number) =>
  autocannon({ ...target, connections, duration, timeout: TIMEOUT_SECONDS, workers: 1 });

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** A discarded warm-up (JIT, caches, keep-alive sockets upstream), then the measured run. */
export async function measure(target: Target, settings: LoadSettings): Promise<Measurement> {
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

export type Probe = { status: number; contentType: string; bytes: number };

/** One request before the load, so the table cannot hide that a scenario measured a 404 or an error page. */
export async function probe(target: Target): Promise<Probe> {
  const response = await fetch(target.url, { headers: target.headers });
  const body = await response.arrayBuffer();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '-', bytes: body.byteLength };
}
