import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateRegistry } from './registry.ts';
import { autoRollBack, recordOutcome } from './rollout.ts';
import { statusReport } from './status.ts';

const LIVE = '0.1.0-aaaaaaaaaa';
const NEXT = '0.1.0-bbbbbbbbbb';
const policy = { minVisitors: 2, maxFailureRate: 0.2 };
const at = new Date('2026-11-26T05:01:00.000Z');

describe('releases status', () => {
  it('shows each release of a rollout with the visitors who loaded it and who saw it fail, then the automatic rollback', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'status-'));
    expect(statusReport(root, 'mfe-listings', policy)).toBe(`mfe-listings is not deployed in ${root}`);
    updateRegistry(root, () => ({
      remotes: {
        'mfe-listings': {
          live: LIVE,
          rollout: { version: NEXT, percent: 10, startedAt: '2026-11-26T05:00:00.000Z' },
          history: [
            { action: 'deploy', version: LIVE, at: '2026-11-26T04:00:00.000Z', by: 'ops' },
            { action: 'rollout', version: NEXT, at: '2026-11-26T05:00:00.000Z', by: 'ops', percent: 10 },
          ],
        },
      },
    }));
    for (const [version, outcome, visitorId] of [
      [LIVE, 'load', 'a'],
      [NEXT, 'load', 'b'],
      [NEXT, 'load', 'c'],
      [NEXT, 'failure', 'c'],
    ] as const) {
      recordOutcome(root, { remote: 'mfe-listings', version, outcome, visitorId, at });
    }
    const during = statusReport(root, 'mfe-listings', policy);
    expect(during).toContain('rollout of 0.1.0-bbbbbbbbbb to 10%');
    expect(during).toMatch(/0\.1\.0-aaaaaaaaaa\s+live \(90%\)\s+1\s+0\s+0\.0 %/);
    expect(during).toMatch(/0\.1\.0-bbbbbbbbbb\s+rollout 10%\s+2\s+1\s+50\.0 %/);
    expect(during).toContain('due now: 1 of 2 visitors failed to load it');

    autoRollBack(root, 'mfe-listings', policy, () => new Date('2026-11-26T05:02:00.000Z'));
    const after = statusReport(root, 'mfe-listings', policy);
    expect(after).toContain('no rollout running');
    expect(after).toContain(
      'auto-rollback  0.1.0-bbbbbbbbbb  by bff: 1 of 2 visitors failed to load it (50.0 % > 20.0 %)',
    );
  });
});
