import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from './data-folder-lock.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function folder() {
  const made = mkdtempSync(path.join(tmpdir(), 'qd-lock-'));
  cleanups.push(() => rmSync(made, { recursive: true, force: true }));
  return made;
}

/** Another process that takes `dir` with the same module, then lives until killed. */
async function ownerProcess(dir: string): Promise<ChildProcess> {
  const module = new URL('./data-folder-lock.ts', import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDataFolder } = await import(${JSON.stringify(module)}); lockDataFolder(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  cleanups.push(() => child.kill('SIGKILL'));
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  expect(line.toString()).toContain('locked');
  return child;
}

const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));

describe('the data folder lock', () => {
  it('names its owner in the folder and lets the folder go on release', () => {
    const dir = folder();
    const { release } = lockDataFolder(dir);
    expect(lockOf(dir)).toMatchObject({ pid: process.pid, hostname: hostname() });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second owner while the first lives, naming its process', async () => {
    const dir = folder();
    const owner = await ownerProcess(dir);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir)).toThrow(`is in use by process ${owner.pid} (`);
    expect(() => lockDataFolder(dir)).toThrow('stop that one first, or give this one another DATA_DIR');
  });

  it('takes over the lock of an owner killed without letting go', async () => {
    const dir = folder();
    const owner = await ownerProcess(dir);
    owner.kill('SIGKILL');
    await once(owner, 'exit');
    expect(lockOf(dir).pid).toBe(owner.pid);
    const { release } = lockDataFolder(dir);
    cleanups.push(release);
    expect(lockOf(dir).pid).toBe(process.pid);
  });

  it('takes over a lock whose pid now belongs to another process, or to this one', async () => {
    const dir = folder();
    const elsewhere = folder();
    await ownerProcess(elsewhere);
    // The pid of a live process, but not the process that wrote the lock (that one started at another time).
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ ...lockOf(elsewhere), processStart: '1' }));
    const first = lockDataFolder(dir);
    first.release();
    // This very pid, from a previous life of the process (a container restarted gives pid 1 again).
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, hostname: hostname() }));
    const second = lockDataFolder(dir);
    cleanups.push(second.release);
    expect(lockOf(dir).startedAt).toBeDefined();
  });

  it('refuses a lock from another machine, which it cannot ask', () => {
    const dir = folder();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, hostname: 'elsewhere', startedAt: 'then', command: 'api' }),
    );
    expect(() => lockDataFolder(dir)).toThrow('in use by process 1 on elsewhere (api, since then)');
  });
});
