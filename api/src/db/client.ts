import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: the services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of either driver, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while no other api process sharing the database runs start-up work (migrations,
   * seeding): instances started together take turns instead of racing for the same rows.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
};

/**
 * The PostgreSQL advisory lock every api process takes around migrations and seeding: a fixed
 * number ("QD" start-up), the same in every process and release.
 */
export const STARTUP_LOCK_KEY = 0x5144_0001;

/**
 * How alike a misspelt word must be to match (pg_trgm word similarity). The default 0.6
 * misses one-letter slips in short names ("qatri" → "qatari" scores 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
const sessionSettings = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL when `url` is given, otherwise PGlite in `dataDir`
 * (only one process may open a PGlite folder, so the api owns it). Migrations run first.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: sessionSettings });
    // An idle connection the server drops (restart, failover) must not take the process down:
    // the pool replaces it on next use.
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePg(pool, { schema });
    const exclusively = <T>(work: () => Promise<T>) => holdingStartupLock(pool, work);
    // Two instances migrating a new database at once both ran CREATE EXTENSION pg_trgm, and one crashed.
    await exclusively(() => migrateNodePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end(), exclusively };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  // Only this process can open the folder, so there is nobody to take turns with.
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close(), exclusively: (work) => work() };
}

/**
 * A session-level advisory lock on a connection of its own, kept for the whole of `work` (which
 * may use any of the pool's connections). It goes with the connection if the process dies.
 */
async function holdingStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: Error) => {
        // A connection that cannot unlock is closed instead, which releases the lock as well.
        broken = error;
      });
    }
  } finally {
    connection.release(broken);
  }
}
