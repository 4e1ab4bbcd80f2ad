import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Registry } from 'prom-client';
import { poolConnections, queryDurations, timeQueries } from './db-metrics.ts';
import { startEmbeddedServer } from './embedded-database.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** One type for both drivers: the services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of either driver, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * `select 1` on a connection of its own (PostgreSQL): readiness and load shedding ask it, and must
   * not queue behind the requests for the pool's connections — a busy pool is not a database away.
   */
  ping: () => Promise<void>;
  /**
   * Runs `work` while no other api process sharing the database runs start-up work (migrations,
   * seeding): instances started together take turns instead of racing for the same rows. `work`
   * gets a database without the requests' statement bound (a migration may take long).
   */
  exclusively: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** The embedded database's whole data folder as one file's bytes (`copyOf` opens a copy of it). */
  dump?: () => Promise<Uint8Array>;
};

/**
 * Bounds on database work (PostgreSQL; the embedded database has no statement timeout): a request waits at most
 * `connectTimeoutMs` for a connection and `statementTimeoutMs` for a statement, then fails with an
 * error the api answers 503 to, instead of hanging while PostgreSQL is locked, slow or gone.
 */
export type DatabaseLimits = { statementTimeoutMs: number; connectTimeoutMs: number };
export const defaultDatabaseLimits: DatabaseLimits = { statementTimeoutMs: 5000, connectTimeoutMs: 2000 };

/**
 * The PostgreSQL advisory lock every api process takes around migrations and seeding: a fixed
 * number ("QD" start-up), the same in every process and release.
 */
const STARTUP_LOCK_KEY = 0x5144_0001;

/**
 * How alike a misspelt word must be to match (pg_trgm word similarity). The default 0.6
 * misses one-letter slips in short names ("qatri" → "qatari" scores 0.5).
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;
const sessionSettings = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

type MigratableDb = Parameters<typeof migrateNodePg>[0];

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL when `url` is given, otherwise the embedded one (PGlite) in `dataDir`
 * (in memory without one), served on a thread of its own and reached through the same driver.
 * Migrations run first.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** The embedded database only: start, in memory, as a copy of a file `dump` wrote. */
  copyOf?: string;
  limits?: DatabaseLimits;
  /** The embedded database's thread failed: nothing more can be read or written. Default: throw. */
  onFailure?: (error: Error) => void;
  /** Where the statements' durations and the pool's connections are counted (server.ts). */
  metrics?: Registry;
}): Promise<Database> {
  if (options.url) {
    const { pool, db } = connectPostgres(options.url, options.limits ?? defaultDatabaseLimits);
    if (options.metrics) measurePool(pool, options.metrics);
    const exclusively = <T>(work: (db: Db) => Promise<T>) => holdingStartupLock(pool, work);
    // Two instances migrating a new database at once would both run CREATE EXTENSION (pg_trgm,
    // btree_gin), and one of them would crash.
    await exclusively((startup) => migrateNodePg(startup as unknown as MigratableDb, { migrationsFolder }));
    const probe = probePool(options.url);
    return {
      db,
      driver: 'postgres',
      close: () => Promise.all([pool.end(), probe.end()]).then(() => undefined),
      ping: () => probe.query('select 1').then(() => undefined),
      exclusively,
    };
  }
  const server = await startEmbeddedServer({
    dataDir: options.dataDir,
    copyOf: options.copyOf,
    // One backend, one session: what PostgreSQL's connections get from `options`, it gets once.
    sessionSetup: `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`,
    onFailure:
      options.onFailure ??
      ((error) => {
        throw error;
      }),
  });
  // One connection: the embedded server serves one at a time, and its backend runs one statement at a time.
  const pool = new pg.Pool({ ...server.connection, max: 1 });
  if (options.metrics) measurePool(pool, options.metrics);
  pool.on('error', (error) => console.error(`[db] embedded database connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  try {
    await migrateNodePg(db as unknown as MigratableDb, { migrationsFolder });
  } catch (error) {
    await pool.end();
    await server.close();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    close: async () => {
      await pool.end();
      await server.close();
    },
    // Through the one connection: a second would wait for the first to close.
    ping: () => pool.query('select 1').then(() => undefined),
    dump: () => server.dump(),
    // Only this process can open the folder, so there is nobody to take turns with.
    exclusively: (work) => work(db),
  };
}

/** The pool's statements timed and its connections gauged (not the probes': readiness asks every second). */
function measurePool(pool: pg.Pool, registry: Registry) {
  timeQueries(pool, queryDurations(registry));
  poolConnections(registry, pool);
}

/** The api's pool on PostgreSQL, its work bounded by `limits` (no migrations: `openDatabase` runs them). */
export function connectPostgres(url: string, limits: DatabaseLimits) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `${sessionSettings} -c statement_timeout=${limits.statementTimeoutMs}`,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // A server that vanished without closing the socket (a power cut, a partition) is noticed.
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover) must not take the process down:
  // the pool replaces it on next use.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection lost: ${error.message}`));
  return { pool, db: drizzleNodePg(pool, { schema }) as unknown as Db };
}

/** One connection for the probes, bounded to the readiness answer's second. */
function probePool(url: string) {
  const probe = new pg.Pool({
    connectionString: url,
    max: 1,
    options: '-c statement_timeout=1000',
    connectionTimeoutMillis: 1000,
    keepAlive: true,
  });
  probe.on('error', (error) => console.error(`[db] probe connection lost: ${error.message}`));
  return probe;
}

/**
 * A session-level advisory lock on a connection of its own, kept for the whole of `work`, which runs
 * on that connection without the statement bound: waiting for another instance's seeding, or a long
 * migration, is start-up's normal. The lock goes with the connection if the process dies.
 */
async function holdingStartupLock<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('SET statement_timeout = 0');
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work(drizzleNodePg(connection, { schema }) as unknown as Db);
    } finally {
      await connection
        .query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
        // Back to the pool's bound before the connection serves requests.
        .then(() => connection.query('RESET statement_timeout'))
        .catch((error: Error) => {
          // A connection that cannot unlock is closed instead, which releases the lock as well.
          broken = error;
        });
    }
  } finally {
    connection.release(broken);
  }
}
