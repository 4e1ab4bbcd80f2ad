import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Fastify's own two lines a request ("incoming request", "request completed") are off: this plugin writes one. */
export const requestLogServerOptions = { disableRequestLogging: true } as const;

/** A read answered slower than this is logged at info, as a write or a failure always is. */
const SLOW_REQUEST_MS = 500;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type LogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * How loud a finished request is: a server error at error, a refused request at warn, a write or a
 * slow answer at info, and a read answered well and fast (most of a visitor's traffic, cached or
 * not) at debug, which production's `info` leaves out: one line a request costs the BFF as much
 * time as building a cached answer.
 */
export function requestLogLevel(
  method: string,
  statusCode: number,
  elapsedMs: number,
  slowMs = SLOW_REQUEST_MS,
): LogLevel {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400) return 'warn';
  if (!READS.has(method) || elapsedMs >= slowMs) return 'info';
  return 'debug';
}

function logRequest(request: FastifyRequest, reply: FastifyReply, slowMs: number) {
  const elapsedMs = reply.elapsedTime;
  const level = requestLogLevel(request.method, reply.statusCode, elapsedMs, slowMs);
  request.log[level](
    { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(elapsedMs) },
    'request completed',
  );
}

/** One log line a finished request, at the level `requestLogLevel` gives it; with `requestLogServerOptions`. */
export default fp(
  async function requestLog(app: FastifyInstance, options: { slowMs?: number }) {
    const slowMs = options.slowMs ?? SLOW_REQUEST_MS;
    app.addHook('onResponse', (request, reply, done) => {
      logRequest(request, reply, slowMs);
      done();
    });
  },
  { name: 'request-log' },
);
