/**
 * The journeys' data folder, migrated and seeded (pictures and videos included) as the site's first
 * start would, made ahead of the journeys: `npm test` makes it beside the other suites, and the
 * journeys' site starts from a copy (`E2E_SEEDED_DATA_DIR`), so the run does not wait for the seed's
 * pictures with the machine to itself.
 *
 *   node scripts/seed-data.ts <folder>
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/seed-data.ts <folder>');
  process.exit(2);
}
const dataDir = path.resolve(folder);
const root = path.resolve(import.meta.dirname, '../..');

rmSync(dataDir, { recursive: true, force: true });
const started = performance.now();
// The seed command a user runs (`npm run seed`), on an embedded database in that folder.
execFileSync(process.execPath, ['api/src/seed/cli.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
});
console.log(`[seed-data] ${dataDir} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
