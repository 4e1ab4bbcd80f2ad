import path from 'node:path';
import { repoRoot } from 'server-kit/processes';
import { RETRY_AFTER_SECONDS } from 'server-kit/unavailable';
import { describe, expect, it } from 'vitest';
import { clusterTopology, missingSettings, outcomeUnknownMap, prometheusRules, unavailableMap } from './topology.ts';

describe('the cluster topology', () => {
  it('puts the site on PORT and the BFFs beside it; the apis behind API_LB_PORT, on loopback', () => {
    const topology = clusterTopology({ DATABASE_URL: 'postgres://db', REDIS_URL: 'redis://r' });
    expect(topology.haproxyEnv).toEqual({
      QD_PUBLIC_BIND: '127.0.0.1:3000',
      QD_BFF_1: '127.0.0.1:3001',
      QD_BFF_2: '127.0.0.1:3002',
      QD_API_BIND: '127.0.0.1:4000',
      QD_API_1: '127.0.0.1:4001',
      QD_API_2: '127.0.0.1:4002',
      QD_STATS_BIND: '127.0.0.1:4003',
      QD_METRICS_BIND: '127.0.0.1:4004',
      QD_API_TIMEOUT_MS: '11000',
      QD_BFF_TIMEOUT_MS: '15000',
      QD_WRITES_ADDR: 'abns@qd-writes-3000',
      QD_UNAVAILABLE_MAP: unavailableMap,
      QD_OUTCOME_UNKNOWN_MAP: outcomeUnknownMap,
      QD_RETRY_AFTER: String(RETRY_AFTER_SECONDS),
    });
    const [bff] = topology.bffs;
    expect(bff?.env).toMatchObject({
      PORT: '3001',
      HOST: '127.0.0.1',
      API_URL: 'http://127.0.0.1:4000',
      TRUSTED_PROXIES: '127.0.0.1',
      SITE_URL: 'http://localhost:3000',
      INSTANCE_NAME: 'bff-1',
      REDIS_URL: 'redis://r',
    });
    const [, api] = topology.apis;
    expect(api?.env).toMatchObject({
      API_PORT: '4002',
      API_HOST: '127.0.0.1',
      SITE_URL: 'http://localhost:3000',
      INSTANCE_NAME: 'api-2',
      DATABASE_URL: 'postgres://db',
    });
  });

  it('takes its ports, public host and upstream timeout from the environment', () => {
    const topology = clusterTopology({
      PORT: '8080',
      API_LB_PORT: '9000',
      HOST: '0.0.0.0',
      UPSTREAM_TIMEOUT_MS: '5000',
      SITE_URL: 'https://qatar.example',
    });
    expect(topology.haproxyEnv).toMatchObject({
      QD_PUBLIC_BIND: '0.0.0.0:8080',
      QD_BFF_2: '127.0.0.1:8082',
      QD_API_BIND: '127.0.0.1:9000',
      QD_API_1: '127.0.0.1:9001',
      QD_STATS_BIND: '127.0.0.1:9003',
      QD_API_TIMEOUT_MS: '6000',
      QD_BFF_TIMEOUT_MS: '10000',
    });
    // The BFFs themselves stay on loopback, behind HAProxy.
    expect(topology.bffs.map((bff) => bff.env.HOST)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(topology.bffs[0]?.env.SITE_URL).toBe('https://qatar.example');
  });

  it("gives each instance a metrics listener of its own on loopback, and Prometheus every instance's and HAProxy's", () => {
    const topology = clusterTopology({ DATA_DIR: 'shared-data' });
    const instances = [...topology.apis, ...topology.bffs];
    expect(instances.map((instance) => [instance.name, instance.metricsPort, instance.env.METRICS_PORT])).toEqual([
      ['api-1', 4011, '4011'],
      ['api-2', 4012, '4012'],
      ['bff-1', 4013, '4013'],
      ['bff-2', 4014, '4014'],
    ]);
    expect(topology.prometheus).toEqual({
      port: 4005,
      url: 'http://127.0.0.1:4005',
      dir: path.resolve('shared-data/prometheus'),
      env: {
        QD_PROMETHEUS_RULES: prometheusRules,
        QD_HAPROXY_METRICS: '127.0.0.1:4004',
        QD_API_1_METRICS: '127.0.0.1:4011',
        QD_API_2_METRICS: '127.0.0.1:4012',
        QD_BFF_1_METRICS: '127.0.0.1:4013',
        QD_BFF_2_METRICS: '127.0.0.1:4014',
      },
    });
    // No two listeners on one port.
    expect(new Set(topology.ports).size).toBe(topology.ports.length);
    expect(topology.ports).toHaveLength(13);
  });

  it("takes HAProxy's metrics port and Prometheus' port from the environment", () => {
    const topology = clusterTopology({ HAPROXY_METRICS_PORT: '8405', PROMETHEUS_PORT: '9090' });
    expect(topology.haproxyEnv.QD_METRICS_BIND).toBe('127.0.0.1:8405');
    expect(topology.prometheus.env.QD_HAPROXY_METRICS).toBe('127.0.0.1:8405');
    expect(topology.prometheus.url).toBe('http://127.0.0.1:9090');
    expect(topology.ports).toEqual(expect.arrayContaining([8405, 9090]));
  });

  it('gives every instance the same media folder and releases', () => {
    const topology = clusterTopology({ DATA_DIR: 'shared-data' });
    const all = [...topology.apis, ...topology.bffs];
    expect(new Set(all.map((instance) => instance.env.DATA_DIR))).toEqual(new Set([path.resolve('shared-data')]));
    expect(new Set(all.map((instance) => instance.env.RELEASES_DIR))).toEqual(
      new Set([path.join(repoRoot, 'releases')]),
    );
  });

  it('gives both apis the MEDIA_S3_* settings, and no BFF', () => {
    const s3 = {
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_BUCKET: 'qd-media',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PREFIX: 'site/',
    };
    const topology = clusterTopology({ DATA_DIR: 'shared-data', ...s3 });
    for (const api of topology.apis) expect(api.env).toMatchObject(s3);
    for (const bff of topology.bffs)
      expect(Object.keys(bff.env).filter((name) => name.startsWith('MEDIA_S3_'))).toEqual([]);
    expect(topology.media).toBe('s3://qd-media/site/ at http://127.0.0.1:9000');
    expect(clusterTopology({ DATA_DIR: 'shared-data' }).media).toBe(path.resolve('shared-data/media'));
  });

  it('names what is missing of DATABASE_URL and REDIS_URL', () => {
    expect(missingSettings({})).toEqual(['DATABASE_URL', 'REDIS_URL']);
    expect(missingSettings({ DATABASE_URL: 'postgres://db' })).toEqual(['REDIS_URL']);
    expect(missingSettings({ DATABASE_URL: 'postgres://db', REDIS_URL: 'redis://r' })).toEqual([]);
  });
});
