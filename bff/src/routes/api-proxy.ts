import type { IncomingHttpHeaders } from 'node:http';
import proxy from '@fastify/http-proxy';
import { errorMessage } from 'contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from 'server-kit/request-log';
import { type ApiAvailability, isGatewayPage } from '../plugins/app/api-availability.ts';
import { forwardedFor } from '../plugins/app/api-client.ts';
import { autoLogoutBody, mustSignOut } from '../plugins/app/auto-logout.ts';
import { sendOutcomeUnknown, sendUnavailable } from '../plugins/app/bff-errors.ts';
import { wrapError, wrapSuccess } from '../plugins/app/browser-wrapper.ts';
import { acceptedEncoding, sendCompressed } from '../plugins/app/compressed-text.ts';
import {
  type CachedAnswer,
  isAdminWrite,
  PUBLIC_CACHE_CONTROL,
  type PublicCache,
} from '../plugins/app/public-cache.ts';
import type { PublicChanges } from '../plugins/app/public-changes.ts';
import { afterUpstreamFailure, DRAIN_LIMIT, guardProxiedBody, onceBodyReceived } from './proxied-body.ts';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isWrite = (method: string) => WRITES.has(method);

/** The proxy's error says the request never reached the api: its connection was refused. */
const neverSent = (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';

/**
 * No second try of a GET answered 503 (the proxy's default: up to ten, a second in all): an api
 * under pressure is not asked eleven times as hard, and HAProxy's page with no instance left is
 * answered at once. HAProxy itself retries on another instance where one can answer.
 */
export const NO_RETRIES = () => null;

/**
 * A scope's calls to the api, watched. While the api is known to be down, a request for it is
 * answered before anything is read or sent: at once rather than after a refused connection or the
 * upstream timeout (a body too long to be worth reading and dropping closes its connection instead).
 * While it is up, a call still unanswered a moment after the visitor's request arrived whole makes
 * the tracker look at the api (and cut its calls if nothing answers); the api's answer starting (this
 * reply being sent) ends the wait, so a long upload, download or video stream is not taken for an
 * api that hangs.
 */
export function watchUpstream(scope: FastifyInstance, availability: ApiAvailability) {
  const waiting = new WeakMap<FastifyRequest, () => void>();
  scope.addHook('onRequest', (request, reply, done) => {
    if (availability.up) {
      onceBodyReceived(request, reply, () => {
        const end = availability.begin();
        waiting.set(request, end);
        // A request that never gets its answer (the visitor left) ends the wait too.
        reply.raw.once('close', end);
      });
      return done();
    }
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > DRAIN_LIMIT || request.headers['transfer-encoding'] !== undefined) reply.header('connection', 'close');
    sendUnavailable(request, reply);
  });
  scope.addHook('onSend', (request, _reply, payload, done) => {
    waiting.get(request)?.();
    done(null, payload);
  });
}

/**
 * What the browser sent that must not reach the api: its cookies, any Authorization of its own,
 * whatever it claims about addresses (the api believes X-Forwarded-For from the BFF alone, so only
 * the BFF's own value may travel: see `forwardedFor`), and any device id of its own (only the
 * gateway sends one, from its HTTP-only cookie).
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
    'x-device': _device,
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

/**
 * The api's internal routes (`/api/v1/internal/*`, e.g. storing visitors' reports) are the BFF's own
 * calls, made after its checks: a browser's request for them through the proxy would skip those.
 */
