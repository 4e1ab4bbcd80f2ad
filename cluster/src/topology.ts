/**
 * What `npm run start:cluster` runs, from its environment: two api and two BFF instances behind
 * HAProxy (cluster/haproxy.cfg), their ports and the environment each one gets.
 *
 *   PORT (3000, public)         → bff-1 :PORT+1, bff-2 :PORT+2
 *   API_LB_PORT (4000, loopback) → api-1 :API_LB_PORT+1, api-2 :API_LB_PORT+2
 *   HAProxy's stats page          :API_LB_PORT+3 (loopback)
 *   HAProxy's metrics             :API_LB_PORT+4 (loopback; HAPROXY_METRICS_PORT)
 *   Prometheus                    :API_LB_PORT+5 (loopback; PROMETHEUS_PORT)
 *   each instance's METRICS_PORT  api-1 :API_LB_PORT+11, api-2 :+12, bff-1 :+13, bff-2 :+14 (loopback)
 */
import path from 'node:path';
import { mediaS3Settings } from 'api/config';
import { repoRoot } from 'server-kit/processes';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';

/** What the cluster cannot run without: shared state, which a single process keeps embedded. */
export const REQUIRED = {
  DATABASE_URL: 'the PostgreSQL both api instances share (e.g. postgres://postgres@127.0.0.1:5432/qatar_directory)',
  REDIS_URL: 'the Redis both BFF instances keep sessions and rate limits in (e.g. redis://127.0.0.1:6379)',
} as const;

export function missingSettings(env: NodeJS.ProcessEnv): (keyof typeof REQUIRED)[] {
  return (Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]).filter((name) => !env[name]);
}

/**
 * Where the apis keep media, read as each api reads it (api/config): S3-compatible storage when
 * MEDIA_S3_* is set, else the shared folder. An incomplete setting throws, naming what is missing,
 * before any instance starts.
 */
