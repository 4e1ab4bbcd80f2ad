import { authPolicy } from 'contracts/auth-policy';
import { type RollbackPolicy, rollbackPolicy } from 'delivery/rollout';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import { type ClientTimeouts, clientTimeouts, defaultClientTimeouts } from 'server-kit/client-timeouts';
import { createMetricsRegistry, instanceName, type MetricsListener, metrics } from 'server-kit/metrics';
import langPlugin from 'server-kit/request-lang';
import { requestLogServerOptions } from 'server-kit/request-log';
import pages from './pages/pages.ts';
import { createApiAvailability } from './plugins/app/api-availability.ts';
import { createApiClient } from './plugins/app/api-client.ts';
import bffErrors, { frameworkError, requestTimeoutAnswer } from './plugins/app/bff-errors.ts';
import { createBffMetrics, releaseLabel } from './plugins/app/bff-metrics.ts';
import csrf from './plugins/app/csrf.ts';
import jsonBody from './plugins/app/json-body.ts';
import { createPublicCache } from './plugins/app/public-cache.ts';
import { createPublicChanges } from './plugins/app/public-changes.ts';
import { createRemoteReleases, type RemoteOverrides } from './plugins/app/remote-releases.ts';
import rollouts from './plugins/app/rollouts.ts';
import session from './plugins/app/session.ts';
import { createMemorySessionStore, type SessionStore } from './plugins/app/session-store.ts';
import { registerVisitorMetrics } from './plugins/app/visitor-metrics.ts';
import cookies from './plugins/external/cookies.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import apiProxy from './routes/api-proxy.ts';
import authGateway, { type AuthGatewayOptions } from './routes/auth-gateway.ts';
import health from './routes/health.ts';
import mediaProxy from './routes/media-proxy.ts';
import releaseFiles from './routes/release-files.ts';
import remoteRegistry, { remoteOrigins } from './routes/remote-registry.ts';
import sitemap from './routes/sitemap.ts';
import visitorReports, { DEFAULT_AD_EVENTS_PER_IP_PER_MINUTE } from './routes/visitor-reports.ts';

export type BffOptions = {
  apiUrl: string;
  siteUrl?: string;
  shellDir: string;
  /** The remotes' releases and the registry naming the live ones (RELEASES_DIR, delivery/release-format). */
  releasesDir: string;
  /** REMOTES_FILE: remotes loaded from elsewhere (their dev servers), over the registry. */
  remoteOverrides?: RemoteOverrides;
  /** The clock the registry is looked at by (at most once a second); tests move it. */
  now?: () => number;
  /** When a percentage rollout is rolled back on its own (ROLLOUT_MIN_VISITORS, ROLLOUT_MAX_FAILURE_RATE). */
  rollbackPolicy?: RollbackPolicy;
  upstreamTimeoutMs?: number;
  /** Whether the BFF is stopping (graceful shutdown, server.ts): `/readyz` then says 503. */
  draining?: () => boolean;
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
  /**
   * Visitors' vitals: the share of page views whose shell reports them (VITALS_SAMPLE_RATE) and the
   * reports one address may send a minute (VITALS_RATE_LIMIT_PER_IP).
   */
  vitals?: { sampleRate: number; perIpPerMinute: number };
  /** The ad events beacons one address may send a minute (AD_EVENTS_RATE_LIMIT_PER_IP). */
  adEventsPerIpPerMinute?: number;
  /** How long a visitor may take to send its request, and its slow connections (server-kit/client-timeouts). */
  clientTimeouts?: ClientTimeouts;
  /** The process's metrics (server.ts names the instance); one of the BFF's own otherwise. */
  metricsRegistry?: Registry;
  /** Where `GET /metrics` is served (METRICS_PORT): a listener of its own, never the site's port. None otherwise. */
  metricsListener?: MetricsListener;
};

export const defaultAuthLimits: AuthGatewayOptions['limits'] = authPolicy.rateLimits;

