import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startProcess } from 'server-kit/processes';

const server = path.join(repoRoot, 'api/src/server.ts');

/**
 * The bound for a test that starts an api process: on a machine busy with other suites the start
 * alone (Node, then migrations on a new PGlite) can take over 30 s, the default bound.
 */
export const processTestTimeoutMs = 90_000;

export type ApiProcess = {
  child: ChildProcess;
  output: () => string;
  /** The exit code, once it has exited (-1 for a signal). */
  exited: () => number | null;
  /** Resolves with the exit code when it exits. */
  exit: Promise<number>;
  /** The port it listens on, from its own log, once it does. */
  port: () => string | undefined;
  /** Stops it if it still runs, waits for it, removes its data folder. */
  stop: () => Promise<void>;
};

/**
 * `api/src/server.ts` as a process of its own (server-kit/processes, as `npm start` runs it), on
 * port 0 (it takes what the system gives, so none can lose a port another process took after a probe
 * let it go), in a data folder of its own unless `shared` names one (then left in place on stop).
 * `env` adds to a minimal environment (PGlite unless DATABASE_URL is given).
 */
export async function startApiProcess(env: Record<string, string>, shared?: { dataDir: string }): Promise<ApiProcess> {
  const dataDir = shared?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'qd-start-')));
  let output = '';
  let code: number | null = null;
  const { child, exited } = startProcess(server, [], {
    env: {
      PATH: process.env.PATH,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_IMAGES: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    log: (line) => {
      output += `${line}\n`;
    },
  });
  const exit = exited.then(({ code: exitCode }) => {
    code = exitCode ?? -1;
    return code;
  });
  return {
    child,
    output: () => output,
    exited: () => code,
    exit,
    port: () => output.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1],
    stop: async () => {
      if (code === null) child.kill('SIGTERM');
      await exit;
      if (!shared) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `instance` answers `path` with 200, or fails with its output. */
export async function answering(instance: ApiProcess, deadline: number, probe = '/health') {
  while (Date.now() < deadline) {
    if (instance.exited() !== null) throw new Error(`an instance exited (${instance.exited()}):\n${instance.output()}`);
    const port = instance.port();
    const answer = port ? await fetch(`http://127.0.0.1:${port}${probe}`).catch(() => null) : null;
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`an instance was not healthy in time:\n${instance.output()}`);
}
