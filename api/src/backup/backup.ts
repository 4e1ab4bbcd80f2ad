/**
 * `npm run backup -- <dir>`: the database, every media file and `manifest.json` (written last)
 * into a new folder. docs/adr/0067-backups-that-restore.md says what is in it and why.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MANIFEST_FORMAT, type Manifest, sha256Of, writeManifest } from './manifest.ts';
import { copyMediaOut } from './media-copy.ts';
import { dumpPglite } from './pglite-dump.ts';
import { type DatabaseSnapshot, dumpPostgres } from './postgres-dump.ts';
import type { Site } from './site.ts';

const DUMP_FILES = { postgres: 'database.pgdump', pglite: 'database.tar.gz' } as const;

export async function backup(site: Site, backupDir: string): Promise<Manifest> {
  await requireEmptyFolder(backupDir);
  const file = DUMP_FILES[site.database.driver];
  const dumpFile = path.join(backupDir, file);
  const packages = packageVersions();
  // The database first: a file uploaded meanwhile is only an extra, while one removed meanwhile
  // would be missing for a row the dump holds.
  let snapshot: DatabaseSnapshot;
  if (site.database.driver === 'postgres') {
    const dumped = await dumpPostgres(site.database.url, dumpFile);
    packages.pg_dump = dumped.pgDump;
    snapshot = dumped;
  } else {
    snapshot = await dumpPglite(site.database.folder, dumpFile);
  }
  const media = await copyMediaOut(site.media.files, backupDir, snapshot.mediaTypes);
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date().toISOString(),
    schema: snapshot.schema,
    database: { driver: site.database.driver, serverVersion: snapshot.serverVersion, file },
    packages,
    rowCounts: snapshot.rowCounts,
    media: { source: site.media.files.location, files: media.files },
    sha256: { [file]: await sha256Of(dumpFile), ...media.sha256 },
  };
  await writeManifest(backupDir, manifest);
  return manifest;
}

/** A backup goes into a folder of its own: never mixed with another's files. */
async function requireEmptyFolder(folder: string) {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0) {
    throw new Error(`${folder} is not empty: give each backup a new folder (e.g. one named by the date)`);
  }
}

const require = createRequire(import.meta.url);

/** The versions of what writes and reads the data: the api, its contracts, PGlite, Node. */
function packageVersions(): Record<string, string> {
  const versionOf = (name: string) => {
    const entry = require.resolve(name);
    // The package's folder is the last `node_modules/<name>` on its entry's path.
    const root = entry.slice(0, entry.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}`.length);
    return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  };
  const own = (relative: string) =>
    (JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { version: string }).version;
  return {
    api: own('../../package.json'),
    contracts: own('../../../contracts/package.json'),
    '@electric-sql/pglite': versionOf('@electric-sql/pglite'),
    node: process.versions.node,
  };
}
