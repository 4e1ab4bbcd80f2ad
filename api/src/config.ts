import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientTimeoutsFromEnv } from 'server-kit/client-timeouts';
import { milliseconds, shutdownTimings } from 'server-kit/graceful-shutdown';
import { instanceName, metricsListenerFromEnv } from 'server-kit/metrics';
import { logLevelFromEnv } from 'server-kit/server-log';
import { z } from 'zod';
import { defaultDatabaseLimits } from './db/client.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A comma-separated list of addresses or CIDR ranges (or proxy-addr's names: loopback, uniquelocal). */
function addressList(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** A positive whole number from the environment, or `fallback`. */
function positiveCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return Number(value);
}

const MEDIA_S3_VARIABLES = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_PREFIX',
  'MEDIA_S3_TIMEOUT_MS',
] as const;

const mediaS3Schema = z
  .object({
    MEDIA_S3_BUCKET: z
      .string({ error: 'the bucket is required once any MEDIA_S3_ variable is set' })
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
      ),
    MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'not an http(s) URL' }).optional(),
    MEDIA_S3_REGION: z.string().default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
    MEDIA_S3_PREFIX: z
      .string()
      .regex(/^[^/]/, 'must not start with /')
      .optional()
      .transform((prefix) => (prefix ? prefix.replace(/\/*$/, '/') : '')),
    MEDIA_S3_TIMEOUT_MS: z.coerce
      .number({ error: 'a number of milliseconds' })
      .int('a whole number of milliseconds')
      .positive('a positive number of milliseconds')
      .default(5000),
  })
  .refine((s) => (s.MEDIA_S3_ACCESS_KEY_ID === undefined) === (s.MEDIA_S3_SECRET_ACCESS_KEY === undefined), {
    error:
      'give both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither (the SDK then reads AWS_ACCESS_KEY_ID, AWS_PROFILE, …)',
    path: ['MEDIA_S3_SECRET_ACCESS_KEY'],
  })
  .transform((s) => ({
    bucket: s.MEDIA_S3_BUCKET,
    endpoint: s.MEDIA_S3_ENDPOINT,
    region: s.MEDIA_S3_REGION,
    prefix: s.MEDIA_S3_PREFIX,
    /** How long a call waits for storage to start answering, or for its next bytes (then 503). */
    timeoutMs: s.MEDIA_S3_TIMEOUT_MS,
    credentials:
      s.MEDIA_S3_ACCESS_KEY_ID && s.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: s.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
  }));

/** Where the media go in S3-compatible storage (MEDIA_S3_*). */
export type MediaS3Settings = z.output<typeof mediaS3Schema>;

/**
 * The S3-compatible storage media go to, or undefined when no MEDIA_S3_ variable is set (a folder
 * then). Set but incomplete or malformed, it throws, naming each variable at fault: the api must not
 * start writing media to a folder the other instances never see.
 */
export function mediaS3Settings(env: NodeJS.ProcessEnv): MediaS3Settings | undefined {
  const given = Object.fromEntries(MEDIA_S3_VARIABLES.filter((name) => env[name]).map((name) => [name, env[name]]));
  if (Object.keys(given).length === 0) return undefined;
  const parsed = mediaS3Schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`media in S3-compatible storage is set up incompletely: ${problems.join('; ')}`);
}

/**
 * How many expensive reads run at once by default: PostgreSQL runs them side by side, the embedded
 * database one statement at a time (a second would only queue before cheap ones).
 */
export const defaultExpensiveReadsConcurrency = (onPostgres: boolean) => (onPostgres ? 4 : 1);

/** Everything the api reads from its environment, with the defaults a developer gets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const clockControl = env.API_CLOCK_CONTROL === 'true';
  if (clockControl && env.NODE_ENV === 'production') {
    throw new Error(
      'API_CLOCK_CONTROL=true lets anyone who reaches the api move its clock (e2e journeys only); it is refused with NODE_ENV=production. Unset it.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const port = Number(env.API_PORT ?? 4000);
  return {
    host: env.API_HOST ?? '127.0.0.1',
    port,
    /** Prometheus' `GET /metrics` on a listener of its own (METRICS_PORT, METRICS_HOST), and this instance's label. */
    metrics: { listener: metricsListenerFromEnv(env), instance: instanceName(env, port) },
    databaseUrl: env.DATABASE_URL || undefined,
    /** PostgreSQL only: how long a request waits for a statement, and for a connection, before a 503. */
    databaseLimits: {
      statementTimeoutMs: milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', defaultDatabaseLimits.statementTimeoutMs),
      connectTimeoutMs: milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', defaultDatabaseLimits.connectTimeoutMs),
    },
    /**
     * The gate of expensive reads (plugins/expensive-reads.ts): how many run at once, how many may
     * wait, and how many one client may have running or waiting.
     */
    expensiveReads: {
      concurrency: positiveCount(
        env,
        'EXPENSIVE_READS_CONCURRENCY',
        defaultExpensiveReadsConcurrency(Boolean(env.DATABASE_URL)),
      ),
      queue: positiveCount(env, 'EXPENSIVE_READS_QUEUE', 16),
      perClient: positiveCount(env, 'EXPENSIVE_READS_PER_CLIENT', 4),
    },
    /** SIGTERM: how long to keep serving while the load balancer takes the instance out, and the bound on closing. */
    shutdown: shutdownTimings(env),
    /** How long a client (the BFF, passing on a visitor's upload) may take to send its request. */
    clientTimeouts: clientTimeoutsFromEnv(env),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    /** Set: media go to S3-compatible storage, and mediaDir is not used. */
    mediaS3: mediaS3Settings(env),
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    /** Draw the seed's pictures (slow); off, listings start without photos. */
    seedImages: env.SEED_IMAGES !== 'false',
    logLevel: logLevelFromEnv(env),
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Qatar Directory <no-reply@qatar-directory.local>',
    production: env.NODE_ENV === 'production',
    /**
     * The addresses the BFF reaches the api from: only from these is X-Forwarded-For believed (the
     * browser's address, recorded in the audit trail). Loopback by default, where the BFF runs beside it.
     */
    bffAddresses: addressList(env.BFF_ADDRESSES) ?? ['loopback'],
    /** POST /api/v1/test/clock moves the api's clock forward (e2e journeys); never in production. */
    clockControl,
    /** /docs (OpenAPI document and UI): on in development, off in production unless API_DOCS=true. */
    docs: env.API_DOCS === undefined || env.API_DOCS === '' ? env.NODE_ENV !== 'production' : env.API_DOCS === 'true',
  };
}
