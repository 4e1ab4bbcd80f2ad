import { releaseState, table } from './list.ts';
import { readRegistry } from './registry.ts';
import type { RemoteName } from './release-format.ts';
import { type RollbackPolicy, releaseHealth, rollbackReason } from './rollout.ts';

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '-');

/**
 * `releases status <remote>`: for each release the BFF saw during rollouts, the visitors who loaded
 * it and those whose shell reported it failed (counted from the current rollout's start while one
 * runs), the rule for an automatic rollback, and the rollouts' history.
 */
export function statusReport(root: string, remote: RemoteName, policy: RollbackPolicy): string {
  const entry = readRegistry(root).remotes[remote];
  if (!entry) return `${remote} is not deployed in ${root}`;
  const health = releaseHealth(root, remote, entry.rollout?.startedAt);
  const versions = [...new Set([entry.live, ...(entry.rollout ? [entry.rollout.version] : []), ...health.keys()])];
  const rows = versions.map((version) => {
    const seen = health.get(version) ?? { loads: 0, failures: 0 };
    return [
      version,
      releaseState(entry, version) || '-',
      String(seen.loads),
      String(seen.failures),
      percent(seen.failures, seen.loads),
    ];
  });
  const verdict = entry.rollout ? rollbackReason(health.get(entry.rollout.version), policy) : undefined;
  const rollouts = entry.history
    .filter((event) => event.action.startsWith('rollout') || event.action === 'auto-rollback')
    .slice(-10)
    .map(
      (event) =>
        `  ${event.at.slice(0, 19).replace('T', ' ')}Z  ${event.action}  ${event.version}${event.percent ? ` ${event.percent}%` : ''}  by ${event.by}${event.reason ? `: ${event.reason}` : ''}`,
    );
  return [
    `${remote}: ${entry.rollout ? `rollout of ${entry.rollout.version} to ${entry.rollout.percent}% since ${entry.rollout.startedAt}` : 'no rollout running'}`,
    table(['VERSION', 'STATE', 'VISITORS LOADED', 'FAILED', 'FAILURE RATE'], rows),
    `automatic rollback: more than ${(policy.maxFailureRate * 100).toFixed(1)} % of at least ${policy.minVisitors} visitors failing (ROLLOUT_MAX_FAILURE_RATE, ROLLOUT_MIN_VISITORS)${verdict ? ` — due now: ${verdict}` : ''}`,
    ...(rollouts.length ? ['rollouts:', ...rollouts] : []),
  ].join('\n');
}
