import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportFailedLoad } from './failure-report.ts';
import { raisePreloadError } from './preload-error.ts';

/** What a failed remote load resolves to, so the region can show its error panel instead of the app failing. */
export const REMOTE_FAILED = Symbol.for('qd.remote-failed');

/**
 * A remote whose manifest or entry cannot be fetched fails before React renders, where no
 * error boundary can catch it. This plugin turns that failure into a marked module; the
 * remote's region then shows its error panel with a retry, and everything else keeps working.
 * It also raises `preload-error`, on which the shell reloads the page once (preload-error.ts), and
 * reports the failed release to the BFF (failure-report.ts: a rollout that fails too often ends).
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'qd-remote-failure',
    errorLoadRemote({ id, error }) {
      console.error(`[shell] remote ${String(id)} failed to load`, error);
      reportFailedLoad(String(id));
      raisePreloadError(error);
      return { [REMOTE_FAILED]: true, default: undefined };
    },
  };
}
