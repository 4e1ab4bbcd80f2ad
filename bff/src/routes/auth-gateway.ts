import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { authPolicy } from 'contracts/auth-policy';
import { errorMessage } from 'contracts/errors';
import type { User } from 'contracts/schemas/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { ApiAnswer, ApiClient } from '../plugins/app/api-client.ts';
import { autoLogoutBody, mustSignOut } from '../plugins/app/auto-logout.ts';
import { wrapError, wrapSuccess } from '../plugins/app/browser-wrapper.ts';
import { routeLimiterOptions } from '../plugins/app/rate-limits.ts';

export type AuthGatewayOptions = {
  /** While the api is down its calls are not made (503 at once, bff-errors). */
  api: ApiClient;
  /**
   * Attempts allowed per window on the sign-in family of endpoints: per client address, and per
   * (email, client address) pair. Not per email alone: anyone could then spend an owner's allowance
   * and keep them out; the api slows each email down for seconds instead (docs/adr/0002).
   */
  limits: { perIp: number; perEmailAndIp: number; windowMs: number };
  redis?: Redis | undefined;
  /** Production: the device cookie is Secure and `__Host-` prefixed, as the session's is. */
  secure?: boolean;
};

type SignedIn = { token: string; expiresAt: string; user: User };
const SESSION_ROUTES = new Set(['/auth/login', '/auth/verify-login-otp']);
/** What the gateway issues: 32 random bytes, base64url. Anything else in the cookie is ignored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
type Hook = ReturnType<FastifyInstance['rateLimit']>;

/**
 * The account endpoints the BFF answers itself: sign-in turns the api token into an HTTP-only
 * session (the token never reaches the browser); sign-out and "who am I" use the session.
 * The sign-in family is rate limited per IP and per (email, IP).
 *
 * A browser that signs in gets a device cookie (HTTP-only, a year from its last sign-in, kept
 * across sign-outs), whose id goes to the api with its later sign-ins: the api then counts that
 * browser's wrong passwords apart, so nobody else's failures pause it. Only this gateway sends the
 * id; the proxy drops any the browser sends itself.
 */
export default fp(
  async (app: FastifyInstance, options: AuthGatewayOptions) => {
    const limiterOptions = routeLimiterOptions(options.redis, 'qd:rate:');
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

    const deviceCookie = options.secure ? '__Host-qd_device' : 'qd_device';
    const deviceCookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      path: '/',
      secure: options.secure ?? false,
      maxAge: authPolicy.knownDeviceDays * 24 * 3600,
    };
    const cookieDevice = (request: FastifyRequest) => {
      const id = request.cookies[deviceCookie];
      return id && DEVICE_ID.test(id) ? id : undefined;
    };
    /**
     * A sign-in's device id: the cookie's, or a new one for a browser without, which becomes its
     * cookie only if the sign-in succeeds (the api remembers the id with the success).
     */
    const signInDevice = (request: FastifyRequest) => cookieDevice(request) ?? randomBytes(32).toString('base64url');

    const api = (request: FastifyRequest, method: string, path: string, body?: unknown, device?: string) =>
      options.api.call(method, path, {
        lang: request.lang,
        clientIp: request.ip,
        token: request.session?.token,
        body,
        device,
      });

    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      upstream: ApiAnswer,
      device?: string,
    ) {
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
        // Set again at every sign-in: known for a year after the last one, as the api counts it.
        if (device) reply.setCookie(deviceCookie, device, deviceCookieOptions);
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
      app.post(`/api/v1${path}`, limited, async (request, reply) => {
        const device = SESSION_ROUTES.has(path) ? signInDevice(request) : undefined;
        const upstream = await api(request, 'POST', `/api/v1${path}`, request.body ?? {}, device);
        return answer(request, reply, path, upstream, device);
      });
    }
    app.put<{ Params: { token: string } }>('/api/v1/auth/reset-password/:token', limited, async (request, reply) => {
      const path = `/api/v1/auth/reset-password/${encodeURIComponent(request.params.token)}`;
      // A reset forgets the wrong passwords of the browser that made it: its device's, if known.
      const upstream = await api(request, 'PUT', path, request.body ?? {}, cookieDevice(request));
      return answer(request, reply, '/auth/reset-password', upstream);
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
