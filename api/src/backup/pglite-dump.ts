/**
 * The embedded database's part of a backup: PGlite's own dump of its data folder (a gzipped
 * tarball, `dumpDataDir`), and a restore that loads it into a new folder beside the old one, which
 * the caller then swaps in (swap-folders.ts). The api must be stopped: one process owns the folder.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCK_FILE, lockDataFolder } from '../db/data-folder-lock.ts';
import { type DatabaseSnapshot, describeDatabase } from './postgres-dump.ts';
import { openPglite, pgliteSql, rowCounts } from './sql.ts';

/** PostgreSQL writes this file into every data folder it made. */
const hasDatabase = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

export async function dumpPglite(folder: string, file: string): Promise<DatabaseSnapshot> {
  if (!hasDatabase(folder)) throw new Error(`there is no embedded database in ${folder} (DATA_DIR) to back up`);
  const lock = lockDataFolder(folder);
  try {
    const db = await openPglite(folder);
    try {
      const snapshot = await describeDatabase(pgliteSql(db));
      await writeFile(file, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
      return snapshot;
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

/** Whether the folder's database holds any row. The caller holds the folder's lock. */
export async function pgliteHasData(folder: string): Promise<boolean> {
  if (!hasDatabase(folder)) return false;
  const db = await openPglite(folder);
  try {
    return Object.values(await rowCounts(pgliteSql(db))).some((count) => count > 0);
  } finally {
    await db.close();
  }
}

/**
 * Loads the dump into `staging` (made empty first) and checks every table holds the rows the
 * manifest says. The folder is left locked for this process, as the live one is, so it can be
 * swapped in without a moment in which another api could take it.
 */
export async function stagePglite(staging: string, file: string, expectedCounts: Record<string, number>) {
  await rm(staging, { recursive: true, force: true });
  const db = await openPglite(staging, new Blob([await readFile(file)]));
  try {
    const counts = await rowCounts(pgliteSql(db));
    const wrong = Object.entries(expectedCounts).filter(([table, count]) => counts[table] !== count);
    if (wrong.length > 0) {
      throw new Error(
        `the restored embedded database does not hold the rows the manifest says (${wrong.map(([table]) => table).join(', ')})`,
      );
    }
  } finally {
    await db.close();
  }
  // The dump holds the lock of the process that made it.
  await rm(path.join(staging, LOCK_FILE), { force: true });
  return lockDataFolder(staging);
}
