/**
 * Starts the embedded database's server (embedded-server.ts) on a worker thread of this process and
 * answers where node-postgres reaches it. The data folder is locked for this process first: one
 * owner per folder.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataFolder } from './data-folder-lock.ts';
import type { EmbeddedServerData, EmbeddedServerMessage, EmbeddedServerRequest } from './embedded-server.ts';

/** node-postgres finds a server's socket as `<host>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

export type EmbeddedServer = {
  /** node-postgres settings that reach it: the socket's folder as `host`. */
  connection: { host: string; port: number; user: string; database: string };
  /** The whole data folder as one file's bytes, which `copyOf` starts a database from. */
  dump: () => Promise<Uint8Array>;
  /** Closes the database (its files complete), ends the thread, lets the folder go. */
  close: () => Promise<void>;
};

export async function startEmbeddedServer(options: {
  dataDir: string | undefined;
  copyOf?: string;
  sessionSetup: string;
  /** The thread failed after it started: the database is gone for this process. */
  onFailure: (error: Error) => void;
}): Promise<EmbeddedServer> {
  let lock: { release: () => void } | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = lockDataFolder(options.dataDir);
  }
  // A folder of this process's own (mode 0700): the database has no password, so only this user
  // may reach its socket. Short, under the system's temporary folder: a socket's path has a length limit.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'qd-db-'));
  const data: EmbeddedServerData = {
    dataDir: options.dataDir,
    copyOf: options.copyOf,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    sessionSetup: options.sessionSetup,
  };
  const worker = new Worker(new URL('./embedded-server.ts', import.meta.url), { workerData: data });
  let closing = false;
  const letGo = () => {
    rmSync(socketDir, { recursive: true, force: true });
    lock?.release();
  };

  const said = <Type extends EmbeddedServerMessage['type']>(type: Type) =>
    new Promise<Extract<EmbeddedServerMessage, { type: Type }>>((resolve, reject) => {
      const onMessage = (message: EmbeddedServerMessage) => {
        if (message.type === type) done(() => resolve(message as Extract<EmbeddedServerMessage, { type: Type }>));
        else if (message.type === 'failed') done(() => reject(new Error(`embedded database: ${message.message}`)));
      };
      const onExit = (code: number) => done(() => reject(new Error(`embedded database thread exited (${code})`)));
      const onError = (error: Error) => done(() => reject(error));
      const done = (settle: () => void) => {
        worker.off('message', onMessage).off('exit', onExit).off('error', onError);
        settle();
      };
      worker.on('message', onMessage).on('exit', onExit).on('error', onError);
    });

  try {
    await said('ready');
  } catch (error) {
    await worker.terminate();
    letGo();
    throw error;
  }
  let failure = '';
  worker.on('message', (message: EmbeddedServerMessage) => {
    if (message.type === 'failed') failure = `: ${message.message}`;
  });
  worker.once('exit', (code) => {
    if (closing) return;
    letGo();
    options.onFailure(new Error(`the embedded database's thread stopped (exit code ${code})${failure}`));
  });
  worker.on('error', (error) => {
    if (!closing) options.onFailure(error);
  });

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async dump() {
      const dumped = said('dumped');
      worker.postMessage({ type: 'dump' } satisfies EmbeddedServerRequest);
      return new Uint8Array((await dumped).bytes);
    },
    async close() {
      if (closing) return;
      closing = true;
      const closed = said('closed');
      worker.postMessage({ type: 'close' } satisfies EmbeddedServerRequest);
      try {
        await closed;
      } finally {
        await worker.terminate();
        letGo();
      }
    },
  };
}
