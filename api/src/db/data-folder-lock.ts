/**
 * One process owns an embedded data folder. Two PGlite instances on one folder each see only their
 * own writes and overwrite each other's files, so a second api (or `npm run seed` beside a running
 * api) must refuse to start, saying who owns the folder. The lock is a file created exclusively,
 * naming its owner; a lock whose owner is gone (a crash, kill -9, a container restarted with the
 * same pid) is taken over.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'owner.lock';

type Owner = { pid: number; hostname: string; startedAt: string; command: string; processStart?: string };

export class DataFolderInUseError extends Error {
  constructor(folder: string, owner: Owner) {
    const where = owner.hostname === hostname() ? '' : ` on ${owner.hostname}`;
    super(
      `the data folder ${folder} is in use by process ${owner.pid}${where} (${owner.command}, since ${owner.startedAt}): ` +
        'one process owns it at a time; stop that one first, or give this one another DATA_DIR',
    );
    this.name = 'DataFolderInUseError';
  }
}

/**
 * When the process with `pid` started, in clock ticks since boot (Linux), to tell a live owner from
 * another process that was given its pid later. Undefined where /proc does not say.
 */
function processStart(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  if (owner.hostname !== hostname()) return true; // Another machine's process cannot be asked: assume it runs.
  if (owner.pid === process.pid) return false; // Our own pid, yet we do not hold it: a previous life's lock.
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: a process of another user holds that pid, alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(owner.pid);
  return owner.processStart === undefined || started === undefined || started === owner.processStart;
}

function readOwner(file: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Owner;
  } catch {
    // Gone meanwhile, or half-written by an owner killed while writing it.
    return undefined;
  }
}

/** Takes `folder` for this process, or throws DataFolderInUseError. Returns the release. */
export function lockDataFolder(folder: string): { release: () => void } {
  const file = path.join(folder, LOCK_FILE);
  const me: Owner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((arg) => path.relative(process.cwd(), arg) || arg)
      .join(' '),
    processStart: processStart('self'),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (created(file, me)) {
      const release = () => {
        process.off('exit', release);
        releaseIfMine(file);
      };
      // An exit without close (an uncaught error) lets the folder go too; kill -9 leaves a stale lock.
      process.once('exit', release);
      return { release };
    }
    const owner = readOwner(file);
    if (owner && isAlive(owner)) throw new DataFolderInUseError(folder, owner);
    // Stale: moved aside in one step, so of two processes taking it over only one removes it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
      unlinkSync(aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const owner = readOwner(file);
  throw owner ? new DataFolderInUseError(folder, owner) : new Error(`could not lock the data folder ${folder}`);
}

/**
 * Creates the lock whole or not at all: written beside it, then linked into place (a link fails if
 * the name exists), so nobody ever reads a lock half-written and takes it for a dead owner's.
 */
function created(file: string, me: Owner): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(draft);
  }
}

function releaseIfMine(file: string) {
  if (readOwner(file)?.pid !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

/**
 * How a process that opens the database meets a folder in use: one line naming the owner, no stack
 * trace, exit code 1. Any other error is thrown on.
 */
export function refuseIfInUse(tool: string) {
  return (error: unknown): never => {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`[${tool}] refusing to start: ${error.message}`);
    process.exit(1);
  };
}
