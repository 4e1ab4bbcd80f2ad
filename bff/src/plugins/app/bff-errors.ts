import { IDEMPOTENCY_KEY_HEADER } from 'contracts/api-url';
import { clientErrorCode, errorMessage } from 'contracts/errors';
import { type Lang, resolveLang } from 'contracts/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TimeoutAnswer } from 'server-kit/client-timeouts';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';
import { wantsPage } from '../../pages/page-negotiation.ts';

const isUpstreamFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    error.name === 'ApiUnavailableError' ||
    error.message === 'fetch failed');

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

/**
 * A write sent to the api that got no answer (cut off, timed out, its connection reset, a gateway's
 * 502 or 504): it may have been applied or not, and a 503 would say it was not. The browser asks
 * again with the same idempotency key, which the api answers with the write's real outcome.
 */
export const sendOutcomeUnknown = (request: FastifyRequest, reply: FastifyReply) => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return reply
    .code(504)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json')
    .send({
      code: 'OUTCOME_UNKNOWN',
      message: errorMessage('OUTCOME_UNKNOWN', request.lang),
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
    });
};

/**
 * The router's own refusals, met before any hook runs: a path whose %-escapes decode to no text
 * (`/restaurant/%E0%A4%A`). What the hooks would have done for the answer is done here: the security
 * headers, the language (read from the raw URL: the query is not parsed yet), and for a browser asking
 * for a page, the not-found page any unknown path gets; an api path keeps its JSON 400.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(request.server.securityHeaders);
  const header = request.headers['x-lang'];
  request.lang = resolveLang(header ?? new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('lang'));
  // Not the error's message: it repeats the path, which may hold a reset link's token.
  request.log.info({ code: error.code }, 'refused by the router');
  // Only the URL can be wrong here (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH); a constraint failing is ours (a 500).
  const status = (error.statusCode ?? 500) < 500 ? (error.statusCode ?? 400) : 500;
  const sendJson = (code: number) =>
    reply
      .code(code)
      .send(
        code < 500
          ? clientErrorBody(code, request.lang)
          : { code: 'TRY_AGAIN_LATER', message: errorMessage('TRY_AGAIN_LATER', request.lang) },
      );
  if (status < 500 && request.server.sendNoSuchPage && wantsPage(request)) {
    // No error handler is behind this answer: a page that cannot be made is answered here.
    return request.server.sendNoSuchPage(request, reply).catch((failure: unknown) => {
      request.log.error({ err: failure }, 'not-found page not made');
      if (!reply.sent) sendJson(500);
    });
  }
  return sendJson(status);
}

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
        // Fastify's and its plugins' own messages and codes (FST_…) name their internals: for the log only.
        request.log.info({ code: error.code, reason: error.message }, 'refused');
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
