/**
 * The api process itself on SIGTERM: it says it is draining at once, serves on for
 * DRAIN_DELAY_MS, then exits 0; a second signal exits at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type ApiProcess, answering, processTestTimeoutMs, startApiProcess } from './helpers/api-process.ts';

// Long enough for the checks made within it to end inside it on a loaded machine.
const drainDelayMs = 3000;

it('reads its shutdown and database bounds, refusing what is not milliseconds', () => {
  expect(loadConfig({}).shutdown).toEqual({ drainDelayMs: 1500, timeoutMs: 10_000 });
  expect(loadConfig({}).databaseLimits).toEqual({ statementTimeoutMs: 5000, connectTimeoutMs: 2000 });
  const set = loadConfig({
    DRAIN_DELAY_MS: '0',
    DATABASE_STATEMENT_TIMEOUT_MS: '800',
    DATABASE_CONNECT_TIMEOUT_MS: '300',
  });
  expect(set.shutdown.drainDelayMs).toBe(0);
  expect(set.databaseLimits).toEqual({ statementTimeoutMs: 800, connectTimeoutMs: 300 });
  expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'ten seconds' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
});

describe('the api process on SIGTERM', { timeout: processTestTimeoutMs }, () => {
  let instance: ApiProcess | undefined;
  afterEach(async () => {
    await instance?.stop();
  });

  async function started() {
    instance = await startApiProcess({
      SEED_ON_EMPTY: 'false',
      DRAIN_DELAY_MS: String(drainDelayMs),
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    await answering(instance, Date.now() + 60_000, '/readyz');
    return { instance, url: `http://127.0.0.1:${instance.port()}` };
  }

  it('fails readiness at once, keeps serving through the drain delay, then exits 0', async () => {
    const { instance, url } = await started();
    const signalled = performance.now();
    instance.child.kill('SIGTERM');
    // Within the drain delay: out of rotation, yet still answering.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${url}/api/v1/restaurants`)).status).toBe(200);

    expect(await instance.exit).toBe(0);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(drainDelayMs);
    expect(instance.output()).toContain('shutdown: done');
  });

  it('exits at once on a second signal', async () => {
    const { instance } = await started();
    const signalled = performance.now();
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    instance.child.kill('SIGINT');
    expect(await instance.exit).toBe(1);
    expect(performance.now() - signalled).toBeLessThan(drainDelayMs);
  });
});
