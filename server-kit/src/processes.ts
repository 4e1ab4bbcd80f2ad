/**
 * Starting the project's processes as a user runs them, the one way every starter does: `npm start`
 * (scripts/start.ts), `npm run start:cluster` (cluster/src/cluster.ts) and the tests that start a
 * real api or BFF. A child per process, its output passed on, waits for an address to answer, and
 * Ctrl-C / SIGTERM passed to every child.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The children still running: killed if this process exits without having stopped them. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type Started = { child: ChildProcess; exited: Promise<Exit> };

/**
 * Runs `command` (a script of this repository under this Node, unless `command` names another
 * program). Without `log` the child writes to this terminal; with it, each line of its output goes
 * to `log` (an instance's name in front, or a file of the test's).
 */
export function startProcess(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; log?: ((line: string) => void) | undefined },
): Started {
  const [program, programArgs] = command.endsWith('.ts') ? [process.execPath, [command, ...args]] : [command, args];
  const child = spawn(program, programArgs, {
    cwd: repoRoot,
    env: options.env,
    // The IPC channel closes when this process ends however it ends (SIGKILL too): a server started
    // here then shuts down on its own (server-kit's gracefulShutdown), rather than live on as an orphan.
    stdio: options.log ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['inherit', 'inherit', 'inherit', 'ipc'],
    // A group of its own: Ctrl-C in the terminal reaches this process only, which passes each child
    // one SIGTERM (a second signal would make an instance exit at once, without draining).
    detached: true,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  const { log } = options;
  if (log) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', log);
    }
  }
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A program that is not installed never starts: an exit of its own, code 127 as a shell says.
    child.once('error', (error) => {
      log?.(`could not start ${program}: ${error.message}`);
      resolve({ code: 127, signal: null });
    });
  });
  return { child, exited };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `url` answers 2xx. Gives up after `timeoutMs`, or as soon as `gaveUp` settles (the
 * process that should answer has exited: no point waiting the full time).
 */
export async function waitForHealth(url: string, timeoutMs: number, gaveUp?: Promise<unknown>) {
  let stopped = false;
  void gaveUp?.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopped) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await pause(200);
  }
  throw new Error(
    stopped ? `${url}: the process exited before it answered` : `${url} did not answer within ${timeoutMs / 1000} s`,
  );
}

/** Calls `stop` once, on the first Ctrl-C, SIGTERM or closed terminal. */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}
