import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { rollbackTarget } from './history.ts';
import { readRegistry, withRegistryLock } from './registry.ts';
import { INCOMING_PREFIX } from './release.ts';
import type { RemoteName } from './release-format.ts';
import { storedReleases } from './store.ts';

/** A copy younger than this may still be being made by a `release` running now: left alone. */
const INCOMING_GRACE_MS = 60 * 60_000;

/**
 * Removes a remote's releases beyond the `keep` newest, never one the registry needs (the live
 * release, the rollout's, the rollback target), and every folder that never became a release.
 * Under the registry's lock, so no deploy points at a release while it goes. Returns the folder
 * names removed.
 */
export function prune(options: { root: string; remote: RemoteName; keep: number; now: Date }): string[] {
  const { root, remote, keep, now } = options;
  if (!Number.isInteger(keep) || keep < 0) throw new Error(`--keep must be a whole number, not ${keep}`);
  return withRegistryLock(root, () => {
    const entry = readRegistry(root).remotes[remote];
    const needed = new Set([entry?.live, entry?.rollout?.version, entry && rollbackTarget(entry)]);
    const { complete, incomplete } = storedReleases(root, remote);
    const dir = (name: string) => path.join(root, remote, name);
    const stale = incomplete.filter(
      (name) => !name.startsWith(INCOMING_PREFIX) || now.getTime() - statSync(dir(name)).mtimeMs > INCOMING_GRACE_MS,
    );
    const beyond = complete
      .slice(keep)
      .map((release) => release.version)
      .filter((version) => !needed.has(version));
    const removed = [...stale, ...beyond];
    for (const name of removed) rmSync(dir(name), { recursive: true, force: true });
    return removed;
  });
}
