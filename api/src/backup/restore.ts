/**
 * `npm run restore -- <dir> [--force]`: a backup's database and media files put back, all of them or
 * nothing. Everything that can refuse does before anything is touched: an unreadable manifest, a
 * damaged file, a schema newer than this code's migrations, data that would be overwritten.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { LOCK_FILE, lockDataFolder } from '../db/data-folder-lock.ts';
import { type Manifest, readManifest, verifyChecksums } from './manifest.ts';
import { removeMediaObjectsNotIn, stageMediaFolder, writeMediaObjects } from './media-copy.ts';
import { pgliteHasData, stagePglite } from './pglite-dump.ts';
import { postgresHasData, restorePostgres } from './postgres-dump.ts';
import { codeSchemaVersion, isNewerThanCode } from './schema-version.ts';
import type { Site } from './site.ts';
import { refuseAfterInterruptedSwap, stagingOf, swapIn } from './swap-folders.ts';

/** The backup's schema has migrations this code lacks: restore it with the code that made it. */
export class SchemaTooNewError extends Error {}

/** The site has data and `--force` was not given. */
export class WouldOverwriteError extends Error {}

/** The backup is of the other kind of database. */
class OtherDatabaseError extends Error {}

export async function restore(site: Site, backupDir: string, options: { force: boolean }): Promise<Manifest> {
  const manifest = await readManifest(backupDir);
  if (isNewerThanCode(manifest.schema)) {
    const code = codeSchemaVersion();
    throw new SchemaTooNewError(
      `the backup's database is at migration ${manifest.schema.migration} (${manifest.schema.applied} applied), newer than this code's ${code.migration} (${code.applied}): restore it with the release that made it (api ${manifest.packages.api ?? 'unknown'})`,
    );
  }
  if (manifest.database.driver !== site.database.driver) {
    throw new OtherDatabaseError(
      `the backup is of ${describe(manifest.database.driver)}, this api is set up for ${describe(site.database.driver)} (DATABASE_URL): restore it where it came from`,
    );
  }
  await verifyChecksums(backupDir, manifest);
  refuseAfterInterruptedSwap(
    [site.database.driver === 'pglite' ? site.database.folder : '', site.media.folder ?? ''].filter(Boolean),
  );
  const dumpFile = path.join(backupDir, manifest.database.file);
  if (site.database.driver === 'postgres') {
    const { url } = site.database;
    await refuseToOverwrite(options, () => postgresHasData(url), site);
    await restorePostgresSite(url, site, backupDir, manifest, dumpFile);
  } else {
    await restorePgliteSite(site.database.folder, site, backupDir, manifest, dumpFile, options);
  }
  return manifest;
}

const describe = (driver: Site['database']['driver']) =>
  driver === 'postgres' ? 'PostgreSQL' : 'the embedded database';

async function refuseToOverwrite(options: { force: boolean }, databaseHasData: () => Promise<boolean>, site: Site) {
  if (options.force) return;
  const mediaFiles = (await site.media.files.list()).length;
  if ((await databaseHasData()) || mediaFiles > 0) {
    throw new WouldOverwriteError(
      `the site already has data (${site.media.files.location} and the database): a restore replaces all of it; run again with --force to do so`,
    );
  }
}

/**
 * PostgreSQL: the media first (a folder staged, S3 objects written: both only add), then the
 * database in one transaction, then the folder swapped in or the objects the backup lacks removed.
 */
async function restorePostgresSite(url: string, site: Site, backupDir: string, manifest: Manifest, dumpFile: string) {
  const { folder } = site.media;
  if (folder) await stageMediaFolder(backupDir, stagingOf(folder), manifest);
  else await writeMediaObjects(site.media.files, backupDir, manifest);
  try {
    await restorePostgres(url, dumpFile, manifest.rowCounts);
  } catch (error) {
    if (folder) await rm(stagingOf(folder), { recursive: true, force: true });
    throw error;
  }
  if (folder) await swapMediaAfterDatabase(folder);
  else await removeMediaObjectsNotIn(site.media.files, manifest);
}

/** The database is restored already: a media folder that cannot be swapped in must be said plainly. */
async function swapMediaAfterDatabase(folder: string) {
  const swapped = await swapIn([folder]).catch((error: Error) => {
    throw new Error(
      `the database was restored, but its media folder could not be put in place: the backup's files are in ${stagingOf(folder)}; move them to ${folder} (${error.message})`,
    );
  });
  await swapped.discard();
}

/**
 * The embedded database: the folder locked (no api may run on it meanwhile), the dump loaded into a
 * new folder and checked, the media staged, then both folders swapped in by renames.
 */
async function restorePgliteSite(
  database: string,
  site: Site,
  backupDir: string,
  manifest: Manifest,
  dumpFile: string,
  options: { force: boolean },
) {
  await mkdir(database, { recursive: true });
  const lock = lockDataFolder(database);
  const folders = [database, ...(site.media.folder ? [site.media.folder] : [])];
  try {
    await refuseToOverwrite(options, () => pgliteHasData(database), site);
    const staged = await stagePglite(stagingOf(database), dumpFile, manifest.rowCounts);
    if (site.media.folder) await stageMediaFolder(backupDir, stagingOf(site.media.folder), manifest);
    else await writeMediaObjects(site.media.files, backupDir, manifest);
    const swapped = await swapIn(folders).catch(async (error: unknown) => {
      staged.release();
      throw error;
    });
    // The lock moved in with the folder: it is this process's to let go.
    await rm(path.join(database, LOCK_FILE), { force: true });
    await swapped.discard();
    if (!site.media.folder) await removeMediaObjectsNotIn(site.media.files, manifest);
  } finally {
    lock.release();
    for (const folder of folders) await rm(stagingOf(folder), { recursive: true, force: true });
  }
}
