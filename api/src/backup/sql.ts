/**
 * The few statements backup and restore run, on either database: a PostgreSQL client or the
 * embedded PGlite opened directly (the api must be stopped: one process owns its folder).
 */
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Sql = {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

export async function postgresSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
    close: () => client.end(),
  };
}

/** The extensions the migrations create: a data folder using them opens only with them loaded. */
const extensions = { btree_gin, pg_trgm };

/** PGlite on `folder`, loaded from a dump (`loadDataDir`) when given one: the folder must then be empty. */
export async function openPglite(folder: string, loadDataDir?: Blob) {
  return PGlite.create(folder, { extensions, loadDataDir });
}

export function pgliteSql(db: PGlite): Sql {
  return {
    query: async <Row>(text: string, params?: unknown[]) => (await db.query<Row>(text, params)).rows,
    close: () => db.close(),
  };
}

/** The application's tables: every ordinary table of the `public` schema, sorted. */
export async function applicationTables(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.name);
}

/** Each application table's row count. */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await applicationTables(sql)) {
    const [row] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM public."${table}"`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** The server's version, e.g. `15.20` (PGlite answers its own PostgreSQL's). */
export async function serverVersion(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ server_version: string }>('SHOW server_version');
  return (row?.server_version ?? '').split(' ')[0] ?? '';
}
