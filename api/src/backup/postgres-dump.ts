/**
 * PostgreSQL's part of a backup: `pg_dump --format=custom` in the snapshot the row counts and the
 * schema version are read in, and a restore that wipes and reloads the database in one transaction.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { SchemaVersion } from './schema-version.ts';
import { databaseSchemaVersion } from './schema-version.ts';
import { postgresSql, rowCounts, type Sql, serverVersion } from './sql.ts';

const run = promisify(execFile);

/** A tool of Debian's postgresql-client is missing or older than the server it would talk to. */
class PostgresClientError extends Error {}

/** The major version of `pg_dump` or `pg_restore` on the PATH. */
async function clientMajor(tool: 'pg_dump' | 'pg_restore' | 'psql'): Promise<number> {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new PostgresClientError(
      `${tool} is not installed: install PostgreSQL's client tools of the server's version (Debian: apt-get install postgresql-client)`,
    );
  });
  return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
}

/** pg_dump and pg_restore read and write what servers up to their own version hold, not newer. */
async function requireClientFor(tool: 'pg_dump' | 'pg_restore' | 'psql', version: string) {
  const server = Number(version.split('.')[0]);
  const client = await clientMajor(tool);
  if (client < server) {
    throw new PostgresClientError(
      `${tool} ${client} cannot work with PostgreSQL ${version}: install the client tools of version ${server} or later`,
    );
  }
}

export type DatabaseSnapshot = {
  schema: SchemaVersion;
  rowCounts: Record<string, number>;
  serverVersion: string;
  /** Each media file's content type, by its media id. */
  mediaTypes: Map<string, string>;
};

/** What the backup records of the database, read in the transaction `sql` has open. */
export async function describeDatabase(sql: Sql): Promise<DatabaseSnapshot> {
  const schema = await databaseSchemaVersion(sql);
  if (!schema) throw new Error('the database has no migrations applied: there is nothing to back up');
  const media = await sql.query<{ id: string; mime_type: string }>('SELECT id, mime_type FROM public.media');
  return {
    schema,
    rowCounts: await rowCounts(sql),
    serverVersion: await serverVersion(sql),
    mediaTypes: new Map(media.map((row) => [row.id, row.mime_type])),
  };
}

/**
 * How the client tools reach the database: the URL without its password, which goes in their
 * environment instead, so no error message, log or process list ever shows it.
 */
export function clientConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Dumps the database into `file`. The api may keep running: the dump, the counts and the schema
 * version all come from one exported snapshot, so they agree with each other.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseSnapshot & { pgDump: string }> {
  const sql = await postgresSql(url);
  try {
    await sql.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [exported] = await sql.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const snapshot = await describeDatabase(sql);
    await requireClientFor('pg_dump', snapshot.serverVersion);
    const { dbname, env } = clientConnection(url);
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${exported?.snapshot}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      { env },
    );
    await sql.query('COMMIT');
    const { stdout } = await run('pg_dump', ['--version']);
    return { ...snapshot, pgDump: stdout.trim() };
  } finally {
    await sql.close();
  }
}

/** Whether any application table holds a row. */
export async function postgresHasData(url: string): Promise<boolean> {
  const sql = await postgresSql(url);
  try {
    return Object.values(await rowCounts(sql)).some((count) => count > 0);
  } finally {
    await sql.close();
  }
}

/**
 * The database as it was in the dump, in one transaction: the application's schemas are dropped
 * and made again as initdb makes `public`, the dump is loaded, and the row counts are checked
 * against the manifest's. Any failure rolls all of it back; the database is then as it was.
 */
export async function restorePostgres(url: string, file: string, expectedCounts: Record<string, number>) {
  const sql = await postgresSql(url);
  try {
    const version = await serverVersion(sql);
    await requireClientFor('pg_restore', version);
    await requireClientFor('psql', version);
  } finally {
    await sql.close();
  }
  const wipe = [
    'DROP SCHEMA IF EXISTS drizzle CASCADE',
    'DROP SCHEMA public CASCADE',
    'CREATE SCHEMA public AUTHORIZATION pg_database_owner',
    'GRANT USAGE ON SCHEMA public TO PUBLIC',
  ].join(';\n');
  await pipeRestore(file, url, [wipe, countCheck(expectedCounts)]);
}

/** A statement that fails, and so rolls the restore back, unless every table has the rows it should. */
function countCheck(expected: Record<string, number>) {
  const checks = Object.entries(expected).map(
    ([table, count]) =>
      `IF (SELECT count(*) FROM public."${table}") <> ${count} THEN RAISE EXCEPTION 'restored table ${table} does not hold the ${count} rows the manifest says'; END IF;`,
  );
  return `DO $$ BEGIN ${checks.join(' ')} END $$`;
}

/**
 * `pg_restore` writes the dump as SQL; `psql` runs the wipe, it and the check as one transaction.
 * psql's input ends (and so it commits) only once pg_restore has written the whole dump: if
 * pg_restore fails, psql is killed first and the server rolls back what it had been sent.
 */
function pipeRestore(file: string, url: string, [before, after]: [string, string]) {
  return new Promise<void>((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { dbname, env } = clientConnection(url);
    const psql = spawn(
      'psql',
      ['-X', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '-c', before, '-f', '-', dbname],
      { stdio: ['pipe', 'ignore', 'pipe'], env },
    );
    const errors: string[] = [];
    restore.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    psql.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    psql.stdin.on('error', () => undefined); // psql stopped at an error: its exit code says so
    restore.stdout.pipe(psql.stdin, { end: false });
    const exited = (child: ChildProcess) =>
      new Promise<number>((done) => child.once('close', (code) => done(code ?? 1)));
    restore.once('error', reject);
    psql.once('error', reject);
    void exited(restore).then((code) => {
      if (code === 0) psql.stdin.end(`\n;\n${after};\n`);
      else psql.kill('SIGKILL');
    });
    void Promise.all([exited(restore), exited(psql)]).then(([restored, loaded]) => {
      if (restored === 0 && loaded === 0) resolve();
      else reject(new Error(`the restore was rolled back, the database is as it was: ${errors.join('').trim()}`));
    });
  });
}
