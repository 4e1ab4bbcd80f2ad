/**
 * HTTP load with autocannon. The load runs in a worker thread so it does not share the event loop
 * with the server under test (which, with PGlite, also runs the database).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';

export type LoadSettings = { seconds: number; connections: number };
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
};

const WARM_UP_SECONDS = 1;
/** Generous, so a slow endpoint shows up as slow (latency) rather than as failed (timeouts). */
const TIMEOUT_SECONDS = 30;

const run = (url: string, connections: number, duration: number) =>
  autocannon({ url, connections, duration, timeout: TIMEOUT_SECONDS, workers: 1 });

const noWait = async () => {};

/** A discarded warm-up (JIT, plan and buffer caches), then the measured run; `settle` runs after each. */
export async function measure(url: string, settings: LoadSettings, settle = noWait): Promise<Measurement> {
  await run(url, settings.connections, WARM_UP_SECONDS);
  await settle();
  const result = await run(url, settings.connections, settings.seconds);
  await settle();
  const succeeded = result['2xx'] > 0;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: succeeded ? result.latency.p50 : null,
    p99Ms: succeeded ? result.latency.p99 : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The fastest a Fastify route gets on this machine: the yardstick for every other number. */
export async function measureHelloWorld(settings: LoadSettings): Promise<Measurement> {
  const app = Fastify();
  app.get('/', () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await measure(address, settings);
  } finally {
    await app.close();
  }
}
