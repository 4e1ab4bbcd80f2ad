import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readRelease } from './release.ts';
import { RELEASE_INFO_FILE, type ReleaseInfo, type RemoteName, releaseDir } from './release-format.ts';

export type StoredReleases = {
  /** Newest first. */
  complete: ReleaseInfo[];
  /** Folders without a release.json: copies that never finished (or are being made right now). */
  incomplete: string[];
};

/** The releases of `remote` under `root`. */
export function storedReleases(root: string, remote: RemoteName): StoredReleases {
  const dir = path.join(root, remote);
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const isComplete = (name: string) => existsSync(path.join(dir, name, RELEASE_INFO_FILE));
  return {
    complete: folders
      .filter(isComplete)
      .map((name) => readRelease(path.join(dir, name)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.version.localeCompare(a.version)),
    incomplete: folders.filter((name) => !isComplete(name)).sort(),
  };
}

/** A complete release, or undefined. */
export function findRelease(root: string, remote: RemoteName, version: string): ReleaseInfo | undefined {
  const dir = releaseDir(root, remote, version);
  return existsSync(path.join(dir, RELEASE_INFO_FILE)) ? readRelease(dir) : undefined;
}
