import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry, updateRegistry } from './registry.ts';
import type { RemoteEntry } from './release-format.ts';
import {
  autoRollBack,
  bucketOf,
  recordOutcome,
  releaseForVisitor,
  releaseHealth,
  rollbackPolicy,
  rollbackReason,
} from './rollout.ts';

const LIVE = '0.1.0-aaaaaaaaaa';
const NEXT = '0.1.0-bbbbbbbbbb';
const startedAt = '2026-11-26T05:00:00.000Z';
const during = new Date('2026-11-26T05:01:00.000Z');
const entry = (percent: number): RemoteEntry => ({
  live: LIVE,
  rollout: { version: NEXT, percent, startedAt },
  history: [{ action: 'rollout', version: NEXT, at: startedAt, by: 'test', percent }],
});
const visitors = (count: number, prefix = 'visitor') => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe('percentage rollout', () => {
  it('gives about the share asked for the rollout release, and each visitor the same one every time', () => {
    const chosen = visitors(2000).filter((id) => releaseForVisitor(entry(10), id) === NEXT);
    expect(chosen.length).toBeGreaterThan(140);
    expect(chosen.length).toBeLessThan(260);
    for (const id of chosen.slice(0, 20)) expect(releaseForVisitor(entry(10), id)).toBe(NEXT);
  });

  it('keeps a visitor already in when the share grows, and gives everyone the live release without a rollout', () => {
    const inAtTen = visitors(500).filter((id) => releaseForVisitor(entry(10), id) === NEXT);
    for (const id of inAtTen) expect(releaseForVisitor(entry(50), id)).toBe(NEXT);
    const { rollout: _none, ...withoutRollout } = entry(10);
    for (const id of inAtTen) expect(releaseForVisitor(withoutRollout, id)).toBe(LIVE);
    expect(releaseForVisitor(entry(99), undefined)).toBe(LIVE);
  });

  it('puts visitors in buckets 0 to 99', () => {
    const buckets = new Set(visitors(3000).map(bucketOf));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
  });
});

describe('release health', () => {
  it('counts distinct visitors per release, and a failure only from a visitor who asked for that release', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'health-'));
    const record = (version: string, outcome: 'load' | 'failure', visitorId: string) =>
      recordOutcome(root, { remote: 'mfe-listings', version, outcome, visitorId, at: during });
    record(NEXT, 'load', 'a');
    record(NEXT, 'load', 'a');
    record(NEXT, 'failure', 'b'); // never asked for it: a forged report
    record(NEXT, 'failure', 'c');
    record(NEXT, 'failure', 'c');
    record(NEXT, 'load', 'c');
    record(LIVE, 'load', 'd');
    const health = releaseHealth(root, 'mfe-listings');
    expect(health.get(NEXT)).toEqual({ loads: 2, failures: 1 });
    expect(health.get(LIVE)).toEqual({ loads: 1, failures: 0 });
    expect(releaseHealth(root, 'mfe-listings', '2026-11-26T06:00:00.000Z').size).toBe(0);
    expect(releaseHealth(root, 'mfe-account').size).toBe(0);
  });

  it('calls for a rollback only past the failure rate, and only with enough visitors to tell', () => {
    const policy = { minVisitors: 20, maxFailureRate: 0.05 };
    expect(rollbackReason({ loads: 19, failures: 19 }, policy)).toBeUndefined();
    expect(rollbackReason({ loads: 20, failures: 1 }, policy)).toBeUndefined();
    expect(rollbackReason({ loads: 20, failures: 2 }, policy)).toBe(
      '2 of 20 visitors failed to load it (10.0 % > 5.0 %)',
    );
    expect(rollbackPolicy({})).toEqual(policy);
    expect(rollbackPolicy({ ROLLOUT_MIN_VISITORS: '3', ROLLOUT_MAX_FAILURE_RATE: '0.2' })).toEqual({
      minVisitors: 3,
      maxFailureRate: 0.2,
    });
    expect(() => rollbackPolicy({ ROLLOUT_MAX_FAILURE_RATE: '2' })).toThrow(/between 0 and 1/);
  });

  it('ends a failing rollout on its own, keeps the live release, and says why in the history', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'health-'));
    updateRegistry(root, () => ({ remotes: { 'mfe-listings': entry(10) } }));
    const policy = { minVisitors: 3, maxFailureRate: 0.2 };
    for (const id of ['a', 'b', 'c']) {
      recordOutcome(root, { remote: 'mfe-listings', version: NEXT, outcome: 'load', visitorId: id, at: during });
    }
    expect(autoRollBack(root, 'mfe-listings', policy)).toBeUndefined();
    expect(readRegistry(root).remotes['mfe-listings']?.rollout?.version).toBe(NEXT);
    recordOutcome(root, { remote: 'mfe-listings', version: NEXT, outcome: 'failure', visitorId: 'a', at: during });
    const reason = autoRollBack(root, 'mfe-listings', policy, () => new Date('2026-11-26T05:02:00.000Z'));
    expect(reason).toBe('1 of 3 visitors failed to load it (33.3 % > 20.0 %)');
    const after = readRegistry(root).remotes['mfe-listings'];
    expect(after?.rollout).toBeUndefined();
    expect(after?.live).toBe(LIVE);
    expect(after?.history.at(-1)).toEqual({
      action: 'auto-rollback',
      version: NEXT,
      at: '2026-11-26T05:02:00.000Z',
      by: 'bff',
      reason,
    });
    // Done once: the next check finds no rollout.
    expect(autoRollBack(root, 'mfe-listings', policy)).toBeUndefined();
  });

  it('counts from the rollout’s start: failures of an earlier rollout of the same release do not end a new one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'health-'));
    const before = new Date('2026-11-26T04:00:00.000Z');
    for (const id of ['a', 'b', 'c']) {
      for (const outcome of ['load', 'failure'] as const) {
        recordOutcome(root, { remote: 'mfe-listings', version: NEXT, outcome, visitorId: id, at: before });
      }
    }
    updateRegistry(root, () => ({ remotes: { 'mfe-listings': entry(10) } }));
    expect(autoRollBack(root, 'mfe-listings', { minVisitors: 3, maxFailureRate: 0.2 })).toBeUndefined();
  });
});
