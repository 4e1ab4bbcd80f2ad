import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeliveryError, type DeployOptions, deploy, rollback } from './deploy.ts';
import { readRegistry } from './registry.ts';
import { storeRelease, temporaryDir } from './test-fixtures.ts';

const A = '0.1.0-aaaaaaaaaa';
const B = '0.1.0-bbbbbbbbbb';
const C = '0.1.0-cccccccccc';

/** A releases folder holding releases A, B and C of mfe-listings. */
function releases() {
  const root = temporaryDir('releases-');
  for (const version of [A, B, C]) storeRelease(root, version);
  return root;
}

let clock = Date.parse('2026-11-26T06:00:00Z');
/** Each command a minute after the one before. */
function common(root: string) {
  clock += 60_000;
  return { root, remote: 'mfe-listings' as const, by: 'amira', now: new Date(clock) };
}
const deployTo = (root: string, version: string, extra: Partial<DeployOptions> = {}) =>
  deploy({ ...common(root), version, problems: () => [], ...extra });
const entryIn = (root: string) => readRegistry(root).remotes['mfe-listings'];
const registryText = (root: string) => readFileSync(path.join(root, 'registry.json'), 'utf8');

describe('deploy', () => {
  it('makes a release live and records who did it when', () => {
    const root = releases();
    expect(deployTo(root, A).message).toBe(`mfe-listings ${A} is live`);
    const entry = entryIn(root);
    expect(entry?.live).toBe(A);
    expect(entry?.history).toEqual([{ action: 'deploy', version: A, at: expect.any(String), by: 'amira' }]);
  });

  it('refuses a version with no release, and a name that is not a version, writing nothing', () => {
    const root = releases();
    deployTo(root, A);
    const before = registryText(root);
    expect(() => deployTo(root, '0.1.0-0000000000')).toThrow(/has no release 0.1.0-0000000000/);
    expect(() => deployTo(root, '../../etc')).toThrow(DeliveryError);
    expect(registryText(root)).toBe(before);
  });

  it('refuses a release the shell cannot run, saying every mismatch, and leaves the registry as it was', () => {
    const root = releases();
    deployTo(root, A);
    const before = registryText(root);
    const problems = () => [
      'shared module react: the release needs ^20.0.0, the shell provides 19.2.3',
      'contracts: …',
    ];
    let error: unknown;
    try {
      deployTo(root, B, { problems });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as Error).message).toContain('cannot run under the running shell');
    expect((error as Error).message).toContain(
      '  - shared module react: the release needs ^20.0.0, the shell provides 19.2.3',
    );
    expect((error as Error).message).toContain('  - contracts: …');
    expect(registryText(root)).toBe(before);
  });

  it('does nothing for the release that is already live', () => {
    const root = releases();
    deployTo(root, A);
    const outcome = deployTo(root, A);
    expect(outcome).toEqual({ message: `mfe-listings ${A} is already live`, changed: false });
    expect(entryIn(root)?.history).toHaveLength(1);
  });

  it('rolls a release out to a share of visitors beside the live one, then completes it', () => {
    const root = releases();
    deployTo(root, A);
    deployTo(root, B, { percent: 10 });
    const rolling = entryIn(root);
    expect(rolling?.live).toBe(A);
    expect(rolling?.rollout).toEqual({ version: B, percent: 10, startedAt: expect.any(String) });
    expect(rolling?.history.at(-1)).toMatchObject({ action: 'rollout', version: B, percent: 10 });
    deployTo(root, B, { percent: 50 });
    expect(entryIn(root)?.rollout).toEqual({ version: B, percent: 50, startedAt: rolling?.rollout?.startedAt });
    deployTo(root, B, { percent: 100 });
    const done = entryIn(root);
    expect(done?.live).toBe(B);
    expect(done?.rollout).toBeUndefined();
    expect(done?.history.at(-1)).toMatchObject({ action: 'rollout-complete', version: B });
  });

  it('refuses a rollout with nothing live, of the live release, or with a share outside 1–100', () => {
    const root = releases();
    expect(() => deployTo(root, A, { percent: 10 })).toThrow(/no live release/);
    deployTo(root, A);
    expect(() => deployTo(root, A, { percent: 10 })).toThrow(/already live/);
    expect(() => deployTo(root, B, { percent: 0 })).toThrow(/1 to 100/);
    expect(() => deployTo(root, B, { percent: 12.5 })).toThrow(/1 to 100/);
    expect(entryIn(root)?.rollout).toBeUndefined();
  });

  it('takes a full deploy of another release during a rollout as a plain deploy that ends it', () => {
    const root = releases();
    deployTo(root, A);
    deployTo(root, B, { percent: 10 });
    deployTo(root, C);
    expect(entryIn(root)).toMatchObject({ live: C, history: [{}, {}, { action: 'deploy', version: C }] });
    expect(entryIn(root)?.rollout).toBeUndefined();
  });
});

describe('rollback', () => {
  it('ends a rollout, leaving the live release', () => {
    const root = releases();
    deployTo(root, A);
    deployTo(root, B, { percent: 10 });
    expect(rollback(common(root)).message).toContain(`the rollout of ${B} ended`);
    const entry = entryIn(root);
    expect(entry?.live).toBe(A);
    expect(entry?.rollout).toBeUndefined();
    expect(entry?.history.at(-1)).toMatchObject({ action: 'rollout-end', version: B });
  });

  it('makes the release live before the current one live again, walking further back each time', () => {
    const root = releases();
    deployTo(root, A);
    deployTo(root, B);
    deployTo(root, C);
    rollback(common(root));
    expect(entryIn(root)?.live).toBe(B);
    expect(entryIn(root)?.history.at(-1)).toMatchObject({ action: 'rollback', version: B, by: 'amira' });
    rollback(common(root));
    expect(entryIn(root)?.live).toBe(A);
    expect(() => rollback(common(root))).toThrow(/nothing to roll back to/);
  });

  it('rolls back past a completed rollout to what was live before it', () => {
    const root = releases();
    deployTo(root, A);
    deployTo(root, B, { percent: 20 });
    deployTo(root, B);
    rollback(common(root));
    expect(entryIn(root)?.live).toBe(A);
  });

  it('after a rollback and a new deploy, rolls back to the release live before that deploy', () => {
    const root = releases();
    deployTo(root, A);
    deployTo(root, B);
    rollback(common(root));
    deployTo(root, C);
    rollback(common(root));
    expect(entryIn(root)?.live).toBe(A);
  });

  it('refuses when the remote was never deployed, or was deployed once, and writes nothing', () => {
    const root = releases();
    expect(() => rollback(common(root))).toThrow(/never been deployed/);
    deployTo(root, A);
    const before = registryText(root);
    expect(() => rollback(common(root))).toThrow(DeliveryError);
    expect(registryText(root)).toBe(before);
  });
});
