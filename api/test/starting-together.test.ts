import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { ads as adSeeds } from '../src/seed/data/ads.ts';
import { blogs as blogSeeds } from '../src/seed/data/blogs.ts';
import { restaurants as restaurantSeeds } from '../src/seed/data/restaurants.ts';
import { shops as shopSeeds } from '../src/seed/data/shops.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The pinned Node 24 (the system's may be older), as `npm start` runs the api. */
const node = path.join(repoRoot, 'node_modules/.bin/node');
const server = path.join(repoRoot, 'api/src/server.ts');
const INSTANCES = 3;

type Instance = { child: ChildProcess; output: () => string; exited: () => number | null };

/**
 * The port an instance listens on, from its own log: each listens on port 0 and takes what the
 * system gives, so none can lose a port another process took after a probe let it go.
 */
const portOf = (instance: Instance) => instance.output().match(/listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];

/**
 * Several api processes started at the same moment on one PostgreSQL database (issue 26): before the
 * start-up lock, the second crashed in migrations (duplicate key on pg_trgm) or while seeding.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('api instances started together', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function newDatabase() {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL as string);
    const name = `qd_start_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function start(databaseUrl: string): Promise<Instance> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qd-start-'));
    let output = '';
    let code: number | null = null;
    const child = spawn(node, [server], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_IMAGES: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (exitCode) => {
        code = exitCode ?? -1;
        resolve();
      }),
    );
    cleanups.push(async () => {
      if (code === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    });
    return { child, output: () => output, exited: () => code };
  }

  async function healthy(instance: Instance, deadline: number) {
    while (Date.now() < deadline) {
      if (instance.exited() !== null)
        throw new Error(`an instance exited (${instance.exited()}):\n${instance.output()}`);
      const port = portOf(instance);
      const answer = port ? await fetch(`http://127.0.0.1:${port}/health`).catch(() => null) : null;
      if (answer?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`an instance was not healthy in time:\n${instance.output()}`);
  }

  async function startTogetherAndCount(databaseUrl: string) {
    const instances = await Promise.all(Array.from({ length: INSTANCES }, () => start(databaseUrl)));
    const deadline = Date.now() + 90_000;
    await Promise.all(instances.map((instance) => healthy(instance, deadline)));
    const seeders = instances.filter((instance) => instance.output().includes('seeded the starting content'));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const counts: Record<string, number> = {};
    for (const table of ['restaurants', 'gift_shops', 'blogs', 'ads', 'users', 'media']) {
      counts[table] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    }
    await client.end();
    return { seeders: seeders.length, counts };
  }

  const oneSeed = {
    restaurants: restaurantSeeds.length,
    gift_shops: shopSeeds.length,
    blogs: blogSeeds.length,
    ads: adSeeds.length,
    users: 2,
    media: 0,
  };

  it('all become healthy on a new database, one of them seeds, and the content is one seed', async () => {
    const result = await startTogetherAndCount(await newDatabase());
    expect(result).toEqual({ seeders: 1, counts: oneSeed });
  }, 120_000);

  it('all become healthy on a migrated, empty database, and one of them seeds', async () => {
    const url = await newDatabase();
    const migrated = await openDatabase({ url });
    await migrated.close();
    const result = await startTogetherAndCount(url);
    expect(result).toEqual({ seeders: 1, counts: oneSeed });
  }, 120_000);
});
