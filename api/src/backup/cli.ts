/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir> [--force]`, for the database and media
 * the api's environment names (DATABASE_URL or DATA_DIR, MEDIA_S3_*). Exit codes: 0 done, 1 failed
 * or refused, 2 the backup's schema is newer than this code's, 3 data would be overwritten
 * (--force), 4 a file of the backup is damaged.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backup } from './backup.ts';
import { ChecksumMismatchError, type Manifest } from './manifest.ts';
import { restore, SchemaTooNewError, WouldOverwriteError } from './restore.ts';
import { siteOf } from './site.ts';

const usage = 'usage: npm run backup -- <dir>   |   npm run restore -- <dir> [--force]';

function exitCodeOf(error: unknown): number {
  if (error instanceof SchemaTooNewError) return 2;
  if (error instanceof WouldOverwriteError) return 3;
  if (error instanceof ChecksumMismatchError) return 4;
  return 1;
}

function summary(manifest: Manifest) {
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
  const files = Object.keys(manifest.media.files).length;
  return `${rows} rows in ${Object.keys(manifest.rowCounts).length} tables, ${files} media files, schema ${manifest.schema.migration}`;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, given] = positionals;
  // npm runs the script in the api's folder; a relative path means where the operator typed it.
  const dir = given && path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!dir || (command !== 'backup' && command !== 'restore') || (command === 'backup' && values.force)) {
    console.error(usage);
    return 1;
  }
  const site = siteOf(loadConfig());
  try {
    if (command === 'backup') {
      console.log(`[backup] ${dir}: ${summary(await backup(site, dir))}`);
    } else {
      console.log(`[restore] from ${dir}: ${summary(await restore(site, dir, { force: values.force }))}`);
    }
    return 0;
  } catch (error) {
    console.error(`[${command}] refused: ${(error as Error).message}`);
    return exitCodeOf(error);
  }
}

process.exitCode = await main();
