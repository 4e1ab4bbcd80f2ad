/**
 * Seeds a data folder for journeys (`E2E_SEEDED_DATA_DIR`, pictures included) with the api's own
 * seed, as a first start would: every site the journeys start then begins from a copy of it.
 * Usage: node scripts/seed-data.ts <folder> (emptied first).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
if (!folder) throw new Error('usage: node scripts/seed-data.ts <folder>');
const dataDir = path.resolve(folder);
rmSync(dataDir, { recursive: true, force: true });
execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../api/src/seed/cli.ts')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
