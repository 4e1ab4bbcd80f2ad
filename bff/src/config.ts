import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authPolicy } from 'contracts/auth-policy';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A comma-separated setting as a list, blanks dropped. */
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Everything the BFF reads from its environment, with the defaults a developer gets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    apiUrl: env.API_URL ?? 'http://127.0.0.1:4000',
    /** Public origin of the site, for canonical links. */
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    /** Built front ends: the shell's dist, and one dist per remote. */
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    remotesRoot: path.resolve(env.REMOTES_ROOT ?? repoRoot),
    /** Remote registry file (name → manifest URL); built-in defaults when absent. */
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : undefined,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 10_000),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    redisUrl: env.REDIS_URL || undefined,
    /**
     * Reverse proxies (addresses or CIDRs) whose X-Forwarded-For is believed; none by default, so a
     * client cannot pick the address its sign-in attempts are counted under.
     */
    trustedProxies: list(env.TRUSTED_PROXIES),
    /** Origins besides SITE_URL's allowed to send state changes (e.g. a second domain of the site). */
    trustedOrigins: list(env.CSRF_TRUSTED_ORIGINS),
    authLimits: {
      perIp: Number(env.AUTH_RATE_LIMIT_PER_IP ?? authPolicy.rateLimits.perIp),
      perEmailAndIp: Number(env.AUTH_RATE_LIMIT_PER_EMAIL_AND_IP ?? authPolicy.rateLimits.perEmailAndIp),
      windowMs: Number(env.AUTH_RATE_LIMIT_WINDOW_MS ?? authPolicy.rateLimits.windowMs),
    },
  };
}
export type BffConfig = ReturnType<typeof loadConfig>;
