import { existsSync } from 'node:fs';
import path from 'node:path';
import { DeliveryError, deploy } from './deploy.ts';
import { readRegistry } from './registry.ts';
import { releasesRoot, remoteNames } from './release-format.ts';
import { releaseCheckoutBuild, repoRoot, runningShellProblems } from './repo.ts';

/** Who the history names for what `npm start` deploys. */
const START = 'npm start';

/**
 * `npm start` on a checkout: each remote built in `<remote>/dist` becomes a release (the same build,
 * the same version: nothing new when nothing changed) and goes live, as `npm run release` and
 * `npm run deploy` would. Only where `npm start` itself made the live release (or none is live): a
 * release someone deployed or rolled back to, or a running rollout, stays as it is, and `log` says
 * how to deploy the build. A remote not built is left as the registry has it; one the shell cannot
 * run is not deployed, and `log` says why.
 */
export function deployLocalBuilds(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  { now = new Date(), distOf = (remote: string) => path.join(repoRoot, remote, 'dist') } = {},
) {
  const root = releasesRoot(env);
  const problems = runningShellProblems(env);
  for (const remote of remoteNames) {
    const distDir = distOf(remote);
    if (!existsSync(path.join(distDir, 'mf-stats.json'))) {
      log(`${remote} is not built (${distDir}); its routes show an error panel`);
      continue;
    }
    const made = releaseCheckoutBuild({ remote, distDir, root, by: START, now });
    const entry = readRegistry(root).remotes[remote];
    if (entry && (entry.rollout || entry.history.at(-1)?.by !== START) && entry.live !== made.info.version) {
      const chosen = entry.rollout ? `a rollout of ${entry.rollout.version} runs` : `${entry.live} stays live`;
      log(
        `${remote}: ${chosen} (${entry.history.at(-1)?.action} by ${entry.history.at(-1)?.by}); this build is release ${made.info.version}: npm run deploy -- ${remote} ${made.info.version}`,
      );
      continue;
    }
    try {
      const deployed = deploy({
        root,
        remote,
        version: made.info.version,
        by: START,
        now,
        problems,
      });
      log(deployed.message);
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      log(error.message);
    }
  }
}
