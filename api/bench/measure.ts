/**
 * HTTP load with autocannon. The load runs in a worker thread so it does not share the event loop
 * with the server under test (which, with PGlite, also runs the database).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';

export type LoadSettings = { seconds: number; connections: number };
export type Measurement = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

const WARM_UP_SECONDS = 1;

const run = (url: string, connections: number, duration: number) =>
  autocannon({ url, connections, duration, workers: 1 });

/** A discarded warm-up (JIT, plan caches, buffer cache), then the measured run. */
export async function measure(url: string, settings: LoadSettings): Promise<Measurement> {
  await run(url, settings.connections, WARM_UP_SECONDS);
  const result = await run(url, settings.connections, settings.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
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
