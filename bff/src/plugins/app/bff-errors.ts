import { type ErrorCode, errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TimeoutAnswer } from 'server-kit/client-timeouts';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';

const isUpstreamFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    error.name === 'ApiUnavailableError' ||
    error.message === 'fetch failed');

/** The catalogue code of a 4xx the BFF raises itself (Fastify's parser, router, static files). */
function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/** A 4xx in the browser's error shape: `{ code, message }`, the message in the request's language. */
export const clientErrorBody = (status: number, lang: Lang) => {
  const code = clientErrorCode(status);
  return { code, message: errorMessage(code, lang) };
};

/**
 * A visitor that sent its request too slowly (server-kit/client-timeouts), answered outside Fastify's
 * reply: 408 REQUEST_TIMEOUT, in its request's language when its headers arrived.
 */
export const requestTimeoutAnswer: TimeoutAnswer = (request) => ({
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(clientErrorBody(408, request?.lang ?? 'en')),
});

/** The api unreachable or too slow: a clear 503 in the request's language, never a hang. */
export const unavailableBody = (lang: Lang) => ({
  code: 'UPSTREAM_UNAVAILABLE',
  message: errorMessage('UPSTREAM_UNAVAILABLE', lang),
});

/** That 503, with when to try again (the api is asked every 300 ms while it is down). */
export const sendUnavailable = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json')
    .send(unavailableBody(request.lang));

/** The BFF's own failures in the browser's error shape: api down → 503, bad input → 4xx, else 500. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      // The api unreachable, from the BFF's own calls (fetch) or a proxy (reply-from's 502, 503 and 504).
      if (isUpstreamFailure(error) || status === 502 || status === 503 || status === 504) {
        // Known down: said once by the availability tracker, not per request.
        if (error.name !== 'ApiUnavailableError') request.log.warn({ err: error }, 'api unreachable');
        return sendUnavailable(request, reply);
      }
      if (status < 500) {
        // A rate limit's builder (auth-gateway) says when to try again: the countdown the page shows.
        const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        return reply.code(status).send({
          ...clientErrorBody(status, request.lang),
          ...(status === 429 && typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
        });
      }
      request.log.error({ err: error }, 'bff error');
      return reply.code(500).send({ code: 'TRY_AGAIN_LATER', message: errorMessage('TRY_AGAIN_LATER', request.lang) });
    });
  },
  { name: 'bff-errors', dependencies: ['lang'] },
);
