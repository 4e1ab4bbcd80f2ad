import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readRegistry, updateRegistryIfFree } from './registry.ts';
import type { RemoteEntry, RemoteName, Rollout } from './release-format.ts';

/**
 * A percentage rollout: a share of visitors, chosen by the visitor id in a long-lived cookie, gets the
 * rollout's release instead of the live one. Sticky: a visitor's bucket never changes, so a visitor
 * stays on one release while the share is held, and one already in stays in when it grows.
 */

/** A visitor's bucket, 0–99, from their id: the same id always lands in the same bucket. */
export function bucketOf(visitorId: string): number {
  return createHash('sha256').update(visitorId).digest().readUInt32BE(0) % 100;
}

/**
 * A visitor's bucket in one rollout. Salted by the rollout (its release and start, which a growing
 * percent keeps), so each rollout tries its release on other visitors, not the same tenth every time.
 */
export const rolloutBucket = (rollout: Rollout, visitorId: string) =>
  bucketOf(`${rollout.version}/${rollout.startedAt}/${visitorId}`);

/** The release a visitor gets of a deployed remote. */
export function releaseForVisitor(entry: RemoteEntry, visitorId: string | undefined): string {
  const { rollout } = entry;
  if (!rollout || visitorId === undefined) return entry.live;
  return rolloutBucket(rollout, visitorId) < rollout.percent ? rollout.version : entry.live;
}

/**
 * What the BFF learns of a rollout's release, one JSON line each in `<root>/health/<remote>.jsonl`:
 * a visitor asked for its manifest (a load), or the shell reported that loading it failed. Visitors
 * are kept as a hash of their id. Appends of a line this short are atomic, so several BFF instances
 * on one disk can write the same file.
 */
export type LoadOutcome = 'load' | 'failure';

const healthFile = (root: string, remote: RemoteName) => path.join(root, 'health', `${remote}.jsonl`);
const visitorKey = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex').slice(0, 16);

export function recordOutcome(
  root: string,
  {
    remote,
    version,
    outcome,
    visitorId,
    at,
  }: { remote: RemoteName; version: string; outcome: LoadOutcome; visitorId: string; at: Date },
) {
  mkdirSync(path.join(root, 'health'), { recursive: true });
  const line = JSON.stringify({ v: version, o: outcome, id: visitorKey(visitorId), at: at.toISOString() });
  appendFileSync(healthFile(root, remote), `${line}\n`);
}

/**
 * Per release: how many distinct visitors asked for it, and how many of them saw it fail. A failure
 * counts only from a visitor who asked for that release's manifest: a report from an id the BFF never
 * served the release to is not believed.
 */
export type ReleaseHealth = { loads: number; failures: number };

export function releaseHealth(root: string, remote: RemoteName, since?: string): Map<string, ReleaseHealth> {
  let text = '';
  try {
    text = readFileSync(healthFile(root, remote), 'utf8');
  } catch {
    return new Map();
  }
  const visitors = new Map<string, { loads: Set<string>; failures: Set<string> }>();
  for (const line of text.split('\n')) {
    const record = parseLine(line);
    if (!record || (since && record.at < since)) continue;
    const seen = visitors.get(record.v) ?? { loads: new Set(), failures: new Set() };
    visitors.set(record.v, seen);
    (record.o === 'load' ? seen.loads : seen.failures).add(record.id);
  }
  return new Map(
    [...visitors].map(([version, seen]) => [
      version,
      { loads: seen.loads.size, failures: [...seen.failures].filter((id) => seen.loads.has(id)).length },
    ]),
  );
}

function parseLine(line: string): { v: string; o: LoadOutcome; id: string; at: string } | undefined {
  if (!line) return undefined;
  try {
    const record = JSON.parse(line);
    const valid =
      typeof record?.v === 'string' &&
      (record.o === 'load' || record.o === 'failure') &&
      typeof record.id === 'string' &&
      typeof record.at === 'string';
    return valid ? record : undefined; // a torn or foreign line is skipped, not fatal
  } catch {
    return undefined;
  }
}

/**
 * When a rollout is rolled back on its own: once at least `minVisitors` visitors loaded the rollout's
 * release and more than `maxFailureRate` of them saw it fail. Few visitors say nothing: one failure
 * in three visitors is noise, not a finding.
 */
export type RollbackPolicy = { minVisitors: number; maxFailureRate: number };

export function rollbackPolicy(env: NodeJS.ProcessEnv = process.env): RollbackPolicy {
  const minVisitors = Number(env.ROLLOUT_MIN_VISITORS ?? 20);
  const maxFailureRate = Number(env.ROLLOUT_MAX_FAILURE_RATE ?? 0.05);
  if (!Number.isInteger(minVisitors) || minVisitors < 1)
    throw new Error('ROLLOUT_MIN_VISITORS must be a whole number ≥ 1');
  if (!(maxFailureRate >= 0 && maxFailureRate < 1)) throw new Error('ROLLOUT_MAX_FAILURE_RATE must be between 0 and 1');
  return { minVisitors, maxFailureRate };
}

/** Why a rollout should end now, or undefined while it may go on. */
export function rollbackReason(health: ReleaseHealth | undefined, policy: RollbackPolicy): string | undefined {
  if (!health || health.loads < policy.minVisitors) return undefined;
  const rate = health.failures / health.loads;
  if (rate <= policy.maxFailureRate) return undefined;
  return `${health.failures} of ${health.loads} visitors failed to load it (${(rate * 100).toFixed(1)} % > ${(policy.maxFailureRate * 100).toFixed(1)} %)`;
}

/**
 * Ends a remote's rollout whose release fails too often (rollbackReason, counting from the rollout's
 * start), recording an 'auto-rollback' event; the live release stays. Safe to run from every BFF
 * instance at once: the change happens under the registry's lock and only while that rollout is on.
 * Returns the reason when it rolled back.
 */
export function autoRollBack(
  root: string,
  remote: RemoteName,
  policy: RollbackPolicy,
  now: () => Date = () => new Date(),
): string | undefined {
  const failing = (entry: RemoteEntry | undefined) =>
    entry?.rollout &&
    rollbackReason(releaseHealth(root, remote, entry.rollout.startedAt).get(entry.rollout.version), policy);
  // Looked at without the lock first: most checks find nothing to do and write nothing.
  if (!failing(readRegistry(root).remotes[remote])) return undefined;
  let reason: string | undefined;
  // Never waits for the lock (the BFF's event loop would stop): a held lock means next time.
  updateRegistryIfFree(root, (current) => {
    const entry = current.remotes[remote];
    reason = failing(entry) || undefined;
    if (!entry?.rollout || !reason) return current;
    const event = {
      action: 'auto-rollback' as const,
      version: entry.rollout.version,
      at: now().toISOString(),
      by: 'bff',
      reason,
    };
    const { rollout: _ended, ...rest } = entry;
    return { remotes: { ...current.remotes, [remote]: { ...rest, history: [...entry.history, event] } } };
  });
  return reason;
}
