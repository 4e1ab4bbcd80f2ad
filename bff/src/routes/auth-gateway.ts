import rateLimit from '@fastify/rate-limit';
import { errorMessage } from 'contracts/errors';
import type { User } from 'contracts/schemas/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ApiAnswer, ApiClient } from '../plugins/app/api-client.ts';
import { autoLogoutBody, mustSignOut } from '../plugins/app/auto-logout.ts';
import { wrapError, wrapSuccess } from '../plugins/app/browser-wrapper.ts';

export type AuthGatewayOptions = {
  /** While the api is down its calls are not made (503 at once, bff-errors). */
  api: ApiClient;
  /**
   * Attempts allowed per window on the sign-in family of endpoints: per client address, and per
   * (email, client address) pair. Not per email alone: anyone could then spend an owner's allowance
   * and keep them out; the api slows each email down for seconds instead (docs/decisions.md).
   */
  limits: { perIp: number; perEmailAndIp: number; windowMs: number };
  redis?: Redis | undefined;
};

type SignedIn = { token: string; expiresAt: string; user: User };
const SESSION_ROUTES = new Set(['/auth/login', '/auth/verify-login-otp']);
type Hook = ReturnType<FastifyInstance['rateLimit']>;

/**
 * The account endpoints the BFF answers itself: sign-in turns the api token into an HTTP-only
 * session (the token never reaches the browser); sign-out and "who am I" use the session.
 * The sign-in family is rate limited per IP and per (email, IP).
 */
export default fp(
  async (app: FastifyInstance, options: AuthGatewayOptions) => {
    const limiterOptions = {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: 'qd:rate:' } : {}),
      errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: errorMessage('RATE_LIMITED', request.lang),
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    };
    // One request passes through at most one limiter of a registration, so each limit gets its own.
    const limiter = async (make: (scope: FastifyInstance) => Hook) => {
      let hook: Hook | undefined;
      await app.register(async (scope) => {
        await scope.register(rateLimit, limiterOptions);
        hook = make(scope);
      });
      return hook as Hook;
    };
    const perIp = await limiter((scope) =>
      scope.rateLimit({ max: options.limits.perIp, timeWindow: options.limits.windowMs }),
    );
    const perEmailAndIp = await limiter((scope) =>
      scope.rateLimit({
        max: options.limits.perEmailAndIp,
        timeWindow: options.limits.windowMs,
        keyGenerator: (request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
          return `email-ip:${request.ip}:${address}`;
        },
      }),
    );

    const api = (request: FastifyRequest, method: string, path: string, body?: unknown) =>
      options.api.call(method, path, { lang: request.lang, clientIp: request.ip, token: request.session?.token, body });

    async function answer(request: FastifyRequest, reply: FastifyReply, path: string, upstream: ApiAnswer) {
      if (upstream.status >= 400) {
        if (mustSignOut(upstream.status, upstream.body, request.session !== null, request.staleSession)) {
          await app.endSession(reply, request.sessionId);
          return reply.code(401).send(autoLogoutBody(request.lang));
        }
        const retryAfter = (upstream.body as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
        return reply.code(upstream.status).send({
          ...wrapError(upstream.body, request.lang),
          ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}),
        });
      }
      if (SESSION_ROUTES.has(path)) {
        const signedIn = upstream.body as SignedIn;
        await app.startSession(
          reply,
          { token: signedIn.token, user: signedIn.user, expiresAt: signedIn.expiresAt },
          request.sessionId,
        );
        return reply.send({ data: { user: signedIn.user } });
      }
      return reply.code(upstream.status).send(wrapSuccess(path, upstream.body));
    }

    const limited = { onRequest: [perIp], preHandler: [perEmailAndIp] };
    for (const path of [
      '/auth/register',
      '/auth/login',
      '/auth/send-login-otp',
      '/auth/verify-login-otp',
      '/auth/forgot-password',
    ]) {
      app.post(`/api/v1${path}`, limited, async (request, reply) =>
        answer(request, reply, path, await api(request, 'POST', `/api/v1${path}`, request.body ?? {})),
      );
    }
    app.put<{ Params: { token: string } }>('/api/v1/auth/reset-password/:token', limited, async (request, reply) => {
      const path = `/api/v1/auth/reset-password/${encodeURIComponent(request.params.token)}`;
      return answer(request, reply, '/auth/reset-password', await api(request, 'PUT', path, request.body ?? {}));
    });

    app.get('/api/v1/auth/me', async (request, reply) => {
      if (!request.session) {
        if (request.staleSession) await app.endSession(reply, null);
        return { data: { user: null } };
      }
      const upstream = await api(request, 'GET', '/api/v1/auth/me');
      if (upstream.status === 200) {
        const { user } = upstream.body as { user: User };
        // Keep the stored copy fresh (a renamed user shows the new name at once).
        if (request.sessionId)
          await app.sessions.set(
            request.sessionId,
            { ...request.session, user },
            (Date.parse(request.session.expiresAt) - Date.now()) / 1000,
          );
      }
      return answer(request, reply, '/auth/me', upstream);
    });

    app.get('/api/v1/auth/logout', async (request, reply) => {
      if (request.session) await api(request, 'GET', '/api/v1/auth/logout').catch(() => undefined);
      await app.endSession(reply, request.sessionId);
      return { data: { loggedOut: true, message: errorMessage('LOGGED_OUT', request.lang) } };
    });
  },
  { name: 'auth-gateway', dependencies: ['lang', 'session'] },
);
