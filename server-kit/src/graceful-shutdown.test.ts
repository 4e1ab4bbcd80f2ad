/**
 * Graceful shutdown over real HTTP: draining first, in-flight requests finished, new connections
 * refused, the close bounded, and signals (a second one exits at once).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown, milliseconds, readinessGate, shutdownTimings } from './graceful-shutdown.ts';
import { gate, refused } from './testing.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server with a route that answers only when the test lets it, and the gate's probes. */
async function serverWithSlowRoute(draining: () => boolean) {
  const app = Fastify();
  const arrival = gate();
  const release = gate();
  app.get('/slow', async () => {
    arrival.open();
    await release.opened;
    return { done: true };
  });
  app.get('/quick', async () => ({ quick: true }));
  readinessGate(app, { draining });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address, port: Number(new URL(address).port), arrived: arrival.opened, release: release.open };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close().catch(() => {})));
});

describe('gracefulShutdown', () => {
  it('drains first, finishes the request in flight, then refuses new connections', async () => {
    let shutdown: ReturnType<typeof gracefulShutdown> | undefined;
    const server = await serverWithSlowRoute(() => shutdown?.draining() ?? false);
    apps.push(server.app);
    const calls: string[] = [];
    shutdown = gracefulShutdown(server.app, {
      drainDelayMs: 300,
      timeoutMs: 5000,
      onDrain: () => calls.push('drain'),
      beforeClose: () => {
        calls.push('beforeClose');
      },
      afterClose: () => {
        calls.push('afterClose');
      },
      log: quiet,
      signals: [],
    });

    expect((await fetch(`${server.address}/readyz`)).status).toBe(200);
    const inFlight = fetch(`${server.address}/slow`);
    await server.arrived;
    const closing = shutdown.shutdown();
    expect(shutdown.shutdown()).toBe(closing);

    // Draining: readiness fails at once, yet requests are still served while the balancer notices.
    const ready = await fetch(`${server.address}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.address}/healthz`)).status).toBe(200);
    const quick = await fetch(`${server.address}/quick`);
    expect(quick.status).toBe(200);
    // Each answer while draining closes its connection: none is kept alive into the close.
    expect(quick.headers.get('connection')).toBe('close');

    await sleep(450);
    expect(calls).toEqual(['drain', 'beforeClose']);
    // Closing: the listening socket is gone while the slow request still runs.
    expect(await refused(server.port)).toBe(true);

    server.release();
    const releasedAt = performance.now();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    // Its keep-alive connection is let go once idle: the close does not wait for the 5 s bound.
    expect(performance.now() - releasedAt).toBeLessThan(1000);
    expect(calls).toEqual(['drain', 'beforeClose', 'afterClose']);
  });

  it('closes the server even when background work will not stop, and does not wait for ever on cleaning up', async () => {
    const server = await serverWithSlowRoute(() => false);
    apps.push(server.app);
    const never = () => new Promise<void>(() => {});
    const shutdown = gracefulShutdown(server.app, {
      drainDelayMs: 0,
      timeoutMs: 300,
      beforeClose: never,
      afterClose: never,
      log: quiet,
      signals: [],
    });
    const started = performance.now();
    await shutdown.shutdown();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await refused(server.port)).toBe(true);
  });

  it('shuts down on its own when the process that started it is gone (its IPC channel closed)', async () => {
    const fixture = fileURLToPath(new URL('../test-fixtures/started-server.ts', import.meta.url));
    const child = spawn(process.execPath, [fixture], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise((resolve) => child.once('message', resolve));
    child.disconnect();
    expect(await exited).toBe(0);
  });

  it('cuts a request still running at the bound, and still finishes', async () => {
    const server = await serverWithSlowRoute(() => false);
    apps.push(server.app);
    const afterClose = vi.fn();
    const shutdown = gracefulShutdown(server.app, {
      drainDelayMs: 0,
      timeoutMs: 300,
      afterClose,
      log: quiet,
      signals: [],
    });
    const hung = fetch(`${server.address}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await server.arrived;
    const started = performance.now();
    await shutdown.shutdown();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await hung).toBe('cut');
    expect(afterClose).toHaveBeenCalledOnce();
    server.release();
  });

  it('starts on a signal and exits 0 when done; a second signal exits 1 at once', async () => {
    const app = Fastify();
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const exit = vi.fn();
    const shutdown = gracefulShutdown(app, {
      drainDelayMs: 200,
      timeoutMs: 1000,
      log: quiet,
      signals: ['SIGUSR2'],
      exit,
    });
    try {
      expect(shutdown.draining()).toBe(false);
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(shutdown.draining()).toBe(true);
      process.emit('SIGUSR2', 'SIGUSR2');
      expect(exit).toHaveBeenCalledWith(1);
      await shutdown.shutdown();
      await sleep(0);
      expect(exit).toHaveBeenLastCalledWith(0);
    } finally {
      process.removeAllListeners('SIGUSR2');
    }
  });
});

describe('readinessGate', () => {
  it('reports the check: 200 when ready, 503 with its details when not', async () => {
    const app = Fastify();
    apps.push(app);
    let ready = true;
    readinessGate(app, {
      draining: () => false,
      check: async () => ({ ready, details: { database: ready ? 'up' : 'down' } }),
    });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok', database: 'up' });
    ready = false;
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('shutdownTimings', () => {
  it('reads DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS, with the shared defaults', () => {
    expect(shutdownTimings({})).toEqual({ drainDelayMs: 1500, timeoutMs: 10_000 });
    expect(shutdownTimings({ DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' })).toEqual({
      drainDelayMs: 0,
      timeoutMs: 2500,
    });
  });

  it('refuses what is not a whole number of milliseconds', () => {
    expect(() => milliseconds({ X: '1.5s' }, 'X', 1)).toThrow(/X must be a whole number of milliseconds/);
    expect(() => shutdownTimings({ DRAIN_DELAY_MS: '-1' })).toThrow(/DRAIN_DELAY_MS/);
  });
});
