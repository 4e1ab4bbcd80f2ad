/**
 * The databases the bench runs against: PGlite in memory always, PostgreSQL when a server is
 * given. PostgreSQL gets a database of its own so the bench never touches real data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

type OpenedDatabase = { database: Database; drop: () => Promise<void> };
export type BenchTarget = { label: 'pglite' | 'postgres'; open: () => Promise<OpenedDatabase> };

/**
 * Opened one at a time, in order, so PGlite's memory is freed before PostgreSQL is filled.
 * BENCH_ONLY=postgres (or pglite) keeps one of them.
 */
export function benchTargets(env: NodeJS.ProcessEnv = process.env): BenchTarget[] {
  const serverUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL;
  const pglite: BenchTarget = { label: 'pglite', open: openPglite };
  const targets: BenchTarget[] = serverUrl
    ? [pglite, { label: 'postgres', open: () => openFreshPostgres(serverUrl) }]
    : [pglite];
  const only = env.BENCH_ONLY;
  if (!only) return targets;
  const kept = targets.filter((target) => target.label === only);
  if (kept.length === 0) {
    throw new Error(
      `BENCH_ONLY=${only}: one of ${targets.map((target) => target.label).join(', ')} (postgres needs TEST_DATABASE_URL)`,
    );
  }
  return kept;
}

async function openPglite(): Promise<OpenedDatabase> {
  const database = await openDatabase({});
  return { database, drop: () => database.close() };
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `pool.end()` resolves before its sockets are closed. Dropping WITH (FORCE) at that moment kills
 * them mid-close, and the pool (which has no error listener) then crashes the process: so wait for
 * the sessions to go first, and force only what is left after a few seconds.
 */
async function dropDatabase(serverUrl: string, name: string) {
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]?.n === 0) break;
      await sleep(100);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** A new `qd_bench_<random>` database on the server; `drop` removes it even if connections are left open. */
async function openFreshPostgres(serverUrl: string): Promise<OpenedDatabase> {
  const name = `qd_bench_${randomBytes(5).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString() });
  } catch (error) {
    // Migrations failed: the database exists but nothing will ever close it, so drop it now.
    await dropDatabase(serverUrl, name);
    throw error;
  }
  console.error(`created PostgreSQL database ${name}`);
  return {
    database,
    drop: async () => {
      await database.close().catch(() => {});
      await dropDatabase(serverUrl, name);
      console.error(`dropped PostgreSQL database ${name}`);
    },
  };
}
