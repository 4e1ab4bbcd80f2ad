/**
 * A cluster of a run's own (the tests', `npm run bench:resilience`'s): free ports on loopback, a
 * database created on the given PostgreSQL server, a Redis key prefix and a data folder, all
 * removed by `remove`. The instances' output goes to a file, kept when asked (something failed).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startCluster } from './cluster.ts';
import { haproxyInstalled } from './haproxy.ts';
import { createDatabase, removeKeys } from './load.ts';
import { freeTopology } from './ports.ts';
import { prometheusInstalled, promtoolInstalled } from './prometheus.ts';
import { haproxyConfig } from './topology.ts';

/** What a cluster of a run's own cannot start without, named: `database` names the PostgreSQL setting. */
export function missingForScratch(database: [name: string, url: string | undefined], redisUrl: string | undefined) {
  return [
    database[1] ? '' : `${database[0]} (PostgreSQL)`,
    redisUrl ? '' : 'REDIS_URL (Redis)',
    haproxyInstalled() ? '' : 'haproxy (apt-get install -y haproxy)',
  ].filter(Boolean);
}

/**
 * The settings a cluster test file runs on (TEST_DATABASE_URL, REDIS_URL) and what is missing for
 * it. Where CI says the cluster tests must run (CLUSTER_TESTS_REQUIRED: it installs and starts all
 * three), a missing one throws, for a skip would pass without testing anything; elsewhere `what` is
 * said to be skipped.
 */
export function clusterTestSettings(what: string) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const missing = missingForScratch(['TEST_DATABASE_URL', databaseUrl], redisUrl);
  if (missing.length > 0) {
    if (process.env.CLUSTER_TESTS_REQUIRED === 'true')
      throw new Error(`[cluster] cannot run: no ${missing.join(', no ')}`);
    console.warn(`[cluster] ${what} skipped: no ${missing.join(', no ')}`);
  }
  return { databaseUrl, redisUrl, missing };
}

/**
 * Whether the tests of the cluster's Prometheus can run (Debian's `prometheus` package: prometheus and
 * promtool). Where CI says the cluster tests must run, its absence throws; elsewhere `what` is said to
 * be skipped.
 */
export function prometheusCanRun(what: string): boolean {
  if (prometheusInstalled() && promtoolInstalled()) return true;
  const missing = 'prometheus and promtool (apt-get install -y prometheus)';
  if (process.env.CLUSTER_TESTS_REQUIRED === 'true') throw new Error(`[cluster] cannot run ${what}: no ${missing}`);
  console.warn(`[cluster] ${what} skipped: no ${missing}`);
  return false;
}

export type ScratchOptions = {
  /** A PostgreSQL server on which this run may create (and drop) a database. */
  adminUrl: string;
  redisUrl: string;
  /** The seeded ordinary user (signs in). */
  user: { email: string; password: string };
  /** More environment for every instance (e.g. a low rate limit). */
  env?: NodeJS.ProcessEnv;
  /** Prefix of the database's name and of the Redis keys. */
  name?: string;
  /** Fills the new database (and the instances' media folder) before the instances start. */
  prepare?: (databaseUrl: string, mediaDir: string) => Promise<void>;
  /** Run the cluster's Prometheus too (its time series in the run's data folder). */
  prometheus?: boolean;
};

export async function startScratchCluster(options: ScratchOptions) {
  const name = options.name ?? 'qd_cluster';
  const database = await createDatabase(options.adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const logFile = `${dataDir}.log`;
  const keyPrefix = `${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
  const redis = new Redis(options.redisUrl);
  const output = createWriteStream(logFile, { flags: 'a' });

  async function remove(keepLog: boolean) {
    await database.drop();
    await removeKeys(redis, keyPrefix);
    await redis.quit();
    await rm(dataDir, { recursive: true, force: true });
    await new Promise((resolve) => output.end(resolve));
    if (!keepLog) await rm(logFile, { force: true });
  }

  try {
    await options.prepare?.(database.url, path.join(dataDir, 'data', 'media'));
    const topology = await freeTopology({
      ...process.env,
      ...options.env,
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      DATA_DIR: path.join(dataDir, 'data'),
      RELEASES_DIR: path.join(dataDir, 'releases'),
      SEED_IMAGES: 'false',
      SEED_USER_EMAIL: options.user.email,
      SEED_USER_PASSWORD: options.user.password,
      LOG_LEVEL: 'warn',
    });
    const cluster = await startCluster(topology, {
      log: (instance, line) => output.write(`[${instance}] ${line}\n`),
      restart: true,
      firstStartTimeoutMs: 90_000,
      config: haproxyConfig,
      prometheus: options.prometheus ?? false,
    });
    return {
      cluster,
      databaseUrl: database.url,
      redis,
      keyPrefix,
      logFile,
      /** Stops the cluster and removes what it used; the output file stays when `keepLog`. */
      async stop(keepLog = false) {
        await cluster.stop();
        await remove(keepLog);
      },
    };
  } catch (error) {
    await remove(true);
    throw Object.assign(error as Error, { logFile });
  }
}
