import type { IncomingHttpHeaders } from 'node:http';
import proxy from '@fastify/http-proxy';
import { errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forwardedFor } from '../upstream.ts';
import { autoLogoutBody, mustSignOut } from './auto-logout.ts';
import { wrapError, wrapSuccess } from './browser-wrapper.ts';
import { acceptedEncoding, sendCompressed } from './compressed-text.ts';
import { afterUpstreamFailure, guardProxiedBody } from './proxied-body.ts';
import { type CachedAnswer, isAdminWrite, PUBLIC_CACHE_CONTROL, type PublicCache } from './public-cache.ts';
import type { PublicChanges } from './public-changes.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The api unreachable or too slow: a clear 503 in the request's language, never a hang. */
export const unavailableBody = (lang: Lang) => ({
  code: 'UPSTREAM_UNAVAILABLE',
  message: errorMessage('UPSTREAM_UNAVAILABLE', lang),
});

/**
 * What the browser sent that must not reach the api: its cookies, any Authorization of its own, and
 * whatever it claims about addresses (the api believes X-Forwarded-For from the BFF alone, so only
 * the BFF's own value may travel: see `forwardedFor`).
 */
function withoutBrowserOnlyHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const {
    cookie: _cookie,
    authorization: _authorization,
    'x-forwarded-for': _forwardedFor,
    forwarded: _forwarded,
    'x-real-ip': _realIp,
    'x-forwarded-host': _forwardedHost,
    'x-forwarded-proto': _forwardedProto,
    ...rest
  } = headers;
  return rest;
}

/** The account routes the proxy may forward: those the auth gateway does not answer itself. */
const PROXIED_AUTH = /^\/api\/v1\/auth\/(verify-email\/[^/]+|update-password)\/?$/;

/** A path as any router might read it: dot segments resolved, %-escapes decoded, slashes collapsed, any case. */
function normalizedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  try {
    path = new URL(path, 'http://bff').pathname;
  } catch {
    // Not a URL a router would take either: judged as written.
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as written.
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * Whether a path is in the account family (`/api/v1/auth/...`) once spelled as any router might
 * read it. The gateway's routes add CSRF on sign-out, the sign-in limits and the session around
 * the api's token; a spelling that reached the api through the proxy instead would skip all three,
 * and a sign-in would hand the browser the api's token. So whatever the two routers disagree on,
 * the proxy forwards only the account routes the gateway leaves to it.
 */
export function refusedAuthPath(url: string): boolean {
  const path = normalizedPath(url);
  if (path !== '/api/v1/auth' && !path.startsWith('/api/v1/auth/')) return false;
  return !PROXIED_AUTH.test(path);
}

/**
 * The api's test controls (`/api/v1/test/*`, e.g. moving its clock) exist only when API_CLOCK_CONTROL
 * is set, for the e2e journeys, which call the api on its own port. The BFF never forwards them,
 * so an api started with the variable by mistake still cannot be driven from the public site.
 */
export function refusedTestPath(url: string): boolean {
  const path = normalizedPath(url);
  return path === '/api/v1/test' || path.startsWith('/api/v1/test/');
}

/** A cached answer, compressed when the browser takes it so (each encoding its own entity tag). */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedAnswer) {
  const encoding = acceptedEncoding(request);
  const etag = encoding ? `${cached.etag.slice(0, -1)}-${encoding}"` : cached.etag;
  reply
    .header('etag', etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'x-lang, cookie, accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return sendCompressed(reply, cached, encoding);
}

/**
 * `/api/v1/*` goes to the api with the session's bearer token and the request's language;
 * JSON answers come back in the browser's wrapper. The browser's cookies never travel upstream.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { apiUrl: string; timeoutMs: number; cache: PublicCache; changes: PublicChanges },
  ) => {
    const { cache, changes } = options;
    /** The change each request began under: an answer the api gave before a write is not kept after it. */
    const begunAt = new WeakMap<FastifyRequest, number>();

    app.addHook('onRequest', async (request, reply) => {
      begunAt.set(request, changes.generation);
      const key = cache.keyFor(request);
      const cached = key ? cache.get(key) : undefined;
      if (cached) return sendCached(request, reply, cached);
    });

    async function onJson(request: FastifyRequest, reply: FastifyReply, text: string) {
      const body = text ? JSON.parse(text) : null;
      const pathname = new URL(request.url, 'http://bff').pathname;
      if (reply.statusCode >= 400) {
        if (mustSignOut(reply.statusCode, body, request.session !== null, request.staleSession)) {
          await app.endSession(reply, request.sessionId);
          return reply.send(autoLogoutBody(request.lang));
        }
        return reply.send(wrapError(body, request.lang));
      }
      const wrapped = JSON.stringify(wrapSuccess(pathname, body));
      const key = reply.statusCode === 200 ? cache.keyFor(request) : undefined;
      if (key) return sendCached(request, reply, cache.set(key, wrapped, begunAt.get(request)));
      if (request.session) reply.header('cache-control', 'private, no-store');
      return reply.send(wrapped);
    }

    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (refusedAuthPath(request.url) || refusedTestPath(request.url))
          return reply.code(404).send({ code: 'NOT_FOUND', message: errorMessage('NOT_FOUND', request.lang) });
      });
      // The proxy streams bodies through untouched with a parser of its own (json-body's is for the BFF's routes).
      scope.removeContentTypeParser('application/json');
      await scope.register(proxy, {
        upstream: options.apiUrl,
        prefix: '/api/v1',
        rewritePrefix: '/api/v1',
        http: { requestOptions: { timeout: options.timeoutMs } },
        preHandler: guardProxiedBody,
        replyOptions: {
          rewriteRequestHeaders: (request, headers: IncomingHttpHeaders) => {
            const token = request.session?.token;
            return {
              ...withoutBrowserOnlyHeaders(headers),
              'x-lang': request.lang,
              ...forwardedFor(request as FastifyRequest),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            };
          },
          rewriteHeaders: (headers) => {
            const type = String(headers['content-type'] ?? '');
            if (!type.includes('json')) return headers;
            const { 'content-length': _length, ...rest } = headers;
            return { ...rest, 'content-type': 'application/json; charset=utf-8' };
          },
          onResponse: async (request, reply, response) => {
            // Any admin write that succeeded (a 204 without a body too) may change what visitors see.
            const pathname = new URL(request.url, 'http://bff').pathname;
            if (reply.statusCode < 400 && isAdminWrite(request.method, pathname)) changes.changed();
            const type = String(reply.getHeader('content-type') ?? '');
            if (!type.includes('json')) return reply.send(response.stream);
            return onJson(request as FastifyRequest, reply as FastifyReply, await readAll(response.stream));
          },
          onError: (reply, { error }) => {
            if (afterUpstreamFailure(reply.request as FastifyRequest, reply as FastifyReply)) return;
            reply.log.warn({ err: error }, 'api unreachable');
            return reply
              .code(503)
              .header('retry-after', '5')
              .type('application/json')
              .send(unavailableBody(reply.request.lang));
          },
        },
      });
    });
  },
  { name: 'api-proxy', dependencies: ['lang', 'session'] },
);
