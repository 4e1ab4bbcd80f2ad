import proxy from '@fastify/http-proxy';
import { authPolicy } from 'contracts/auth-policy';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import apiProxy from './plugins/api-proxy.ts';
import authGateway, { type AuthGatewayOptions } from './plugins/auth-gateway.ts';
import bffErrors from './plugins/bff-errors.ts';
import csrf from './plugins/csrf.ts';
import health from './plugins/health.ts';
import langPlugin from './plugins/lang.ts';
import { createPublicCache } from './plugins/public-cache.ts';
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
    bodyLimit: 256 * 1024,
    trustProxy: options.production ?? false,
  });
  await app.register(langPlugin);
  await app.register(bffErrors);
  await app.register(securityHeaders, {
    remoteOrigins: remoteOrigins(options.registry, siteUrl),
    production: options.production ?? false,
  });
  await app.register(health, { apiUrl: options.apiUrl });
  await app.register(session, {
    store: options.sessionStore ?? createMemorySessionStore(),
    secure: options.production ?? false,
  });
  await app.register(csrf, { allowedOrigins: [new URL(siteUrl).origin] });
  await app.register(remoteRegistry, { registry: options.registry });
  await app.register(authGateway, {
    apiUrl: options.apiUrl,
    timeoutMs,
    limits: options.authLimits ?? defaultAuthLimits,
    redis: options.redis,
  });
  await app.register(apiProxy, {
    apiUrl: options.apiUrl,
    timeoutMs,
    cache: createPublicCache(options.publicCache ?? { ttlMs: 10_000, maxEntries: 500 }),
  });
  // Stored images and videos pass through untouched (they are cached for a year by the api).
  await app.register(proxy, { upstream: options.apiUrl, prefix: '/media', rewritePrefix: '/media' });
  await app.register(seoSitemap, { apiUrl: options.apiUrl, siteUrl });
  await app.register(staticHosting, {
    shellDir: options.shellDir,
    remotesRoot: options.remotesRoot,
    apiUrl: options.apiUrl,
    siteUrl,
    registry: options.registry,
  });
  return app;
}
