import type { RegistryEvent, RemoteEntry } from './release-format.ts';

/**
 * The releases that were live in turn, oldest first, as a remote's history tells it: a deploy (or
 * a completed rollout) puts its release on top, a rollback takes the top one off. So the release
 * under the top is the one to roll back to, and each further rollback walks one deploy further
 * back. Rollouts, their end and automatic rollbacks (which end a rollout) leave the live release.
 */
export function liveStack(entry: RemoteEntry): string[] {
  const stack: string[] = [];
  for (const event of entry.history) {
    if (event.action === 'deploy' || event.action === 'rollout-complete') {
      if (stack.at(-1) !== event.version) stack.push(event.version);
    } else if (event.action === 'rollback') {
      stack.pop();
      // A history that does not tell how its release came to be live (edited by hand): trust the event.
      if (stack.at(-1) !== event.version) stack.push(event.version);
    }
  }
  if (stack.at(-1) !== entry.live) stack.push(entry.live);
  return stack;
}

/** The release `rollback` makes live again: the one live before the current one; none at the first deploy. */
export const rollbackTarget = (entry: RemoteEntry): string | undefined => liveStack(entry).at(-2);

/** The last time a release was deployed, rolled out or rolled back to. */
export function lastDeployed(entry: RemoteEntry | undefined, version: string): RegistryEvent | undefined {
  return entry?.history.findLast(
    (event) => event.version === version && event.action !== 'rollout-end' && event.action !== 'auto-rollback',
  );
}
