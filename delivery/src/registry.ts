import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Watched, watchedFile } from 'server-kit/watched-file';
import { REGISTRY_FILE, type Registry, registry } from './release-format.ts';

const EMPTY: Registry = { remotes: {} };

/** The registry in `root`; an empty one where none was written yet. Throws on a file that is not a registry. */
export function readRegistry(root: string): Registry {
  let text: string;
  try {
    text = readFileSync(path.join(root, REGISTRY_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY;
    throw error;
  }
  return registry.parse(JSON.parse(text));
}

/**
 * Replaces the registry in one step: written beside it, then renamed over it, so a reader sees the
 * old file or the new one, never half of one.
 */
function writeRegistry(root: string, next: Registry) {
  mkdirSync(root, { recursive: true });
  const file = path.join(root, REGISTRY_FILE);
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry.parse(next), null, 2)}\n`);
  renameSync(temporary, file);
}

const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a command that died; it is taken over. */
const STALE_LOCK_MS = 60_000;

/** Holding the lock: the file exists with our token in it (so we never remove another's lock). */
type Held = { file: string; token: string };

/**
 * Takes the registry's lock once: the lock file created with our token, or a stale one (left by a
 * command that died) taken over. Taking over renames the stale file to a name of our own first, so
 * of two processes that both found it stale only one removes it. Undefined when another holds it.
 */
function tryLock(root: string): Held | undefined {
  mkdirSync(root, { recursive: true });
  const file = path.join(root, `${REGISTRY_FILE}.lock`);
  const token = `${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, token, { flag: 'wx' });
      return { file, token };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age <= STALE_LOCK_MS) return undefined;
    const claimed = `${file}.stale.${token}`;
    try {
      renameSync(file, claimed);
      rmSync(claimed, { force: true });
    } catch {
      // Another process took it over first: try once more to create ours.
    }
  }
  return undefined;
}

function unlock({ file, token }: Held) {
  try {
    if (readFileSync(file, 'utf8') === token) rmSync(file, { force: true });
  } catch {
    // Gone already (taken over as stale after a very long hold): nothing of ours to remove.
  }
}

/**
 * Runs `task` holding the registry's lock file, so no other delivery command changes the registry
 * (or prunes the releases it names) meanwhile. `wait: false` (the BFF, whose event loop must never
 * stop) gives up at once when another holds it, returning undefined; commands wait up to 10 s.
 */
export function withRegistryLock<T>(root: string, task: () => T): T;
export function withRegistryLock<T>(root: string, task: () => T, options: { wait: false }): T | undefined;
export function withRegistryLock<T>(root: string, task: () => T, options: { wait?: boolean } = {}): T | undefined {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let held = tryLock(root);
  while (!held) {
    if (options.wait === false) return undefined;
    if (Date.now() > deadline) {
      throw new Error(`the registry is locked by another command (${path.join(root, `${REGISTRY_FILE}.lock`)})`);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    held = tryLock(root);
  }
  try {
    return task();
  } finally {
    unlock(held);
  }
}

/** Reads, changes and writes the registry (the lock already held). */
function change(root: string, next: (current: Registry) => Registry): Registry {
  const current = readRegistry(root);
  const changed = next(current);
  if (changed !== current) writeRegistry(root, changed);
  return changed;
}

/**
 * Reads, changes and writes the registry under its lock, so two deploys at once cannot lose one
 * another's change. `next` returns the next registry, or the one it was given (or throws) to leave
 * the file as it is.
 */
export function updateRegistry(root: string, next: (current: Registry) => Registry): Registry {
  return withRegistryLock(root, () => change(root, next));
}

/** `updateRegistry` if the lock is free now; undefined (nothing done) if another holds it. */
export function updateRegistryIfFree(root: string, next: (current: Registry) => Registry): Registry | undefined {
  return withRegistryLock(root, () => change(root, next), { wait: false });
}

/**
 * The registry as a long-running reader (the BFF) sees it: looked at no more than once a second
 * (`now`), read again only when the file changed (a rename gives it a new inode): a deploy shows
 * within a second, with no restart (server-kit's watchedFile). A registry that cannot be read keeps
 * the last good one (and `onError` hears of it once); none yet, an empty registry.
 */
export function registryWatcher(
  root: string,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
) {
  const watched = watchedFile(path.join(root, REGISTRY_FILE), () => readRegistry(root), options.now);
  let last: Watched<Registry> | undefined;
  let good: Registry = EMPTY;
  return (): Registry => {
    const current = watched();
    if (current === last) return good;
    last = current;
    if ('value' in current) good = current.value;
    else if ((current.error as NodeJS.ErrnoException).code === 'ENOENT') good = EMPTY;
    else options.onError?.(current.error);
    return good;
  };
}
