import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from 'server-kit/processes';
import { gate, refused } from 'server-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInApi } from './helpers.ts';

const serverScript = path.join(import.meta.dirname, '../src/server.ts');

/**
 * An api whose `/api/v1/slow` answers once the test opens `release`; `arrived` opens when such a
 * request has reached it. Anything else is answered at once.
 */
async function slowApi() {
  const arrived = gate();
  const release = gate();
  const api = await standInApi(async (request, response) => {
    if (request.url?.startsWith('/api/v1/slow')) {
      arrived.open();
      await release.opened;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  return { ...api, arrived, release };
}

/** The address the BFF process says it listens at (Fastify's log line), from its output's lines. */
function listeningAt() {
  let output = '';
  let found: (address: string) => void = () => {};
  const address = new Promise<string>((resolve) => {
    found = resolve;
  });
  const log = (line: string) => {
    output += `${line}\n`;
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
    if (match?.[1]) found(match[1]);
  };
  return { address, log, output: () => output };
}

describe('BFF stopping on SIGTERM', () => {
  let api: Awaited<ReturnType<typeof slowApi>>;
  let releasesDir: string;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    api = await slowApi();
    releasesDir = await mkdtemp(path.join(tmpdir(), 'qd-releases-'));
  });
  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await api?.close();
    if (releasesDir) await rm(releasesDir, { recursive: true, force: true });
  });

  it('is not ready at once, serves through the drain delay, finishes what is in flight, then exits 0', async () => {
    const listening = listeningAt();
    const started = startProcess(serverScript, [], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        API_URL: api.url,
        // With Redis where there is one (CI): its connections are closed on the way out too.
        REDIS_URL: process.env.REDIS_URL ?? '',
        SHELL_DIR: '/nonexistent',
        RELEASES_DIR: releasesDir,
        DRAIN_DELAY_MS: '3000',
        SHUTDOWN_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'info',
      },
      log: listening.log,
    });
    child = started.child;
    const exited = started.exited.then(({ code }) => code);
    const bff = await Promise.race([
      listening.address,
      exited.then((code) =>
        Promise.reject(new Error(`the BFF exited (${code}) before listening:\n${listening.output()}`)),
      ),
    ]);
    expect((await fetch(`${bff}/readyz`)).status).toBe(200);

    const slow = fetch(`${bff}/api/v1/slow`);
    await api.arrived.opened;
    child.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${bff}/readyz`)).status).toBe(503), { timeout: 1500 });
    // Still served while the load balancer takes it out of rotation.
    expect((await fetch(`${bff}/api/v1/restaurants`)).status).toBe(200);
    // Then no new connection is taken, while the request in flight still runs…
    const port = Number(new URL(bff).port);
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 6000, interval: 50 });
    expect(child.exitCode).toBe(null);
    // …and is answered when the api answers it.
    api.release.open();
    const inFlight = await slow;
    expect(inFlight.status).toBe(200);
    expect(await inFlight.json()).toEqual({ data: { ok: true } });
    expect(await exited).toBe(0);
  });
});
