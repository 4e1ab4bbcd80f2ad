/**
 * The embedded database on a thread of its own: PGlite, served over PostgreSQL's wire protocol on a
 * Unix socket, so the api reaches it with the same driver (node-postgres) as a real server and a long
 * query runs here, never on the thread that answers requests. Runs as a worker thread started by
 * `startEmbeddedServer` (embedded-database.ts).
 *
 * PGlite is one backend, so the connections are served one at a time: a connection keeps the backend
 * from its first message until it closes (the api's pool holds one). A connection that goes away
 * mid-transaction, or mid-way through an extended query, is rolled back and synced before the next.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type EmbeddedServerData = {
  /** A folder, or undefined for a database in memory (tests). */
  dataDir: string | undefined;
  /** A file `dump` wrote: the database starts as a copy of it (in memory, without a folder). */
  copyOf?: string;
  /** The Unix socket to listen on (`<dir>/.s.PGSQL.<port>`, as node-postgres names it). */
  socketPath: string;
  /** Statements run once the database is open: settings the whole (single) session keeps. */
  sessionSetup: string;
};

/** What the worker tells its starter. */
export type EmbeddedServerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'dumped'; bytes: ArrayBuffer }
  | { type: 'failed'; message: string };

/** What the starter asks of the worker. */
export type EmbeddedServerRequest = { type: 'close' } | { type: 'dump' };

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
/** Ends an extended-query sequence: the backend leaves an error state and answers ReadyForQuery. */
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);

const post = (message: EmbeddedServerMessage) => parentPort?.postMessage(message);

type Message = { kind: 'ssl-request' | 'cancel-request' | 'terminate' | 'backend'; bytes: Buffer };

/**
 * Splits a connection's bytes into whole protocol messages: the first has no type byte (startup,
 * or an SSL or cancel request before it), every later one does.
 */
function messageReader() {
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  const lengthOfNext = () => {
    if (started) return buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : Number.POSITIVE_INFINITY;
    return buffer.length >= 4 ? buffer.readInt32BE(0) : Number.POSITIVE_INFINITY;
  };
  const kindOf = (bytes: Buffer): Message['kind'] => {
    if (started) return bytes[0] === TERMINATE && bytes.length === 5 ? 'terminate' : 'backend';
    if (bytes.length === 8 && bytes.readInt32BE(4) === SSL_REQUEST) return 'ssl-request';
    if (bytes.length === 16 && bytes.readInt32BE(4) === CANCEL_REQUEST) return 'cancel-request';
    started = true;
    return 'backend';
  };
  return (chunk: Buffer): Message[] => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const messages: Message[] = [];
    for (let length = lengthOfNext(); buffer.length >= length; length = lengthOfNext()) {
      const bytes = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      messages.push({ kind: kindOf(bytes), bytes });
    }
    return messages;
  };
}

async function serve() {
  const { dataDir, copyOf, socketPath, sessionSetup } = workerData as EmbeddedServerData;
  // A copy starts from a dumped data folder: no initdb, no migrations, no seeding to run again.
  const loadDataDir = copyOf ? new Blob([await readFile(copyOf)]) : undefined;
  const db = await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gin, pg_trgm }, loadDataDir });
  await db.exec(sessionSetup);

  /** The connection that has the backend, and those waiting for it. */
  let current: Socket | undefined;
  const waiting: Socket[] = [];
  /** Each connection's work runs after the previous one's: the backend does one thing at a time. */
  let backend = Promise.resolve();
  const run = (work: () => Promise<void>) => {
    backend = backend.then(work, work);
    return backend;
  };

  /** Leaves the backend as a new connection expects it: no statement half-sent, no transaction open. */
  const reset = () =>
    run(async () => {
      await db.execProtocolRaw(SYNC);
      if (db.isInTransaction()) await db.exec('ROLLBACK');
    });

  function handOver() {
    current = undefined;
    const next = waiting.shift();
    if (next) attach(next);
  }

  function attach(socket: Socket) {
    current = socket;
    const read = messageReader();
    socket.on('data', (chunk: Buffer) => {
      const messages = read(chunk);
      if (messages.some((message) => message.kind === 'ssl-request')) socket.write('N'); // No TLS on a local socket.
      // Cancelling a running statement is not supported: the request is dropped.
      const forBackend = messages.filter((message) => message.kind === 'backend').map((message) => message.bytes);
      const terminated = messages.some((message) => message.kind === 'terminate');
      void run(async () => {
        // A query's Parse, Bind, Execute and Sync go to the backend in one call.
        if (forBackend.length > 0 && !socket.destroyed) {
          await db.execProtocolRawStream(new Uint8Array(Buffer.concat(forBackend)), {
            // Copied: the bytes are a view of the database's memory, which its next output reuses,
            // while a socket that cannot take them at once keeps what it is given to send later.
            onRawData: (data) => {
              if (!socket.destroyed) socket.write(Buffer.from(data));
            },
          });
        }
        if (terminated) socket.end();
      }).catch(fail);
    });
    socket.once('close', () => {
      void reset().then(handOver, (error: Error) => fail(error));
    });
  }

  const server = createServer((socket) => {
    socket.setNoDelay(true);
    // A connection closed by its client before its turn (the pool ends) leaves the queue.
    socket.on('error', () => socket.destroy());
    socket.once('close', () => {
      const index = waiting.indexOf(socket);
      if (index >= 0) waiting.splice(index, 1);
    });
    if (current) waiting.push(socket);
    else attach(socket);
  });

  function fail(error: Error) {
    post({ type: 'failed', message: error.stack ?? error.message });
    process.exit(1);
  }

  parentPort?.on('message', (message: EmbeddedServerRequest) => {
    if (message.type === 'dump') {
      // Between two connections' work, as every statement runs: the files are whole.
      void run(async () => {
        const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
        parentPort?.postMessage({ type: 'dumped', bytes } satisfies EmbeddedServerMessage, [bytes]);
      }).catch(fail);
      return;
    }
    server.close();
    current?.destroy();
    for (const socket of waiting) socket.destroy();
    // After the work already queued: a write acknowledged to the api is in the files before we go.
    void run(() => db.close()).then(() => post({ type: 'closed' }), fail);
  });

  server.on('error', fail);
  server.listen(socketPath, () => post({ type: 'ready' }));
}

serve().catch((error: Error) => {
  post({ type: 'failed', message: error.stack ?? error.message });
  process.exit(1);
});
