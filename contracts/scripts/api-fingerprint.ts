import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The contracts' fingerprint: a hash of their sources (tests aside), kept in `api-fingerprint.json`
 * with the package version it was taken at. Remotes are released against a contracts version and
 * run on the shell's copy (a shared singleton), and a deploy compares the two versions (delivery's
 * compatibility check): so any change to the sources must come with a new version — patch for a
 * change no caller sees, minor for an addition, major for a change a caller must follow. The unit
 * test api-fingerprint.test.ts fails on a change without one; `npm run fingerprint -w contracts`
 * records the new fingerprint once the version moved.
 */
const root = path.resolve(import.meta.dirname, '..');
const FINGERPRINT_FILE = path.join(root, 'api-fingerprint.json');

export function contractsHash(): string {
  const src = path.join(root, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(src, file)))
      .update('\0');
  return hash.digest('hex');
}

export const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

export const recorded = (): { version: string; sha256: string } => JSON.parse(readFileSync(FINGERPRINT_FILE, 'utf8'));

if (import.meta.main) {
  const sha256 = contractsHash();
  const version = packageVersion();
  const previous = recorded();
  if (previous.sha256 !== sha256 && previous.version === version) {
    console.error(
      `contracts changed since ${version}: raise its version in contracts/package.json first (patch: nothing a caller sees; minor: an addition; major: a change callers must follow)`,
    );
    process.exit(1);
  }
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify({ version, sha256 }, null, 2)}\n`);
  console.log(`contracts ${version}: ${sha256}`);
}
