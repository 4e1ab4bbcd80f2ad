import { existsSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry, registryWatcher, updateRegistry, updateRegistryIfFree, withRegistryLock } from './registry.ts';
import { REGISTRY_FILE } from './release-format.ts';

const event = (version: string) => ({ action: 'deploy' as const, version, at: '2026-11-26T05:00:00.000Z', by: 'test' });
const entry = (version: string) => ({ live: version, history: [event(version)] });

describe('registry', () => {
  it('is empty before the first deploy, and keeps what an update writes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    expect(readRegistry(root)).toEqual({ remotes: {} });
    updateRegistry(root, (current) => ({ remotes: { ...current.remotes, 'mfe-listings': entry('0.1.0-aaaaaaaaaa') } }));
    expect(readRegistry(root).remotes['mfe-listings']?.live).toBe('0.1.0-aaaaaaaaaa');
  });

  it('refuses to write a registry that does not match its schema, leaving the old one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    updateRegistry(root, () => ({ remotes: { 'mfe-admin': entry('0.1.0-aaaaaaaaaa') } }));
    expect(() => updateRegistry(root, () => ({ remotes: { 'mfe-admin': entry('latest') } }))).toThrow();
    expect(readRegistry(root).remotes['mfe-admin']?.live).toBe('0.1.0-aaaaaaaaaa');
  });

  it('is seen by a watcher within a second of a change, and a broken file keeps the last good one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    let clock = 0;
    const errors: unknown[] = [];
    const watched = registryWatcher(root, { now: () => clock, onError: (error) => errors.push(error) });
    expect(watched()).toEqual({ remotes: {} });
    updateRegistry(root, () => ({ remotes: { 'mfe-account': entry('0.1.0-bbbbbbbbbb') } }));
    expect(watched().remotes['mfe-account']).toBeUndefined(); // looked at less than a second ago
    clock += 1000;
    expect(watched().remotes['mfe-account']?.live).toBe('0.1.0-bbbbbbbbbb');
    writeFileSync(path.join(root, REGISTRY_FILE), '{ not json');
    clock += 1000;
    expect(watched().remotes['mfe-account']?.live).toBe('0.1.0-bbbbbbbbbb');
    expect(errors).toHaveLength(1);
  });
});

describe('updateRegistry and the lock', () => {
  it('leaves the file unwritten when the change returns the registry it was given', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    updateRegistry(root, () => ({ remotes: { 'mfe-admin': entry('0.1.0-aaaaaaaaaa') } }));
    const before = statSync(path.join(root, REGISTRY_FILE), { bigint: true }).ino;
    updateRegistry(root, (current) => current);
    expect(statSync(path.join(root, REGISTRY_FILE), { bigint: true }).ino).toBe(before);
  });

  it('holds the lock while a task runs, and frees it after one that throws', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const lock = path.join(root, `${REGISTRY_FILE}.lock`);
    expect(withRegistryLock(root, () => existsSync(lock))).toBe(true);
    expect(() =>
      withRegistryLock(root, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(existsSync(lock)).toBe(false);
  });

  it('lets the BFF give up at once while a command holds the lock, and a command wait for it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    withRegistryLock(root, () => {
      expect(
        updateRegistryIfFree(root, () => ({ remotes: { 'mfe-admin': entry('0.1.0-aaaaaaaaaa') } })),
      ).toBeUndefined();
    });
    expect(readRegistry(root)).toEqual({ remotes: {} });
    expect(updateRegistryIfFree(root, () => ({ remotes: { 'mfe-admin': entry('0.1.0-aaaaaaaaaa') } }))).toBeDefined();
    expect(existsSync(path.join(root, `${REGISTRY_FILE}.lock`))).toBe(false);
  });

  it('takes over a lock left by a command that died a while ago, but not a fresh one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'registry-'));
    const lock = path.join(root, `${REGISTRY_FILE}.lock`);
    writeFileSync(lock, 'someone else');
    expect(updateRegistryIfFree(root, (current) => current)).toBeUndefined();
    const longAgo = new Date(Date.now() - 120_000);
    utimesSync(lock, longAgo, longAgo);
    updateRegistry(root, () => ({ remotes: { 'mfe-listings': entry('0.1.0-cccccccccc') } }));
    expect(readRegistry(root).remotes['mfe-listings']?.live).toBe('0.1.0-cccccccccc');
    expect(existsSync(lock)).toBe(false);
  });
});
