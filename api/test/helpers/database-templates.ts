/**
 * The databases every api and BFF test file starts from, made once per test run (vitest's global
 * set-up, `global-setup.ts`): one migrated, one migrated and seeded with the tests'
 * accounts and the seed's video files. A test file gets a copy of its own, so files stay isolated
 * while none of them pays for initdb, migrations, seeding or password hashing again.
 *
 * PGlite: a dumped data folder each copy is loaded from. PostgreSQL: databases each copy is
 * `CREATE DATABASE … TEMPLATE`d from (no connections allowed to them, so copies never wait).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { createMediaStore } from '../../src/modules/media/media-store.ts';
import { seed } from '../../src/seed/seed.ts';
import type { DatabaseTemplates } from './template-location.ts';

export const testAccounts = {
  admin: { email: 'admin@test.local', password: 'Admin#2026pass' },
  user: { email: 'user@test.local', password: 'User#2026pass' },
};

export async function makeDatabaseTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'qd-templates-'));
  const removals: (() => Promise<void>)[] = [() => rm(folder, { recursive: true, force: true })];
  try {
    const { templates: pglite, seeded } = await pgliteTemplates(folder);
    const templates: DatabaseTemplates = { pglite, seeded };
    if (process.env.TEST_DATABASE_URL) {
      const made = await postgresTemplates(process.env.TEST_DATABASE_URL, folder);
      removals.push(made.remove);
      templates.postgres = made.templates;
    }
    const remove = async () => {
      for (const removal of removals) await removal();
    };
    return { templates, remove };
  } catch (error) {
    for (const removal of removals) await removal().catch(() => undefined);
    throw error;
  }
}

async function pgliteTemplates(folder: string) {
  const media = path.join(folder, 'pglite-media');
  const database = await openDatabase({});
  try {
    const migrated = path.join(folder, 'pglite-migrated.tar');
    await writeFile(migrated, await dumpOf(database));
    const seeded = await seed(database.db, createMediaStore(media), { images: false, accounts: testAccounts });
    const seededDump = path.join(folder, 'pglite-seeded.tar');
    await writeFile(seededDump, await dumpOf(database));
    return { templates: { migrated, seeded: seededDump, media }, seeded };
  } finally {
    await database.close();
  }
}

function dumpOf(database: Awaited<ReturnType<typeof openDatabase>>) {
  if (!database.dump) throw new Error('the embedded database cannot be dumped');
  return database.dump();
}

async function postgresTemplates(serverUrl: string, folder: string) {
  const prefix = `qd_template_${process.pid}`;
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const media = path.join(folder, 'postgres-media');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const remove = async () => {
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    await admin.query(`CREATE DATABASE ${names.migrated}`);
    await (await openDatabase({ url: urlOf(names.migrated) })).close();
    await closedToConnections(admin, names.migrated);
    await admin.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
    const database = await openDatabase({ url: urlOf(names.seeded) });
    await database.exclusively((db) => seed(db, createMediaStore(media), { images: false, accounts: testAccounts }));
    await database.close();
    await closedToConnections(admin, names.seeded);
    return { templates: { ...names, media }, remove };
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
}

/**
 * Waits until the pool's sessions have gone (its `end()` resolves before their sockets close), then
 * allows no more: a copy is refused while anyone is connected to its template.
 */
async function closedToConnections(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
}
