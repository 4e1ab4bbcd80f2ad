/**
 * How long a client may take to send its request, for the api and the BFF alike. A server that
 * waits for ever on a client that stopped (or trickles a byte a second) gives away a connection, a
 * request's memory and, on the BFF, an upstream call per stalled client: a few thousand such
 * clients hold the site. Node bounds the headers (`headersTimeout`) and the whole request
 * (`requestTimeout`), but only looks every `connectionsCheckingInterval` (30 s by default); it has
 * no bound on a body that stops arriving part way, short of the whole request's. This module sets
 * Node's bounds and watches each body as it arrives:
 *
 * - headers must be whole within `headersMs`;
 * - a body none of which arrives for `bodyIdleMs`, or that arrives slower than
 *   `bodyMinBytesPerSecond` over that span, is cut; only while the server is reading: a body held
 *   back because the server (or the api behind the BFF) is not taking it is not the client's delay;
 * - a whole request may take at most `requestMs` (the backstop: a 50 MB video from a slow phone);
 * - a client address may hold at most `slowConnectionsPerAddress` connections still sending their
 *   request after `slowAfterMs` (a slowloris opens hundreds); the newest beyond that are closed.
 *
 * A client cut for its slowness is answered 408 (the caller's body: its error shape, the catalogue's
 * REQUEST_TIMEOUT in the request's language) when no answer has started, and its connection closed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { milliseconds } from './graceful-shutdown.ts';

export type ClientTimeouts = {
  /** The request line and headers, whole, within this (Node's `headersTimeout`). */
  headersMs: number;
  /** A body that gets no byte for this long is cut; its rate is measured over the same span. */
  bodyIdleMs: number;
  /** A body slower than this (bytes a second, over `bodyIdleMs`) is cut. */
  bodyMinBytesPerSecond: number;
  /** A whole request, body included, within this (Node's `requestTimeout`): the backstop. */
  requestMs: number;
  /** How long a connection is kept open for a next request (Node's `keepAliveTimeout`). */
  keepAliveMs: number;
  /** A connection on which nothing moves for this long, answer included, is closed (Fastify's `connectionTimeout`). */
  socketIdleMs: number;
  /** How often connections are looked at: Node's `connectionsCheckingInterval`, and this watcher's. */
  checkEveryMs: number;
  /** Connections one client address may have still sending their request after `slowAfterMs`; 0: no bound. */
  slowConnectionsPerAddress: number;
  /** How long a request may take to arrive before its connection counts as slow. */
  slowAfterMs: number;
};

/**
 * The defaults, for a phone on a slow network as much as for a browser on fibre:
 * - headers within 10 s: a request's headers are a few KB, sent in one go by every client (HAProxy
 *   gives the same 10 s, `timeout http-request`, cluster/haproxy.cfg);
 * - a body may pause 10 s (a phone between cells) and must average 1 KB/s over any 10 s, far below
 *   the slowest mobile uplink still in use (GPRS, about 5 KB/s);
 * - 30 minutes for a whole request: a 50 MB video (the admin's largest upload) at 28 KB/s, which a
 *   weak 3G uplink exceeds;
 * - 72 s of keep-alive (Fastify's own default), well past the idle time of whoever reuses these
 *   connections: the side that reuses a connection must be the one to let it go, since an instance
 *   closing one just as a request is sent on it loses that request, and HAProxy does not retry a
 *   write. HAProxy (cluster/haproxy.cfg) reuses its idle connections to the instances and trims
 *   them itself, and counts on an instance closing none while in rotation (docs/adr/0059,
 *   "Keep-alive on both sides"); the BFF's client to the api lets its own go after 4 s; a cloud load
 *   balancer's idle timeout is commonly 60 s. An idle connection holds a socket but no request;
 * - 60 s of silence on a connection in use (an answer the client stopped reading): above every wait
 *   that is not the client's (the BFF waits 10 s for the api, UPSTREAM_TIMEOUT_MS);
 * - connections looked at every second: a walk over the open connections, cheap;
 * - 10 slow connections per address, counted after 2 s: a browser opens at most 6 to a site, its
 *   requests arrive in milliseconds; only uploads (the admin's media) take longer.
 */
export const defaultClientTimeouts: ClientTimeouts = {
  headersMs: 10_000,
  bodyIdleMs: 10_000,
  bodyMinBytesPerSecond: 1024,
  requestMs: 30 * 60_000,
  keepAliveMs: 72_000,
  socketIdleMs: 60_000,
  checkEveryMs: 1000,
  slowConnectionsPerAddress: 10,
  slowAfterMs: 2000,
};

/** A whole, non-negative number from `env[name]`, or `fallback` when unset. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}

/**
 * The bounds an operator may move (README, "Configuration"): CLIENT_HEADERS_TIMEOUT_MS,
 * CLIENT_BODY_TIMEOUT_MS, CLIENT_BODY_MIN_RATE (bytes a second), CLIENT_REQUEST_TIMEOUT_MS,
 * KEEP_ALIVE_TIMEOUT_MS, CONNECTION_IDLE_TIMEOUT_MS and CLIENT_SLOW_CONNECTIONS_PER_ADDRESS.
 */
