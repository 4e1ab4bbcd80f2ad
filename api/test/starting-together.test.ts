import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { ads as adSeeds } from '../src/seed/data/ads.ts';
import { blogs as blogSeeds } from '../src/seed/data/blogs.ts';
import { restaurants as restaurantSeeds } from '../src/seed/data/restaurants.ts';
import { shops as shopSeeds } from '../src/seed/data/shops.ts';
import { answering, startApiProcess } from './helpers/api-process.ts';

const INSTANCES = 3;

/**
 * Several api processes started at the same moment on one PostgreSQL database: without
 * the start-up lock, the second would crash in migrations (duplicate key on pg_trgm) or while seeding.
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

  async function start(databaseUrl: string) {
    // No drain on SIGTERM at the end: nobody balances these.
    const instance = await startApiProcess({ DATABASE_URL: databaseUrl, DRAIN_DELAY_MS: '0' });
    cleanups.push(instance.stop);
    return instance;
  }

  async function startTogetherAndCount(databaseUrl: string) {
    const instances = await Promise.all(Array.from({ length: INSTANCES }, () => start(databaseUrl)));
    const deadline = Date.now() + 90_000;
    await Promise.all(instances.map((instance) => answering(instance, deadline)));
    // Each says what it did with the database: seeded it (and how long that took), or found content.
    const said = (pattern: RegExp) => instances.filter((instance) => pattern.test(instance.output())).length;
    const seeders = said(/empty database: seeded the starting content in \d+\.\d s \(first start only\)/);
    const reusers = said(/has content already: reusing it, nothing seeded/);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const counts: Record<string, number> = {};
    for (const table of ['restaurants', 'gift_shops', 'blogs', 'ads', 'users', 'media']) {
      counts[table] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    }
    await client.end();
    return { seeders, reusers, counts };
  }

  const oneSeed = {
    restaurants: restaurantSeeds.length,
    gift_shops: shopSeeds.length,
    blogs: blogSeeds.length,
    ads: adSeeds.length,
    users: 2,
    // No pictures drawn here; the video ads' files are stored by every seed.
    media: adSeeds.filter((ad) => ad.video).length,
  };

  it('all become healthy on a new database, one of them seeds, and the content is one seed', async () => {
    const result = await startTogetherAndCount(await newDatabase());
    expect(result).toEqual({ seeders: 1, reusers: INSTANCES - 1, counts: oneSeed });
  }, 120_000);

  it('all become healthy on a migrated, empty database, and one of them seeds', async () => {
    const url = await newDatabase();
    const migrated = await openDatabase({ url });
    await migrated.close();
    const result = await startTogetherAndCount(url);
    expect(result).toEqual({ seeders: 1, reusers: INSTANCES - 1, counts: oneSeed });
  }, 120_000);
});
