/**
 * `npm run start:cluster` with MEDIA_S3_* set: both apis keep media in one bucket (s3rver, a real
 * S3-protocol server on loopback, standing for MinIO or AWS), so a picture uploaded through one api
 * is served by the other and through the site, and no api writes to its media folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startS3Server } from 'api/testing/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterTestSettings, startScratchCluster } from '../src/scratch-cluster.ts';

const { databaseUrl, redisUrl, missing } = clusterTestSettings('cluster media tests');

const user = { email: 'user@cluster.test', password: 'User#2026pass' };
const admin = { email: 'admin@cluster.test', password: 'Admin#2026pass' };
/** A 1 × 1 PNG: the api re-encodes it to WebP at its own width, file `1.webp`. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(missing.length > 0)('the cluster with media in S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let scratch: Awaited<ReturnType<typeof startScratchCluster>> | undefined;
  let failed = false;

  beforeAll(async () => {
    s3 = await startS3Server({ prefix: 'cluster/' });
    scratch = await startScratchCluster({
      adminUrl: databaseUrl as string,
      redisUrl: redisUrl as string,
      user,
      name: 'qd_cluster_s3',
      env: { ...s3.env, SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password },
    }).catch((error: Error & { logFile?: string }) => {
      console.log(`[cluster] the instances' output: ${error.logFile}`);
      throw error;
    });
  }, 150_000);

  afterAll(async () => {
    if (failed && scratch) console.log(`[cluster] the instances' output: ${scratch.logFile}`);
    await scratch?.stop(failed);
    await s3?.close();
  }, 60_000);

  it('serves from api-2, and through the site, a picture uploaded through api-1', async ({ onTestFailed }) => {
    onTestFailed(() => {
      failed = true;
    });
    const cluster = scratch?.cluster;
    if (!cluster) throw new Error('no cluster');
    const api1 = cluster.instance('api-1').url;
    const api2 = cluster.instance('api-2').url;

    const login = await fetch(`${api1}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
    const uploaded = await fetch(`${api1}/api/v1/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { _id: id, src } = (await uploaded.json()) as { _id: string; src: string };
    expect(src).toBe(`/media/${id}/1.webp`);

    const fromApi1 = Buffer.from(await (await fetch(`${api1}${src}`)).arrayBuffer());
    const fromApi2 = await fetch(`${api2}${src}`);
    expect(fromApi2.status).toBe(200);
    expect(fromApi2.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromApi2.arrayBuffer())).toEqual(fromApi1);
    for (let i = 0; i < 4; i++) {
      const throughSite = await fetch(`${cluster.topology.url}${src}`);
      expect(throughSite.status).toBe(200);
      expect(Buffer.from(await throughSite.arrayBuffer())).toEqual(fromApi1);
    }
    // In the bucket, under the prefix; nothing in the folder the apis would otherwise share.
    expect(existsSync(path.join(cluster.topology.sharedEnv.DATA_DIR as string, 'media', id))).toBe(false);
    expect(cluster.topology.media).toBe(`s3://${s3.settings.bucket}/cluster/ at ${s3.settings.endpoint}`);
  });
});