export function clientTimeoutsFromEnv(env: NodeJS.ProcessEnv): ClientTimeouts {
  const d = defaultClientTimeouts;
  const settings = {
    ...d,
    headersMs: milliseconds(env, 'CLIENT_HEADERS_TIMEOUT_MS', d.headersMs),
    bodyIdleMs: milliseconds(env, 'CLIENT_BODY_TIMEOUT_MS', d.bodyIdleMs),
    bodyMinBytesPerSecond: count(env, 'CLIENT_BODY_MIN_RATE', d.bodyMinBytesPerSecond),
    requestMs: milliseconds(env, 'CLIENT_REQUEST_TIMEOUT_MS', d.requestMs),
    keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', d.keepAliveMs),
    socketIdleMs: milliseconds(env, 'CONNECTION_IDLE_TIMEOUT_MS', d.socketIdleMs),
    slowConnectionsPerAddress: count(env, 'CLIENT_SLOW_CONNECTIONS_PER_ADDRESS', d.slowConnectionsPerAddress),
  };
  // Node refuses to start otherwise, with a message that names neither variable.
  if (settings.requestMs > 0 && settings.headersMs > settings.requestMs)
    throw new Error('CLIENT_HEADERS_TIMEOUT_MS must not be above CLIENT_REQUEST_TIMEOUT_MS');
  return settings;
}

/** The answer to a client cut for its slowness: the server's error body, for its request when known. */
export type TimeoutAnswer = (request: FastifyRequest | undefined) => { type: string; body: string };

/**
 * Whether a request's body is still to come and the server is taking it: nothing the client sends
 * is held back by the server (a consumer that paused it, a full buffer). Only then is a body that
 * does not arrive the client's doing.
 */
export function awaitingClient(request: IncomingMessage): boolean {
  return !request.complete && request.readableFlowing !== false && !request.socket?.isPaused();
}

type Connection = {
  socket: Socket;
  acceptedAt: number;
  /** Bytes read when the last answer ended: more since then are the next request's headers. */
  bytesAtIdle: number;
  /** When the current request's headers began arriving (the connection's first bytes, or after an answer). */
  headersSince?: number;
  request?: IncomingMessage;
  response?: ServerResponse;
  /** The current request's answer has left: the connection waits for the next request. */
  answered: boolean;
  fastify?: FastifyRequest;
  requestAt: number;
  /** The body's progress: bytes read at the last change, and recent samples for its rate. */
  lastBytes: number;
  lastProgressAt: number;
  samples: { at: number; bytes: number }[];
};

type Reason = 'headers too slow' | 'request too slow' | 'body stalled' | 'body too slow' | 'too many slow connections';

const FALLBACK_CLOSE_MS = 1000;

/**
 * The bounds as Fastify options (`serverOptions`, given to `Fastify()`), and the watch over each
 * connection (`watch(app)`, right after, before any route): the api's and the BFF's alike.
 */
