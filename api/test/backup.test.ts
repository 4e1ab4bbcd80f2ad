/**
 * `npm run backup` and `npm run restore`: what the api wrote over HTTP (a user, a listing, a blog, an
 * ad, a saved item, the audit trail, an uploaded picture) comes back whole after a wipe, table by
 * table and byte by byte; a restore refuses a newer schema, data it would overwrite, and a damaged
 * file, and then leaves everything as it was.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../src/backup/backup.ts';
import { ChecksumMismatchError, type Manifest, readManifest } from '../src/backup/manifest.ts';
import { restore, SchemaTooNewError, WouldOverwriteError } from '../src/backup/restore.ts';
import { codeSchemaVersion } from '../src/backup/schema-version.ts';
import type { Site } from '../src/backup/site.ts';
import { applicationTables, openPglite, pgliteSql, postgresSql, type Sql } from '../src/backup/sql.ts';
import { directoryFiles, type MediaFiles } from '../src/modules/media/media-store.ts';
import { s3Files } from '../src/modules/media/s3-media-files.ts';
import { operationFixtures } from './helpers/operation-fixtures.ts';
import { startS3Server } from './helpers/s3-server.ts';
import { databaseTargets, type MediaTarget, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

const run = promisify(execFile);

/** Every database with media in a folder; media in S3 (s3rver) on one of them. */
const targets: [database: (typeof databaseTargets)[number], media: MediaTarget][] = [
  ...databaseTargets.map((database) => [database, 'directory'] as [typeof database, MediaTarget]),
  [databaseTargets.at(-1) ?? 'pglite', 's3'],
];

