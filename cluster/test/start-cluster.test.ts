import { spawnSync } from 'node:child_process';
import { repoRoot } from 'server-kit/processes';
import { describe, expect, it } from 'vitest';
import { haproxyInstalled } from '../src/haproxy.ts';

/** `node scripts/start-cluster.ts` with only the given variables of DATABASE_URL and REDIS_URL. */
function startCluster(env: Record<string, string>) {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = process.env;
  return spawnSync(process.execPath, ['scripts/start-cluster.ts'], {
    cwd: repoRoot,
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm run start:cluster without its shared state', () => {
  it('names DATABASE_URL and REDIS_URL when both are missing, and starts nothing', () => {
    const run = startCluster({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('needs DATABASE_URL and REDIS_URL');
    expect(run.stderr).toMatch(/DATABASE_URL: the PostgreSQL/);
    expect(run.stderr).toMatch(/REDIS_URL: the Redis/);
    expect(run.stdout).not.toContain('[api-1]');
  });

  it('names the one that is missing', () => {
    const noRedis = startCluster({ DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(noRedis.status).toBe(1);
    expect(noRedis.stderr).toContain('needs REDIS_URL:');
    expect(noRedis.stderr).not.toContain('DATABASE_URL:');
    const noDatabase = startCluster({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(noDatabase.status).toBe(1);
    expect(noDatabase.stderr).toContain('needs DATABASE_URL:');
  });

  it.runIf(haproxyInstalled())('names an incomplete media storage setting before starting any instance', () => {
    const run = startCluster({
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
      REDIS_URL: 'redis://127.0.0.1:1',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('media in S3-compatible storage is set up incompletely');
    expect(run.stderr).toContain('MEDIA_S3_BUCKET');
    expect(run.stdout).not.toContain('[api-1]');
  });
});