export function refusedInternalPath(url: string): boolean {
  const path = normalizedPath(url);
  return path === '/api/v1/internal' || path.startsWith('/api/v1/internal/');
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
    options: {
      apiUrl: string;
      timeoutMs: number;
      cache: PublicCache;
      changes: PublicChanges;
      availability: ApiAvailability;
    },
  ) => {
    const { cache, changes } = options;
    /** The change each request began under: an answer the api gave before a write is not kept after it. */
    const begunAt = new WeakMap<FastifyRequest, number>();

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
      // A guest's public read the cache holds is answered here, before anything else the proxy does.
      scope.addHook('onRequest', (request, reply, done) => {
        begunAt.set(request, changes.generation);
        const key = cache.keyFor(request);
        const cached = key ? cache.get(key) : undefined;
        if (cached) sendCached(request, reply, cached);
        else done();
      });
      scope.addHook('onRequest', async (request, reply) => {
        if (refusedAuthPath(request.url) || refusedTestPath(request.url) || refusedInternalPath(request.url))
          return reply.code(404).send({ code: 'NOT_FOUND', message: errorMessage('NOT_FOUND', request.lang) });
      });
      // After the public cache: a guest's list it holds is still served.
      watchUpstream(scope, options.availability);
      // The proxy streams bodies through untouched with a parser of its own (json-body's is for the BFF's routes).
      scope.removeContentTypeParser('application/json');
      await scope.register(proxy, {
        upstream: options.apiUrl,
        prefix: '/api/v1',
        rewritePrefix: '/api/v1',
        // The request's own line (server-kit/request-log) says what happened; reply-from's two more per call would not.
        disableRequestLogging: true,
        // The tracker's connections: cut, with the requests on them, when the api is found down.
        http: { requestOptions: { timeout: options.timeoutMs }, agents: options.availability.agents },
        preHandler: guardProxiedBody,
        replyOptions: {
          retryDelay: NO_RETRIES,
          rewriteRequestHeaders: (request, headers: IncomingHttpHeaders) => {
            const token = request.session?.token;
            return {
              ...withoutBrowserOnlyHeaders(headers),
              'x-lang': request.lang,
              ...forwardedFor(request as FastifyRequest),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              // The api logs its lines under the same request id as the BFF's.
              [REQUEST_ID_HEADER]: request.id,
            };
          },
          rewriteHeaders: (headers) => {
            const type = String(headers['content-type'] ?? '');
            if (!type.includes('json')) return headers;
            // The BFF sends the JSON again, whole, with a length of its own: the api's framing (its
            // length, or chunks) does not apply, and both together are a malformed answer.
            const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers;
            return { ...rest, 'content-type': 'application/json; charset=utf-8' };
          },
          onResponse: async (request, reply, response) => {
            // A gateway's 502–504 (HAProxy with no instance left) may mean the api is down: looked into.
            options.availability.answered(reply.statusCode);
            // Any admin write that succeeded (a 204 without a body too) may change what visitors see.
            const pathname = new URL(request.url, 'http://bff').pathname;
            if (reply.statusCode < 400 && isAdminWrite(request.method, pathname)) changes.changed();
            const type = String(reply.getHeader('content-type') ?? '');
            if (isGatewayPage(reply.statusCode, type)) {
              response.stream.resume();
              reply.removeHeader('content-length').removeHeader('transfer-encoding');
              // HAProxy's 503: no api took the request. Its 502 or 504: one took it and failed to answer.
              if (isWrite(request.method) && reply.statusCode !== 503)
                return sendOutcomeUnknown(request as FastifyRequest, reply as FastifyReply);
              return sendUnavailable(request as FastifyRequest, reply as FastifyReply);
            }
            if (!type.includes('json')) return reply.send(response.stream);
            return onJson(request as FastifyRequest, reply as FastifyReply, await readAll(response.stream));
          },
          onError: (reply, { error }) => {
            if (afterUpstreamFailure(reply.request as FastifyRequest, reply as FastifyReply, error)) return;
            // Cut by the tracker once the api was found down: said once there, not per request.
            if (options.availability.up) reply.log.warn({ err: error }, 'api unreachable');
            // No answer at all (refused, reset, timed out): is the api down, or was it this request?
            options.availability.suspect();
            // A write the api may have received is not said to have failed: only a refused connection
            // proves it never arrived.
            if (isWrite(reply.request.method) && !neverSent(error))
              return sendOutcomeUnknown(reply.request as FastifyRequest, reply as FastifyReply);
            return sendUnavailable(reply.request as FastifyRequest, reply as FastifyReply);
          },
        },
      });
    });
  },
  { name: 'api-proxy', dependencies: ['lang', 'session'] },
);
