import { Redis } from 'ioredis';
import { buildBff } from './app.ts';
import { loadConfig } from './config.ts';
import { loadRemoteRegistry } from './plugins/remote-registry.ts';
import { createRedisSessionStore } from './session/redis-session-store.ts';

const config = loadConfig();
// With Redis, sessions and rate-limit counters are shared by every BFF instance.
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000 })
  : undefined;
const app = await buildBff({
  apiUrl: config.apiUrl,
  siteUrl: config.siteUrl,
  production: config.production,
  trustedProxies: config.trustedProxies,
  trustedOrigins: config.trustedOrigins,
  sessionStore: config.redisUrl ? createRedisSessionStore(config.redisUrl) : undefined,
  redis,
  authLimits: config.authLimits,
  shellDir: config.shellDir,
  remotesRoot: config.remotesRoot,
  registry: loadRemoteRegistry(config.remotesFile),
  upstreamTimeoutMs: config.upstreamTimeoutMs,
  logger: { level: config.logLevel },
});
if (config.production && config.trustedProxies.length === 0)
  app.log.warn(
    'TRUSTED_PROXIES is empty: each client is known by the address it connects from; behind a load balancer, list it there, or every visitor shares its sign-in limit',
  );
await app.listen({ host: config.host, port: config.port });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await redis?.quit();
    process.exit(0);
  });
}
