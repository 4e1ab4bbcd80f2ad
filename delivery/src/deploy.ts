import { rollbackTarget } from './history.ts';
import { updateRegistry } from './registry.ts';
import {
  type Registry,
  type RegistryEvent,
  type ReleaseInfo,
  type RemoteEntry,
  type RemoteName,
  releaseVersion,
} from './release-format.ts';
import { findRelease } from './store.ts';

/** A command refused, with the reason to show; the registry is as it was. */
export class DeliveryError extends Error {}

export type Outcome = { message: string; changed: boolean };

type Common = { root: string; remote: RemoteName; by: string; now: Date };

export type DeployOptions = Common & {
  version: string;
  /** 1–99: a rollout to that share of visitors; none or 100: the release goes live. */
  percent?: number;
  /** Why the release cannot run under the running shell (compatibility.ts); none: it can. */
  problems: (release: ReleaseInfo) => string[];
};

/**
 * Points the registry at a release: live, or offered to `percent` of visitors beside the live one.
 * Refused (DeliveryError, registry untouched) for a release that is not there, one the running
 * shell cannot run, or a rollout with nothing live to roll out beside.
 */
export function deploy(options: DeployOptions): Outcome {
  const { root, remote, version, percent = 100 } = options;
  if (!releaseVersion.safeParse(version).success) throw new DeliveryError(`${version} is not a release version`);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new DeliveryError(`--percent must be a whole number from 1 to 100, not ${percent}`);
  }
  let outcome: Outcome = { message: '', changed: false };
  updateRegistry(root, (current) => {
    const release = findRelease(root, remote, version);
    if (!release) throw new DeliveryError(`${remote} has no release ${version} (npm run releases -- list ${remote})`);
    const problems = options.problems(release);
    if (problems.length > 0) {
      throw new DeliveryError(
        `${remote} ${version} cannot run under the running shell; nothing was deployed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    }
    const entry = current.remotes[remote];
    const change = percent === 100 ? goLive(entry, options) : rollOut(entry, { ...options, percent });
    outcome = { message: change.message, changed: change.entry !== entry };
    return outcome.changed && change.entry ? withEntry(current, remote, change.entry) : current;
  });
  return outcome;
}

type Change = { entry: RemoteEntry | undefined; message: string };

function goLive(entry: RemoteEntry | undefined, { remote, version, by, now }: DeployOptions): Change {
  if (entry?.live === version && !entry.rollout) return { entry, message: `${remote} ${version} is already live` };
  const completes = entry?.rollout?.version === version;
  const event: RegistryEvent = {
    action: completes ? 'rollout-complete' : 'deploy',
    version,
    at: now.toISOString(),
    by,
  };
  return {
    entry: { live: version, history: [...(entry?.history ?? []), event] },
    message: completes
      ? `${remote} ${version} is live for every visitor (rollout complete)`
      : `${remote} ${version} is live`,
  };
}

function rollOut(entry: RemoteEntry | undefined, options: DeployOptions & { percent: number }): Change {
  const { remote, version, percent, by, now } = options;
  if (!entry) throw new DeliveryError(`${remote} has no live release to roll ${version} out beside: deploy one first`);
  if (entry.live === version) throw new DeliveryError(`${remote} ${version} is already live`);
  // A new share for the same rollout keeps when it started.
  const startedAt = entry.rollout?.version === version ? entry.rollout.startedAt : now.toISOString();
  const event: RegistryEvent = { action: 'rollout', version, percent, at: now.toISOString(), by };
  return {
    entry: { ...entry, rollout: { version, percent, startedAt }, history: [...entry.history, event] },
    message: `${remote} ${version} goes to ${percent}% of visitors; ${entry.live} stays live for the others`,
  };
}

/**
 * Ends a rollout if one is on (the live release serves everyone again); otherwise makes the release
 * live before the current one live again (history.ts), each rollback walking one deploy further back.
 */
export function rollback({ root, remote, by, now }: Common): Outcome {
  let message = '';
  updateRegistry(root, (current) => {
    const entry = current.remotes[remote];
    if (!entry) throw new DeliveryError(`${remote} has never been deployed: nothing to roll back`);
    const at = now.toISOString();
    if (entry.rollout) {
      const { rollout: ended, ...rest } = entry;
      message = `${remote}: the rollout of ${ended.version} ended; ${entry.live} serves every visitor`;
      const event: RegistryEvent = { action: 'rollout-end', version: ended.version, at, by };
      return withEntry(current, remote, { ...rest, history: [...entry.history, event] });
    }
    const target = rollbackTarget(entry);
    if (!target) throw new DeliveryError(`${remote} has no release live before ${entry.live}: nothing to roll back to`);
    if (!findRelease(root, remote, target)) throw new DeliveryError(`${remote}'s previous release ${target} is gone`);
    message = `${remote} rolled back from ${entry.live} to ${target}`;
    const event: RegistryEvent = { action: 'rollback', version: target, at, by };
    return withEntry(current, remote, { live: target, history: [...entry.history, event] });
  });
  return { message, changed: true };
}

const withEntry = (registry: Registry, remote: RemoteName, entry: RemoteEntry): Registry => ({
  remotes: { ...registry.remotes, [remote]: entry },
});
