import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A read answered slower than this is logged at info, as a write or a failure always is. */
const SLOW_REQUEST_MS = 500;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type LogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * How loud a finished request is: a server error at error, a refused request at warn, a write or a
 * slow answer at info, and a read answered well and fast (most of a visitor's traffic, cached or
 * not) at debug, which production's `info` leaves out: a log line costs the BFF about as much time
 * as building a cached answer.
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

/**
 * Fastify's per-request lines, one a request instead of two ("incoming request" goes; "request
 * completed" takes the level `requestLogLevel` gives it). Its other lines (an error's stack, a
 * stream cut short, a route not found) stay as Fastify writes them.
 */
class RequestLog extends LogController {
  private readonly slowMs: number;

  constructor(slowMs: number) {
    super();
    this.slowMs = slowMs;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const level = requestLogLevel(request.method, reply.statusCode, reply.elapsedTime, this.slowMs);
    reply.log[level](
      { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** The header a server that is called by another one (the api, by the BFF) takes its request id from. */
export const REQUEST_ID_HEADER = 'x-request-id';
const wellFormedRequestId = /^[\w.:-]{1,128}$/;

/**
 * Each request's id (`reqId` on its lines): its caller's when it sends a well-formed one (the BFF's
 * request that made this call: one id across both logs), else one of its own, unique across
 * instances and restarts, as Fastify's counter is not.
 */
function callersRequestId(request: IncomingMessage) {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && wellFormedRequestId.test(given) ? given : randomUUID();
}

/**
 * A server's options for the log above; `slowMs` is where a read starts to count as slow. Only a
 * server called by another of ours (`callers: 'ours'`, the api) takes its caller's request id; a
 * public one (the BFF) makes its own, so a visitor cannot name their requests in its logs.
 */
export const requestLogServerOptions = ({
  slowMs = SLOW_REQUEST_MS,
  callers,
}: {
  slowMs?: number;
  callers: 'ours' | 'public';
}) => ({
  logController: new RequestLog(slowMs),
  genReqId: callers === 'ours' ? callersRequestId : () => randomUUID(),
});