export function clientTimeouts(settings: ClientTimeouts, answer: TimeoutAnswer) {
  const connections = new Map<Socket, Connection>();
  let log: FastifyInstance['log'] | undefined;

  /**
   * Who sends on `connection`: while a request's body arrives, its client as Fastify knows it (behind
   * a trusted proxy, the address the proxy forwards: HAProxy streams a body as it comes, so a proxy's
   * connection carries its visitor's slowness). Before that, the connecting address: a proxy sends a
   * request's headers in one go, so its connections never count as slow there.
   */
  const clientOf = (connection: Connection) => {
    const sending = connection.request !== undefined && !connection.request.complete;
    return (sending ? connection.fastify?.ip : undefined) ?? connection.socket.remoteAddress ?? '';
  };

  /** Answers 408 if no answer has started, and closes the connection; `now`: without waiting for the answer to leave. */
  function cut(connection: Connection, reason: Reason, now = false) {
    const { socket, request, response } = connection;
    if (socket.destroyed) return;
    log?.info({ client: clientOf(connection), reason }, 'client too slow: connection closed');
    const midRequest = request !== undefined && response !== undefined && !response.writableEnded;
    const { type, body } = answer(midRequest ? connection.fastify : undefined);
    const headers = {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'close',
    };
    if (midRequest && !response.headersSent) {
      response.writeHead(408, headers).end(body);
    } else if (!midRequest && (request === undefined || request.complete) && socket.writable) {
      // Between requests (a request's headers still arriving): no response object to answer with.
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 408 Request Timeout\r\n${head.join('')}\r\n${body}`);
      now = true;
    } else {
      now = true;
    }
    // Node lets a request whose answer has gone end with its connection without ending the request:
    // what reads its body (a proxy's pipe to the api) would wait on for the rest.
    if (request && !request.complete) socket.once('close', () => request.destroy());
    // Node closes the connection once the answer has left (`connection: close`); one whose client
    // reads nothing is not waited for.
    if (now) socket.destroy();
    else setTimeout(() => socket.destroy(), FALLBACK_CLOSE_MS).unref();
  }

  /** One look at a connection's body: cut when it stalled or trickles; true if it was cut. */
  function checkBody(connection: Connection, request: IncomingMessage, at: number): boolean {
    const bytes = connection.socket.bytesRead;
    if (!awaitingClient(request)) {
      // Held back by this side: the client's clock starts again when the server takes more.
      connection.lastBytes = bytes;
      connection.lastProgressAt = at;
      connection.samples = [{ at, bytes }];
      return false;
    }
    if (bytes !== connection.lastBytes) {
      connection.lastBytes = bytes;
      connection.lastProgressAt = at;
    }
    if (at - connection.lastProgressAt >= settings.bodyIdleMs) {
      cut(connection, 'body stalled');
      return true;
    }
    const samples = connection.samples;
    samples.push({ at, bytes });
    while (samples.length > 1 && (samples[1]?.at ?? at) <= at - settings.bodyIdleMs) samples.shift();
    const oldest = samples[0] ?? { at, bytes };
    const span = at - oldest.at;
    if (span >= settings.bodyIdleMs && (bytes - oldest.bytes) * 1000 < settings.bodyMinBytesPerSecond * span) {
      cut(connection, 'body too slow');
      return true;
    }
    return false;
  }

  function tick() {
    const at = Date.now();
    /** Per client, its connections still sending a request after the grace, with when each began. */
    const slow = new Map<string, { connection: Connection; since: number }[]>();
    const countSlow = (connection: Connection, since: number) => {
      if (settings.slowConnectionsPerAddress === 0 || at - since < settings.slowAfterMs) return;
      const client = clientOf(connection);
      const list = slow.get(client);
      if (list) list.push({ connection, since });
      else slow.set(client, [{ connection, since }]);
    };
    for (const connection of connections.values()) {
      const { socket, request } = connection;
      if (socket.destroyed) continue;
      if (request && !request.complete) {
        if (checkBody(connection, request, at)) continue;
        if (awaitingClient(request)) countSlow(connection, connection.requestAt);
      } else if (!request || connection.answered) {
        // A connection that sent nothing yet is bounded by the headers timeout alone (a browser's
        // preconnect sits idle like that): counted once its request has begun.
        if (socket.bytesRead > connection.bytesAtIdle && !socket.isPaused()) {
          connection.headersSince ??= request ? at : connection.acceptedAt;
          countSlow(connection, connection.headersSince);
        }
      }
    }
    for (const list of slow.values()) {
      if (list.length <= settings.slowConnectionsPerAddress) continue;
      list.sort((a, b) => b.since - a.since);
      for (const { connection } of list.slice(0, list.length - settings.slowConnectionsPerAddress))
        cut(connection, 'too many slow connections');
    }
  }

  function watch(app: FastifyInstance) {
    log = app.log;
    const server = app.server;
    server.on('connection', (socket: Socket) => {
      const at = Date.now();
      connections.set(socket, {
        socket,
        acceptedAt: at,
        bytesAtIdle: 0,
        answered: false,
        requestAt: at,
        lastBytes: 0,
        lastProgressAt: at,
        samples: [],
      });
      socket.once('close', () => connections.delete(socket));
    });
    // Before Fastify's own listener, whose first hooks run at once: the request is known to them.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = connections.get(request.socket);
      if (!connection) return;
      const at = Date.now();
      const bytes = request.socket.bytesRead;
      Object.assign(connection, {
        request,
        response,
        answered: false,
        fastify: undefined,
        headersSince: undefined,
        requestAt: at,
        lastBytes: bytes,
        lastProgressAt: at,
        samples: [{ at, bytes }],
      });
      response.once('finish', () => {
        if (connection.response !== response) return;
        connection.answered = true;
        // The response lets its socket go once done: the connection's own reference is read.
        connection.bytesAtIdle = connection.socket.bytesRead;
        connection.headersSince = undefined;
      });
    });
    // Node's own bounds (headers, whole request) end here: answered in the server's error shape and
    // language rather than Node's empty 408. First, and the socket destroyed, so Fastify's own
    // handler, which leaves a destroyed socket alone, writes nothing after it.
    server.prependListener('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') return;
      const connection = connections.get(socket);
      if (!connection) return;
      const sending = connection.request !== undefined && !connection.request.complete;
      cut(connection, sending ? 'request too slow' : 'headers too slow', true);
    });
    app.addHook('onRequest', (request, _reply, done) => {
      const connection = connections.get(request.raw.socket);
      if (connection?.request === request.raw) connection.fastify = request;
      done();
    });
    const timer = setInterval(tick, settings.checkEveryMs);
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  }

  return {
    /** For `Fastify({ ...serverOptions })`. */
    serverOptions: {
      connectionTimeout: settings.socketIdleMs,
      keepAliveTimeout: settings.keepAliveMs,
      requestTimeout: settings.requestMs,
      http: { headersTimeout: settings.headersMs, connectionsCheckingInterval: settings.checkEveryMs },
    },
    watch,
  };
}