/** Every row of every table (the migrations' own too), each as JSON, in a stable order. */
async function contentsOf(sql: Sql): Promise<Record<string, string[]>> {
  const tables = [
    ...(await applicationTables(sql)).map((table) => `public."${table}"`),
    'drizzle.__drizzle_migrations',
  ];
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await sql.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`);
    contents[table] = rows.map((row) => row.row);
  }
  return contents;
}

/** Every media file's bytes, by `id/file`. */
async function filesOf(files: MediaFiles): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const key of await files.list()) {
    const [id = '', name = ''] = key.split('/');
    const stored = await files.read(id, name);
    if (stored && 'body' in stored) all[key] = (await buffer(stored.body)).toString('base64');
  }
  return all;
}

/** A picture uploaded as the back office does. */
async function uploadPicture(address: string, token: string) {
  const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('altEn', 'Corniche');
  form.append('altAr', 'الكورنيش');
  form.append('file', new Blob([png], { type: 'image/png' }), 'corniche.png');
  const response = await fetch(`${address}/api/v1/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

describe.each(targets)('backup and restore on %s, media in %s', (target, mediaTarget) => {
  let api: TestApi | undefined;
  let dataDir: string;
  let backups: string;
  let s3Server: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let site: Site;
  let written: { email: string; restaurantSlug: string; blogSlug: string; adId: string; mediaId: string };
  /** What the site held when it was backed up. */
  let before: { tables: Record<string, string[]>; files: Record<string, string> };
  let backupDir: string;

  /** The database as it is now, read without the api (PGlite: the api is stopped, the folder its own). */
  async function databaseNow() {
    if (site.database.driver === 'postgres') {
      const sql = await postgresSql(site.database.url);
      return contentsOf(sql).finally(() => sql.close());
    }
    const sql = pgliteSql(await openPglite(site.database.folder));
    return contentsOf(sql).finally(() => sql.close());
  }

  const siteNow = async () => ({ tables: await databaseNow(), files: await filesOf(site.media.files) });

  /** Nothing left: no schema, no table, no media file. */
  async function wipe() {
    if (site.database.driver === 'postgres') {
      const sql = await postgresSql(site.database.url);
      await sql.query('DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await sql.close();
    } else {
      await rm(site.database.folder, { recursive: true, force: true });
    }
    if (site.media.folder) await rm(site.media.folder, { recursive: true, force: true });
    else
      for (const id of new Set((await site.media.files.list()).map((key) => key.split('/')[0] ?? ''))) {
        await site.media.files.remove(id);
      }
  }

  /** A copy of the backup to spoil. */
  async function copyOfBackup() {
    const copy = await mkdtemp(path.join(backups, 'copy-'));
    await cp(backupDir, copy, { recursive: true });
    return copy;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qd-backup-site-'));
    backups = await mkdtemp(path.join(tmpdir(), 'qd-backups-'));
    s3Server = mediaTarget === 's3' ? await startS3Server() : undefined;
    api = await startTestApi(target, { dataDir, media: s3Server ? { s3: s3Server.settings } : 'directory' });
    site = {
      database:
        target === 'postgres'
          ? { driver: 'postgres', url: api.databaseUrl as string }
          : { driver: 'pglite', folder: path.join(dataDir, 'pglite') },
      media: s3Server
        ? { files: s3Files(s3Server.settings) }
        : { files: directoryFiles(path.join(dataDir, 'media')), folder: path.join(dataDir, 'media') },
    };
  });

  afterAll(async () => {
    await api?.close();
    await s3Server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(backups, { recursive: true, force: true });
  });

  it('brings back every row and media file the api wrote, after a wipe', async () => {
    const live = api as TestApi;
    const admin = await live.signIn(testAccounts.admin);
    const user = await live.signIn(testAccounts.user);
    const fixtures = await operationFixtures(live, admin);
    const bodyOf = (operation: string) => {
      const fixture = fixtures[operation];
      if (!fixture) throw new Error(`no fixture for ${operation}`);
      return fixture('backup').body as Record<string, unknown>;
    };
    const asAdmin = live.as(admin);
    const signUp = bodyOf('POST /api/v1/auth/register');
    expect((await live.post('/api/v1/auth/register', signUp)).status).toBe(201);
    const restaurant = await asAdmin.post('/api/v1/admin/restaurant', bodyOf('POST /api/v1/admin/restaurant'));
    expect(restaurant.status).toBe(201);
    const blog = await asAdmin.post('/api/v1/admin/blog', bodyOf('POST /api/v1/admin/blog'));
    expect(blog.status).toBe(201);
    const ad = await asAdmin.post('/api/v1/admin/ad', bodyOf('POST /api/v1/admin/ad'));
    expect(ad.status).toBe(201);
    const saved = await live.as(user).post('/api/v1/favorite', { itemType: 'restaurant', itemId: restaurant.body._id });
    expect(saved.status).toBeLessThan(300);
    const mediaId = await uploadPicture(live.address, admin);
    written = {
      email: signUp.email as string,
      restaurantSlug: restaurant.body.slug,
      blogSlug: blog.body.slug,
      adId: ad.body._id,
      mediaId,
    };

    // The embedded database has one owner: the api stops before its backup, as an operator's would.
    if (target === 'pglite') {
      await live.close();
      api = undefined;
    }
    before = await siteNow();
    backupDir = path.join(backups, 'nightly');
    const manifest = await backup(site, backupDir);

    expect(manifest.schema).toEqual(codeSchemaVersion());
    expect(manifest.rowCounts.users).toBe(before.tables['public."users"']?.length);
    expect(Object.keys(manifest.media.files).sort()).toEqual(Object.keys(before.files).sort());
    expect(manifest.media.files[`${mediaId}/400.webp`]).toEqual({ contentType: 'image/webp' });
    expect(Object.keys(manifest.sha256)).toContain(manifest.database.file);
    expect(manifest.packages).toMatchObject({ api: expect.any(String), contracts: expect.any(String) });

    await wipe();
    expect(Object.keys(await filesOf(site.media.files))).toEqual([]);
    await restore(site, backupDir, { force: false });

    const after = await siteNow();
    expect(after.tables).toEqual(before.tables);
    expect(after.files).toEqual(before.files);
    const rowsOf = (table: string) => (after.tables[`public."${table}"`] ?? []).map((row) => JSON.parse(row));
    expect(rowsOf('users').map((row) => row.email)).toContain(written.email);
    expect(rowsOf('restaurants').map((row) => row.slug)).toContain(written.restaurantSlug);
    expect(rowsOf('blogs').map((row) => row.slug)).toContain(written.blogSlug);
    expect(rowsOf('ads').map((row) => row.id)).toContain(written.adId);
    expect(rowsOf('favorites').map((row) => row.item_id)).toContain(restaurant.body._id);
    expect(rowsOf('admin_activity').length).toBeGreaterThanOrEqual(3);
    expect(rowsOf('media').map((row) => row.id)).toContain(mediaId);
    expect(Object.keys(after.files)).toContain(`${mediaId}/400.webp`);
  });

  it('refuses to overwrite data without --force, and replaces it with', async () => {
    await expect(restore(site, backupDir, { force: false })).rejects.toThrow(WouldOverwriteError);
    expect(await siteNow()).toEqual(before);
    await restore(site, backupDir, { force: true });
    expect(await siteNow()).toEqual(before);
  });

  it('refuses a backup whose schema is newer than these migrations, with exit code 2', async () => {
    const newer = await copyOfBackup();
    const manifest: Manifest = await readManifest(newer);
    const code = codeSchemaVersion();
    const future = { migration: '9999_from_the_future', when: code.when + 1, applied: code.applied + 1 };
    await writeFile(path.join(newer, 'manifest.json'), JSON.stringify({ ...manifest, schema: future }));

    await expect(restore(site, newer, { force: true })).rejects.toThrow(SchemaTooNewError);
    const cli = await run(process.execPath, ['src/backup/cli.ts', 'restore', newer, '--force'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(cli).toMatchObject({ code: 2, stderr: expect.stringContaining('9999_from_the_future') });
    expect(await siteNow()).toEqual(before);
  });

  it('rolls a restore that fails half-way back: the data stay as they were', async () => {
    // The dump loads, then holds fewer users than the manifest says: the check after loading fails.
    const wrong = await copyOfBackup();
    const manifest = await readManifest(wrong);
    const rowCounts = { ...manifest.rowCounts, users: (manifest.rowCounts.users ?? 0) + 1 };
    await writeFile(path.join(wrong, 'manifest.json'), JSON.stringify({ ...manifest, rowCounts }));

    await expect(restore(site, wrong, { force: true })).rejects.toThrow(/users/);
    expect(await siteNow()).toEqual(before);
  });

  it('keeps what an interrupted restore moved aside until someone has looked', async () => {
    const folder = site.database.driver === 'pglite' ? site.database.folder : site.media.folder;
    if (!folder) return; // PostgreSQL with media in S3 swaps no folder
    const aside = `${folder}.before-restore`;
    await cp(folder, aside, { recursive: true });
    await expect(restore(site, backupDir, { force: true })).rejects.toThrow(/interrupted/);
    expect(
      await readFile(
        path.join(aside, ...(folder === site.media.folder ? [`${written.mediaId}`, '400.webp'] : ['PG_VERSION'])),
      ),
    ).toBeDefined();
    await rm(aside, { recursive: true });
    expect(await siteNow()).toEqual(before);
  });

  it('refuses a backup with a damaged file before touching anything', async () => {
    const damaged = await copyOfBackup();
    const picture = path.join(damaged, 'media', written.mediaId, '400.webp');
    const bytes = await readFile(picture);
    await writeFile(picture, Buffer.concat([bytes.subarray(0, -1), Buffer.from([(bytes.at(-1) ?? 0) ^ 0xff])]));

    await expect(restore(site, damaged, { force: true })).rejects.toThrow(ChecksumMismatchError);
    await expect(restore(site, damaged, { force: true })).rejects.toThrow(`media/${written.mediaId}/400.webp`);
    expect(await siteNow()).toEqual(before);
  });
});
