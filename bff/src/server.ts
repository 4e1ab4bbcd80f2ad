import './tracing.ts';
import { Redis } from 'ioredis';
import { gracefulShutdown } from 'server-kit/graceful-shutdown';
import { createMetricsRegistry } from 'server-kit/metrics';
import { serverLogger } from 'server-kit/server-log';
import { buildBff } from './app.ts';
import { loadConfig } from './config.ts';
import { createRedisSessionStore } from './plugins/app/redis-session-store.ts';
import { loadRemoteOverrides } from './routes/remote-registry.ts';

const config = loadConfig();
// With Redis, sessions and rate-limit counters are shared by every BFF instance.
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000, keyPrefix: config.redisKeyPrefix })
  : undefined;
let shutdown: ReturnType<typeof gracefulShutdown> | undefined;
const app = await buildBff({
  apiUrl: config.apiUrl,
  siteUrl: config.siteUrl,
  production: config.production,
  trustedProxies: config.trustedProxies,
  trustedOrigins: config.trustedOrigins,
  sessionStore: config.redisUrl
    ? createRedisSessionStore(config.redisUrl, { keyPrefix: config.redisKeyPrefix })
    : undefined,
  redis,
  authLimits: config.authLimits,
  vitals: { sampleRate: config.vitalsSampleRate, perIpPerMinute: config.vitalsPerIpPerMinute },
  adEventsPerIpPerMinute: config.adEventsPerIpPerMinute,
  shellDir: config.shellDir,
  releasesDir: config.releasesDir,
  rollbackPolicy: config.rollbackPolicy,
  remoteOverrides: loadRemoteOverrides(config.remotesFile),
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  clientTimeouts: config.clientTimeouts,
  draining: () => shutdown?.draining() ?? false,
  metricsRegistry: createMetricsRegistry({ service: 'bff', instance: config.metrics.instance }),
  metricsListener: config.metrics.listener,
  logger: serverLogger({ level: config.logLevel }),
});
if (config.production && config.trustedProxies.length === 0)
  app.log.warn(
    'TRUSTED_PROXIES is empty: each client is known by the address it connects from; behind a load balancer, list it there, or every visitor shares its sign-in limit',
  );

// SIGTERM or SIGINT: `/readyz` says 503 at once, requests are served for DRAIN_DELAY_MS more (the
// load balancer's checks take the BFF out meanwhile), then those in flight finish (at most
// SHUTDOWN_TIMEOUT_MS). Fastify's close runs the plugins' own (the session store's connection, the
// rollouts' timer, the api probe); the shared Redis connection goes last, as requests use it to the end.
shutdown = gracefulShutdown(app, {
  ...config.shutdown,
  afterClose: async () => {
    await redis?.quit();
  },
  log: app.log,
});
await app.listen({ host: config.host, port: config.port });
