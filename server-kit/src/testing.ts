/** What tests of a server's shutdown and of its clients' bounds use (server-kit's own, the api's, the BFF's). */
import { connect } from 'node:net';
import type { Registry } from 'prom-client';
import type { ClientTimeouts } from './client-timeouts.ts';

/**
 * Client bounds small enough for a test to watch them act within a second (server-kit/client-timeouts):
 * headers and bodies within half a second, a body at 128 KB/s at least, slow connections counted
 * after 200 ms, three per address; looked at every 50 ms.
 */
export const smallClientTimeouts: ClientTimeouts = {
  headersMs: 500,
  bodyIdleMs: 500,
  bodyMinBytesPerSecond: 128 * 1024,
  requestMs: 30_000,
  keepAliveMs: 5000,
  socketIdleMs: 30_000,
  checkEveryMs: 50,
  slowConnectionsPerAddress: 3,
  slowAfterMs: 200,
};

/** Whether a new TCP connection to `port` on loopback is refused (nothing listens there any more). */
export function refused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** A promise a test settles when it wants: a request handler awaits `opened` until the test calls `open()`. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A received HTTP answer, read from the raw bytes: its status, its head (lowercase) and its body. */
type RawAnswer = { status: number; head: string; body: string };

/**
 * A connection to `port` on loopback driven byte by byte, as a slow or stalled client would: what it
 * received, and when it closed (milliseconds after it opened).
 */
export function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  // Being cut (a reset) is what some of these clients are for.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let trickling: NodeJS.Timeout | undefined;
  return {
    socket,
    connected,
    /** Milliseconds from opening to closing, once closed (by either side). */
    closed,
    isClosed: () => socket.destroyed,
    send: (data: string | Buffer) => {
      if (!socket.destroyed) socket.write(data);
    },
    /** Sends `data` `size` bytes every `everyMs` (until all is sent or the connection closes). */
    trickle(data: string | Buffer, everyMs: number, size = 1) {
      const bytes = Buffer.from(data);
      let offset = 0;
      clearInterval(trickling);
      trickling = setInterval(() => {
        if (socket.destroyed || offset >= bytes.length) return clearInterval(trickling);
        socket.write(bytes.subarray(offset, offset + size));
        offset += size;
      }, everyMs);
    },
    /** The answer received so far, if any. */
    answer(): RawAnswer | undefined {
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return undefined;
      const head = received.slice(0, end).toLowerCase();
      return { status: Number(head.split(' ')[1]), head, body: received.slice(end + 4) };
    },
    close() {
      clearInterval(trickling);
      socket.destroy();
    },
  };
}

/**
 * The value of metric `name` in `registry` for the series carrying `labels` (a subset of its
 * labels; a histogram's count when it is one), or undefined when no series has them yet.
 */
export async function metricValue(
  registry: Registry,
  name: string,
  labels: Record<string, string> = {},
): Promise<number | undefined> {
  const metric = await registry.getSingleMetric(name)?.get();
  const wanted = String(metric?.type) === 'histogram' ? `${name}_count` : undefined;
  const found = metric?.values.find(
    (value) =>
      (wanted === undefined || (value as { metricName?: string }).metricName === wanted) &&
      Object.entries(labels).every(([label, expected]) => String(value.labels[label]) === expected),
  );
  return found?.value;
}
