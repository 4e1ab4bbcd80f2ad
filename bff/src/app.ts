import { authPolicy } from 'contracts/auth-policy';
import { errorMessage } from 'contracts/errors';
import { resolveLang } from 'contracts/i18n';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import apiProxy from './plugins/api-proxy.ts';
import authGateway, { type AuthGatewayOptions } from './plugins/auth-gateway.ts';
import bffErrors, { clientErrorBody } from './plugins/bff-errors.ts';
import csrf from './plugins/csrf.ts';
import health from './plugins/health.ts';
import jsonBody from './plugins/json-body.ts';
import langPlugin, { browserLang } from './plugins/lang.ts';
import mediaProxy from './plugins/media-proxy.ts';
import { createPublicCache } from './plugins/public-cache.ts';
import { createPublicChanges } from './plugins/public-changes.ts';
import remoteRegistry, { type RemoteRegistry, remoteOrigins } from './plugins/remote-registry.ts';
import securityHeaders from './plugins/security-headers.ts';
import seoSitemap from './plugins/seo/sitemap.ts';
import session from './plugins/session.ts';
import staticHosting from './plugins/static-hosting.ts';
import { createMemorySessionStore, type SessionStore } from './session/session-store.ts';

export type BffOptions = {
  apiUrl: string;
  siteUrl?: string;
  shellDir: string;
  remotesRoot: string;
  registry: RemoteRegistry;
  upstreamTimeoutMs?: number;
  production?: boolean;
  /** Origins besides the site's that may send state changes (CSRF_TRUSTED_ORIGINS). */
  trustedOrigins?: string[];
  /** Proxies (addresses, CIDRs) whose X-Forwarded-For gives the client's address; none by default. */
  trustedProxies?: string[];
  sessionStore?: SessionStore;
  redis?: Redis;
  authLimits?: AuthGatewayOptions['limits'];
  publicCache?: { ttlMs: number; maxEntries: number };
  logger?: FastifyServerOptions['logger'];
};

export const defaultAuthLimits: AuthGatewayOptions['limits'] = authPolicy.rateLimits;

/** The only server the browser talks to. */
export async function buildBff(options: BffOptions) {
  const timeoutMs = options.upstreamTimeoutMs ?? 10_000;
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const app = Fastify({
    logger: options.logger ?? false,
    // The api's bound too (api/src/app.ts): nothing the BFF parses itself comes near it.
    bodyLimit: 64 * 1024,
    // The api ignores a trailing slash (api/src/app.ts): the BFF must route `auth/logout/` as the api
    // does, to its own gateway route (CSRF, limits, session) and not to the token-adding proxy.
    routerOptions: { ignoreTrailingSlash: true },
    // Only named proxies: with `true` any client could rotate X-Forwarded-For past the per-IP sign-in limit.
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    // The router's own refusals (a malformed %-escape in the path) in the browser's error shape.
    frameworkErrors: (error, request, reply) => {
      // Only the URL can be wrong here (FST_ERR_BAD_URL); a constraint failing is ours (a 500).
      const status = (error.statusCode ?? 500) < 500 ? (error.statusCode ?? 400) : 500;
      // The router refused the URL before parsing its query: `lang` is read from the raw URL.
      const lang =
        request.headers['x-lang'] !== undefined
          ? browserLang(request)
          : resolveLang(new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('lang'));
      (reply as FastifyReply)
        .code(status)
        .send(
          status < 500
            ? clientErrorBody(status, lang)
            : { code: 'TRY_AGAIN_LATER', message: errorMessage('TRY_AGAIN_LATER', lang) },
        );
    },
  });
  await app.register(langPlugin);
  await app.register(bffErrors);
  await app.register(jsonBody);
  await app.register(securityHeaders, {
    remoteOrigins: remoteOrigins(options.registry, siteUrl),
    production: options.production ?? false,
  });
  await app.register(health, { apiUrl: options.apiUrl });
  await app.register(session, {
    store: options.sessionStore ?? createMemorySessionStore(),
    secure: options.production ?? false,
  });
  await app.register(csrf, {
    allowedOrigins: [siteUrl, ...(options.trustedOrigins ?? [])],
    // The dev servers on this machine (README: 3100, 3101, 3102) proxy /api with their own Origin.
    allowLoopback: !options.production,
  });
  await app.register(remoteRegistry, { registry: options.registry });
  await app.register(authGateway, {
    apiUrl: options.apiUrl,
    timeoutMs,
    limits: options.authLimits ?? defaultAuthLimits,
    redis: options.redis,
  });
  // Admin writes seen by the proxy empty every cache of what visitors see (public-changes.ts).
  const changes = createPublicChanges();
  await app.register(apiProxy, {
    apiUrl: options.apiUrl,
    timeoutMs,
    cache: createPublicCache({ ...(options.publicCache ?? { ttlMs: 10_000, maxEntries: 500 }), changes }),
    changes,
  });
  await app.register(mediaProxy, { apiUrl: options.apiUrl });
  await app.register(seoSitemap, { apiUrl: options.apiUrl, siteUrl, changes });
  await app.register(staticHosting, {
    shellDir: options.shellDir,
    remotesRoot: options.remotesRoot,
    apiUrl: options.apiUrl,
    siteUrl,
    registry: options.registry,
    changes,
  });
  return app;
}