function mediaStorage(env: NodeJS.ProcessEnv, dataDir: string): string {
  const s3 = mediaS3Settings(env);
  if (!s3) return path.join(dataDir, 'media');
  return `s3://${s3.bucket}/${s3.prefix}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
}

/** The environment without MEDIA_S3_*: the BFFs never touch storage, so they are not given its keys. */
function withoutMediaStorage(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('MEDIA_S3_')));
}

type InstanceKind = 'api' | 'bff';
export type InstanceSpec = {
  name: string;
  kind: InstanceKind;
  port: number;
  /** Its internal metrics listener (METRICS_PORT, loopback), which Prometheus scrapes. */
  metricsPort: number;
  script: string;
  env: NodeJS.ProcessEnv;
};

export type Topology = ReturnType<typeof clusterTopology>;

const number = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

export function clusterTopology(env: NodeJS.ProcessEnv) {
  const port = number(env.PORT, 3000);
  const apiLbPort = number(env.API_LB_PORT, 4000);
  const statsPort = number(env.HAPROXY_STATS_PORT, apiLbPort + 3);
  const haproxyMetricsPort = number(env.HAPROXY_METRICS_PORT, apiLbPort + 4);
  const prometheusPort = number(env.PROMETHEUS_PORT, apiLbPort + 5);
  // The metrics listeners follow the loopback block, apis first: api-1 +11, api-2 +12, bff-1 +13, bff-2 +14.
  const metricsPort = (kind: InstanceKind, n: number) => apiLbPort + 10 + (kind === 'api' ? n : 2 + n);
  const host = env.HOST ?? '127.0.0.1';
  const upstreamTimeoutMs = number(env.UPSTREAM_TIMEOUT_MS, 10_000);
  const siteUrl = env.SITE_URL ?? `http://localhost:${port}`;
  const apiLbUrl = `http://127.0.0.1:${apiLbPort}`;
  // Everything the instances share: the one database, Redis, media (the folder in DATA_DIR, or the
  // bucket of MEDIA_S3_*, passed on as they are) and the remotes' releases.
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const shared = {
    ...env,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    RELEASES_DIR: path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
  };
  const api = (n: number): InstanceSpec => ({
    name: `api-${n}`,
    kind: 'api',
    port: apiLbPort + n,
    metricsPort: metricsPort('api', n),
    script: 'api/src/server.ts',
    env: {
      ...shared,
      INSTANCE_NAME: `api-${n}`,
      API_HOST: '127.0.0.1',
      API_PORT: String(apiLbPort + n),
      METRICS_PORT: String(metricsPort('api', n)),
    },
  });
  const bff = (n: number): InstanceSpec => ({
    name: `bff-${n}`,
    kind: 'bff',
    port: port + n,
    metricsPort: metricsPort('bff', n),
    script: 'bff/src/server.ts',
    env: {
      ...withoutMediaStorage(shared),
      INSTANCE_NAME: `bff-${n}`,
      HOST: '127.0.0.1',
      PORT: String(port + n),
      METRICS_PORT: String(metricsPort('bff', n)),
      // Through the balancer: a BFF keeps working while one api restarts.
      API_URL: apiLbUrl,
      // HAProxy, on loopback, sets X-Forwarded-For to the visitor's address.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
  const apis = [api(1), api(2)];
  const bffs = [bff(1), bff(2)];
  const loopback = (listening: number) => `127.0.0.1:${listening}`;
  return {
    port,
    apiLbPort,
    statsPort,
    siteUrl,
    url: `http://127.0.0.1:${port}`,
    apiLbUrl,
    statsUrl: `http://127.0.0.1:${statsPort}`,
    /** Where the apis keep media, for the start-up message. */
    media: mediaStorage(env, dataDir),
    /** The environment every instance starts from (RELEASES_DIR and DATA_DIR made absolute). */
    sharedEnv: shared,
    apis,
    bffs,
    /** Every port the cluster listens on: all must be free for it to start. */
    ports: [
      port,
      apiLbPort,
      statsPort,
      haproxyMetricsPort,
      prometheusPort,
      ...[...apis, ...bffs].flatMap((instance) => [instance.port, instance.metricsPort]),
    ],
    prometheus: {
      port: prometheusPort,
      url: `http://127.0.0.1:${prometheusPort}`,
      /** Its configuration as written for this cluster and its time series (prometheus.ts). */
      dir: path.join(dataDir, 'prometheus'),
      /** The variables cluster/prometheus/prometheus.yml reads. */
      env: {
        QD_PROMETHEUS_RULES: prometheusRules,
        QD_HAPROXY_METRICS: loopback(haproxyMetricsPort),
        ...Object.fromEntries(
          [...apis, ...bffs].map((instance) => [
            `QD_${instance.name.toUpperCase().replace('-', '_')}_METRICS`,
            loopback(instance.metricsPort),
          ]),
        ),
      },
    },
    /** The variables cluster/haproxy.cfg reads. */
    haproxyEnv: {
      // HAProxy takes the port after the last colon: an IPv6 host needs no brackets (:::3000).
      QD_PUBLIC_BIND: `${host}:${port}`,
      QD_BFF_1: `127.0.0.1:${port + 1}`,
      QD_BFF_2: `127.0.0.1:${port + 2}`,
      QD_API_BIND: `127.0.0.1:${apiLbPort}`,
      QD_API_1: `127.0.0.1:${apiLbPort + 1}`,
      QD_API_2: `127.0.0.1:${apiLbPort + 2}`,
      QD_STATS_BIND: `127.0.0.1:${statsPort}`,
      QD_METRICS_BIND: `127.0.0.1:${haproxyMetricsPort}`,
      // The BFF answers a slow api with its own 504 after UPSTREAM_TIMEOUT_MS: both waits are longer.
      QD_API_TIMEOUT_MS: String(upstreamTimeoutMs + 1_000),
      QD_BFF_TIMEOUT_MS: String(upstreamTimeoutMs + 5_000),
      // Where the public side hands a write to itself (an abstract socket, named after the public
      // port so two clusters on one machine do not meet): see "bff-writes" in the configuration.
      QD_WRITES_ADDR: `abns@qd-writes-${port}`,
      // The bodies of the 503 HAProxy answers itself, one per language (written by haproxy.ts), and of
      // the 504 it answers a write a BFF took and never answered.
      QD_UNAVAILABLE_MAP: unavailableMap,
      QD_OUTCOME_UNKNOWN_MAP: outcomeUnknownMap,
      QD_RETRY_AFTER: String(RETRY_AFTER_SECONDS),
    },
  };
}

export const haproxyConfig = path.join(repoRoot, 'cluster/haproxy.cfg');
/** Generated from the translations before HAProxy reads its configuration (haproxy.ts), not checked in. */
export const unavailableMap = path.join(repoRoot, 'cluster/generated/unavailable.map');
export const outcomeUnknownMap = path.join(repoRoot, 'cluster/generated/outcome-unknown.map');
/** Prometheus' configuration, read with the topology's addresses (prometheus.ts), and its alert rules. */
export const prometheusTemplate = path.join(repoRoot, 'cluster/prometheus/prometheus.yml');
export const prometheusRules = path.join(repoRoot, 'cluster/prometheus/alerts.yml');
