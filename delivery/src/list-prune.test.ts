import { existsSync, mkdirSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploy, rollback } from './deploy.ts';
import { liveStack } from './history.ts';
import { releaseTable } from './list.ts';
import { prune } from './prune.ts';
import { readRegistry } from './registry.ts';
import { storedReleases } from './store.ts';
import { storeRelease, temporaryDir, writeFiles } from './test-fixtures.ts';

const versions = ['0.1.0-1111111111', '0.1.0-2222222222', '0.1.0-3333333333', '0.1.0-4444444444', '0.1.0-5555555555'];

/** Five releases of mfe-listings, made a day apart (versions[0] first). */
function releases() {
  const root = temporaryDir('releases-');
  for (const [index, version] of versions.entries()) {
    storeRelease(root, version, { createdAt: `2026-11-2${index}T10:00:00.000Z`, createdBy: `dev${index}` });
  }
  return root;
}

const now = new Date('2026-11-26T12:00:00Z');
const act = (root: string, by = 'ops') => ({ root, remote: 'mfe-listings' as const, by, now });
const deployTo = (root: string, version: string, percent?: number) =>
  deploy({ ...act(root), version, problems: () => [], ...(percent ? { percent } : {}) });
const entryIn = (root: string) => readRegistry(root).remotes['mfe-listings'];

describe('storedReleases', () => {
  it('lists complete releases newest first and names folders without a release.json apart', () => {
    const root = releases();
    writeFiles(root, { 'mfe-listings/0.1.0-9999999999/static/a.js': '' });
    const stored = storedReleases(root, 'mfe-listings');
    expect(stored.complete.map((release) => release.version)).toEqual([...versions].reverse());
    expect(stored.incomplete).toEqual(['0.1.0-9999999999']);
    expect(storedReleases(root, 'mfe-admin')).toEqual({ complete: [], incomplete: [] });
  });
});

describe('releaseTable', () => {
  it('shows each release with who made it, which is live, in rollout or the rollback target, and its last deploy', () => {
    const root = releases();
    deployTo(root, versions[1] ?? '');
    deployTo(root, versions[2] ?? '');
    deployTo(root, versions[3] ?? '', 10);
    const table = releaseTable(storedReleases(root, 'mfe-listings').complete, entryIn(root));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^VERSION\s+CREATED\s+BY\s+STATE\s+LAST DEPLOYED\s+BY$/);
    expect(lines[1]).toMatch(/^0\.1\.0-5555555555\s+2026-11-24 10:00Z\s+dev4\s+-\s+-\s+-$/);
    expect(lines[2]).toMatch(/^0\.1\.0-4444444444 .* rollout 10%\s+2026-11-26 12:00Z rollout\s+ops$/);
    expect(lines[3]).toMatch(/^0\.1\.0-3333333333 .* live \(90%\)\s+2026-11-26 12:00Z deploy\s+ops$/);
    expect(lines[4]).toMatch(/^0\.1\.0-2222222222 .* dev1\s+-\s+2026-11-26 12:00Z deploy\s+ops$/);
    rollback(act(root)); // ends the rollout: the previous release is the rollback target again
    const after = releaseTable(storedReleases(root, 'mfe-listings').complete, entryIn(root)).split('\n');
    expect(after[3]).toMatch(/ live /);
    expect(after[4]).toMatch(/ rollback target /);
  });
});

describe('prune', () => {
  it('removes the oldest releases beyond the number kept, never the live one, the rollout or the rollback target', () => {
    const root = releases();
    deployTo(root, versions[0] ?? ''); // oldest, rollback target
    deployTo(root, versions[1] ?? ''); // live
    deployTo(root, versions[2] ?? '', 10); // in rollout
    const removed = prune({ ...act(root), keep: 1 });
    expect(removed.sort()).toEqual([versions[3]]);
    expect(readdirSync(path.join(root, 'mfe-listings')).sort()).toEqual([0, 1, 2, 4].map((index) => versions[index]));
  });

  it('keeps the rollback target (none during a rollout) and removes what is beyond', () => {
    const root = releases();
    deployTo(root, versions[0] ?? '');
    deployTo(root, versions[1] ?? '');
    expect(prune({ ...act(root), keep: 0 }).sort()).toEqual(versions.slice(2));
  });

  it('removes folders that never became releases, but not a copy being made right now', () => {
    const root = releases();
    writeFiles(root, { 'mfe-listings/0.1.0-9999999999/a.js': '' });
    const making = path.join(root, 'mfe-listings', '.incoming-0.1.0-8888888888-1-1');
    const stuck = path.join(root, 'mfe-listings', '.incoming-0.1.0-7777777777-1-1');
    mkdirSync(making);
    mkdirSync(stuck);
    const longAgo = new Date(now.getTime() - 2 * 60 * 60_000);
    utimesSync(stuck, longAgo, longAgo);
    utimesSync(making, now, now);
    expect(prune({ ...act(root), keep: 5 }).sort()).toEqual(['.incoming-0.1.0-7777777777-1-1', '0.1.0-9999999999']);
    expect(existsSync(making)).toBe(true);
  });
});

describe('liveStack', () => {
  it('trusts a rollback event over a history that does not tell how its release came to be live', () => {
    const at = '2026-11-26T05:00:00.000Z';
    const [a = '', b = '', c = ''] = versions;
    const entry = {
      live: b,
      history: [
        { action: 'deploy' as const, version: c, at, by: 'x' },
        { action: 'rollback' as const, version: b, at, by: 'x' },
      ],
    };
    expect(liveStack(entry)).toEqual([b]);
    expect(liveStack({ live: a, history: [] })).toEqual([a]);
  });
});