/** The only server the browser talks to. */
export async function buildBff(options: BffOptions) {
  const timeoutMs = options.upstreamTimeoutMs ?? 10_000;
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const clients = clientTimeouts(options.clientTimeouts ?? defaultClientTimeouts, requestTimeoutAnswer);
  const app = Fastify({
    ...clients.serverOptions,
    ...requestLogServerOptions({ callers: 'public' }),
    logger: options.logger ?? false,
    // The api's bound too (api/src/app.ts): nothing the BFF parses itself comes near it.
    bodyLimit: 64 * 1024,
    // The api ignores a trailing slash (api/src/app.ts): the BFF must route `auth/logout/` as the api
    // does, to its own gateway route (CSRF, limits, session) and not to the token-adding proxy.
    routerOptions: { ignoreTrailingSlash: true },
    // Only named proxies: with `true` any client could rotate X-Forwarded-For past the per-IP sign-in limit.
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    // The router's own refusals (a malformed %-escape in the path) in the browser's error shape.
    frameworkErrors: frameworkError,
  });
  // First: a request any later hook refuses is counted too.
  const registry =
    options.metricsRegistry ?? createMetricsRegistry({ service: 'bff', instance: instanceName(process.env) });
  await app.register(metrics, { registry, listener: options.metricsListener });
  const measured = createBffMetrics(registry);
  // Before any hook: each visitor's connection is watched from its first byte.
  clients.watch(app);
  const production = options.production ?? false;
  const vitals = options.vitals ?? { sampleRate: production ? 0.1 : 1, perIpPerMinute: 30 };
  const releases = createRemoteReleases({
    root: options.releasesDir,
    overrides: options.remoteOverrides,
    now: options.now,
    log: app.log,
    onAssignment: (remote, version) => measured.rolloutAssigned(remote, version),
  });

  // External plugins: third-party ones, configured for the BFF. Their hooks run first (every answer
  // carries the security headers, an early refusal too).
  await app.register(securityHeaders, { remoteOrigins: remoteOrigins(releases.overrides, siteUrl), production });
  await app.register(cookies);

  // App plugins: what the routes and pages are made with. In this order, as their hooks run: the
  // request's language, then its session, its CSRF check, its releases (rollouts).
  await app.register(langPlugin);
  await app.register(bffErrors);
  await app.register(jsonBody);
  await app.register(session, {
    store: measured.timedSessionStore(options.sessionStore ?? createMemorySessionStore()),
    secure: production,
  });
  await app.register(csrf, {
    allowedOrigins: [siteUrl, ...(options.trustedOrigins ?? [])],
    // The dev servers on this machine (README: 3100, 3101, 3102) proxy /api with their own Origin.
    allowLoopback: !production,
  });
  await app.register(rollouts, {
    releasesRoot: options.releasesDir,
    registry: releases.registry,
    policy: options.rollbackPolicy ?? rollbackPolicy({}),
    secure: production,
    redis: options.redis,
    onLoadFailure: (remote, version) =>
      measured.remoteLoadFailed(remote, releaseLabel(releases.registry(), remote, version)),
  });
  // Every call to the api goes through it: once the api is known down, none waits for it.
  const availability = createApiAvailability({ apiUrl: options.apiUrl, log: app.log });
  app.addHook('onClose', async () => availability.close());
  measured.gaugeApiAvailability(availability);
  // The BFF's own calls to the api (sign-in gateway, page meta, sitemap, first screens); the browser's go through the proxy.
  const api = createApiClient({ apiUrl: options.apiUrl, timeoutMs, availability });
  // Admin writes seen by the proxy empty every cache of what visitors see (public-changes.ts).
  const changes = createPublicChanges();
  // A guest's public reads, for the proxy and for the first screens' data calls alike.
  const publicCache = createPublicCache({
    ...(options.publicCache ?? { ttlMs: 10_000, maxEntries: 500 }),
    changes,
    lookups: measured.cacheLookups('public_api'),
  });

  // Routes.
  await app.register(health, { availability, draining: options.draining ?? (() => false) });
  await app.register(remoteRegistry, { releases });
  await app.register(releaseFiles, { root: options.releasesDir });
  await app.register(authGateway, {
    api,
    limits: options.authLimits ?? defaultAuthLimits,
    redis: options.redis,
    secure: production,
  });
  await app.register(apiProxy, {
    apiUrl: options.apiUrl,
    timeoutMs,
    cache: publicCache,
    changes,
    availability,
  });
  await app.register(mediaProxy, { apiUrl: options.apiUrl, availability });
  await app.register(sitemap, { api, siteUrl, changes });
  await app.register(visitorReports, {
    api,
    metrics: registerVisitorMetrics(registry, (remote, version) => releaseLabel(releases.registry(), remote, version)),
    perIpPerMinute: vitals.perIpPerMinute,
    adEventsPerIpPerMinute: options.adEventsPerIpPerMinute ?? DEFAULT_AD_EVENTS_PER_IP_PER_MINUTE,
    redis: options.redis,
  });

  // Pages: any other GET that takes HTML (the not-found handler), and the shell's files.
  await app.register(pages, {
    shellDir: options.shellDir,
    api,
    cache: publicCache,
    siteUrl,
    releases,
    changes,
    pageLookups: measured.cacheLookups('page'),
    vitalsSampleRate: vitals.sampleRate,
  });
  return app;
}
