import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  RELEASE_INFO_FILE,
  RELEASE_SERVER_DIR,
  type ReleaseInfo,
  type RemoteName,
  readJsonFile,
  releaseDir,
  releaseInfo,
} from './release-format.ts';
import { buildStats, describeBuild } from './release-info.ts';

/** The files under `dir`, as sorted paths relative to it with `/` between folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Build files the version does not depend on: MF stats list where each shared module is used in
 * an order that changes from one build of the same sources to the next (release.json keeps what
 * the BFF needs of them, in a stable order), and browsers never load them.
 */
const UNHASHED = /^mf-stats\.json(\.gz|\.br)?$/;

/**
 * The first 10 hex digits of a SHA-256 over each file's path and bytes (sorted by path, each part
 * preceded by its length so no two builds run together into the same stream): the same build gives
 * the same version, any changed byte or name of a file browsers load a new one.
 */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).filter((name) => !UNHASHED.test(name))) {
    const bytes = readFileSync(path.join(dir, file));
    hash.update(`${Buffer.byteLength(file)}:${file}\0${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}

/** Where temporary copies of releases are made, beside the releases: they start with this. */
export const INCOMING_PREFIX = '.incoming-';

export type MakeReleaseOptions = {
  remote: RemoteName;
  /** The remote's production build (its mf-stats.json and every file it serves). */
  distDir: string;
  /** RELEASES_DIR. */
  root: string;
  by: string;
  now: Date;
  /** The remote's package.json version. */
  packageVersion: string;
  /** The contracts package version the remote was built against. */
  contractsVersion: string;
  /** The exports the remote's own sources import from a tree-shaken share (undefined: the whole module). */
  importedNames: (pkg: string) => string[] | undefined;
};

export type MadeRelease = { status: 'released' | 'already released'; info: ReleaseInfo; dir: string };

/**
 * Turns a build into an immutable release: copied into a temporary folder beside the releases, its
 * version hashed from that copy (a rebuild meanwhile cannot make a version name other files),
 * `release.json` written last, then renamed into place in one step. A reader (the BFF, `releases
 * list`) sees a complete release or none; a release already made is left as it is.
 */
export function makeRelease(options: MakeReleaseOptions): MadeRelease {
  const { remote, distDir, root } = options;
  const releases = path.dirname(releaseDir(root, remote, 'version'));
  mkdirSync(releases, { recursive: true });
  const incoming = path.join(releases, `${INCOMING_PREFIX}${process.pid}-${Date.now()}`);
  try {
    cpSync(distDir, incoming, { recursive: true });
    const version = `${options.packageVersion}-${contentHash(incoming)}`;
    const dir = releaseDir(root, remote, version);
    if (existsSync(path.join(dir, RELEASE_INFO_FILE))) return alreadyReleased(dir);
    if (existsSync(dir)) {
      throw new Error(
        `${dir} is an incomplete release: remove it (npm run releases -- prune ${remote}) and release again`,
      );
    }
    const info = describeRelease(incoming, version, options);
    writeFileSync(path.join(incoming, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    try {
      renameSync(incoming, dir);
    } catch (error) {
      // Another command made the same release meanwhile: it is there, complete.
      if (existsSync(path.join(dir, RELEASE_INFO_FILE))) return alreadyReleased(dir);
      throw error;
    }
    return { status: 'released', info, dir };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
}

const alreadyReleased = (dir: string): MadeRelease => ({ status: 'already released', info: readRelease(dir), dir });

/** The ReleaseInfo of the build copied into `dir`. */
function describeRelease(dir: string, version: string, options: MakeReleaseOptions): ReleaseInfo {
  const files = filesUnder(dir);
  return releaseInfo.parse({
    remote: options.remote,
    version,
    createdAt: options.now.toISOString(),
    createdBy: options.by,
    contractsVersion: options.contractsVersion,
    ...describeBuild(readJsonFile(path.join(dir, 'mf-stats.json'), buildStats), options.importedNames),
    serverBundle: files.includes(SERVER_BUNDLE) ? SERVER_BUNDLE : null,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + readFileSync(path.join(dir, file)).length, 0),
  });
}

/** The first-screen server bundle inside a build (mfe-listings makes one). */
const SERVER_BUNDLE = `${RELEASE_SERVER_DIR}/first-screen.js`;

/** A complete release's ReleaseInfo. */
export const readRelease = (dir: string): ReleaseInfo => readJsonFile(path.join(dir, RELEASE_INFO_FILE), releaseInfo);
