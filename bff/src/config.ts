import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authPolicy } from 'contracts/auth-policy';
import { releasesRoot } from 'delivery/release-format';
import { rollbackPolicy } from 'delivery/rollout';
import { clientTimeoutsFromEnv } from 'server-kit/client-timeouts';
import { shutdownTimings } from 'server-kit/graceful-shutdown';
import { instanceName, metricsListenerFromEnv } from 'server-kit/metrics';
import { logLevelFromEnv } from 'server-kit/server-log';
import { DEFAULT_AD_EVENTS_PER_IP_PER_MINUTE } from './routes/visitor-reports.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A comma-separated setting as a list, blanks dropped. */
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A share of page views (0 to 1) whose shell reports its vitals; anything else is a mistake worth stopping for. */
function sampleRate(value: string | undefined, production: boolean): number {
  if (value === undefined || value === '') return production ? 0.1 : 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`VITALS_SAMPLE_RATE must be 0 to 1, not ${value}`);
  return rate;
}

/** A count a limit allows: a whole number above 0. */
function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a whole number above 0, not ${value}`);
  return count;
}

/** Everything the BFF reads from its environment, with the defaults a developer gets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    /** Prometheus' `GET /metrics` on a listener of its own (METRICS_PORT, METRICS_HOST), and this instance's label. */
    metrics: { listener: metricsListenerFromEnv(env), instance: instanceName(env, port) },
    apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
    /** Public origin of the site, for canonical links. */
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    /** The built shell. */
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    /** The remotes' releases and their registry (`npm run release`, `npm run deploy`). */
    releasesDir: releasesRoot(env),
    /** When a percentage rollout ends on its own: enough visitors, too many failures (delivery/rollout). */
    rollbackPolicy: rollbackPolicy(env),
    /** Development: remotes loaded from elsewhere (name → manifest URL, their dev servers), over the registry. */
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : undefined,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 10_000),
    /** How long a visitor may take to send its request, and how many slow connections one address may hold. */
    clientTimeouts: clientTimeoutsFromEnv(env),
    /**
     * After SIGTERM: how long `/readyz` says 503 while requests are still served, for the load
     * balancer to notice (DRAIN_DELAY_MS), then how long those in flight may take (SHUTDOWN_TIMEOUT_MS).
     */
    shutdown: shutdownTimings(env),
    logLevel: logLevelFromEnv(env),
    production: env.NODE_ENV === 'production',
    redisUrl: env.REDIS_URL || undefined,
    /** Put before every key the BFF writes in Redis: several sites (or test runs) can share one Redis. */
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? '',
    /**
     * Reverse proxies (addresses or CIDRs) whose X-Forwarded-For is believed; none by default, so a
     * client cannot pick the address its sign-in attempts are counted under.
     */
    trustedProxies: list(env.TRUSTED_PROXIES),
    /** Origins besides SITE_URL's allowed to send state changes (e.g. a second domain of the site). */
    trustedOrigins: list(env.CSRF_TRUSTED_ORIGINS),
    /** The share of page views whose vitals and errors the shell reports (handed to it in the page's HTML). */
    vitalsSampleRate: sampleRate(env.VITALS_SAMPLE_RATE, env.NODE_ENV === 'production'),
    /** Vitals reports one client address may send a minute. */
    vitalsPerIpPerMinute: positiveInteger('VITALS_RATE_LIMIT_PER_IP', env.VITALS_RATE_LIMIT_PER_IP, 30),
    /** Ad events beacons one client address may send a minute. */
    adEventsPerIpPerMinute: positiveInteger(
      'AD_EVENTS_RATE_LIMIT_PER_IP',
      env.AD_EVENTS_RATE_LIMIT_PER_IP,
      DEFAULT_AD_EVENTS_PER_IP_PER_MINUTE,
    ),
    authLimits: {
      perIp: Number(env.AUTH_RATE_LIMIT_PER_IP ?? authPolicy.rateLimits.perIp),
      perEmailAndIp: Number(env.AUTH_RATE_LIMIT_PER_EMAIL_AND_IP ?? authPolicy.rateLimits.perEmailAndIp),
      windowMs: Number(env.AUTH_RATE_LIMIT_WINDOW_MS ?? authPolicy.rateLimits.windowMs),
    },
  };
}
