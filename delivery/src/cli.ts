import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeliveryError, deploy, rollback } from './deploy.ts';
import { releaseTable } from './list.ts';
import { prune } from './prune.ts';
import { readRegistry } from './registry.ts';
import { type RemoteName, releasesRoot, remoteName, remoteNames } from './release-format.ts';
import { releaseCheckoutBuild, repoRoot, runningShellProblems } from './repo.ts';
import { rollbackPolicy } from './rollout.ts';
import { statusReport } from './status.ts';
import { storedReleases } from './store.ts';

const USAGE = `usage:
  npm run release -- <remote> [--by NAME]             build the remote and make an immutable release of it
  npm run deploy -- <remote> <version> [--percent N]   make a release live (or roll it out to N % of visitors)
  npm run rollback -- <remote>                         end a rollout, or make the previous release live again
  npm run releases -- list <remote>                    the remote's releases, which is live, who deployed them
  npm run releases -- prune <remote> --keep N          remove all but the N newest releases (never live, rollout, rollback target)
  npm run releases -- status <remote>                  visitors who loaded each release during rollouts, and how many saw it fail
remotes: ${remoteNames.join(', ')}; RELEASES_DIR: where releases live; DEPLOYED_BY: who is acting (or --by)`;

type Io = { out: (line: string) => void; err: (line: string) => void };
type Context = { env: NodeJS.ProcessEnv; io: Io; now: Date };

/**
 * The delivery commands (`node delivery/src/cli.ts <command> …`, run by the root package.json's
 * release, deploy, rollback and releases scripts). Returns the exit code.
 */
export function run(args: string[], env: NodeJS.ProcessEnv, io: Io, now = new Date()): number {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { by: { type: 'string' }, percent: { type: 'string' }, keep: { type: 'string' } },
    });
    const [command, remote, version] = positionals;
    const context = { env, io, now };
    const by = values.by ?? env.DEPLOYED_BY ?? userInfo().username;
    const target = () => parseRemote(remote);
    switch (command) {
      case 'release':
        return release(target(), by, context);
      case 'deploy': {
        if (!version) throw new DeliveryError('deploy needs a version (npm run releases -- list <remote>)');
        const percent = values.percent === undefined ? undefined : Number(values.percent);
        const outcome = deploy({
          root: releasesRoot(env),
          remote: target(),
          version,
          ...(percent === undefined ? {} : { percent }),
          by,
          now,
          problems: runningShellProblems(env),
        });
        io.out(outcome.message);
        return 0;
      }
      case 'rollback':
        io.out(rollback({ root: releasesRoot(env), remote: target(), by, now }).message);
        return 0;
      case 'list': {
        const root = releasesRoot(env);
        const { complete } = storedReleases(root, target());
        io.out(
          complete.length
            ? releaseTable(complete, readRegistry(root).remotes[target()])
            : `${target()} has no releases in ${root}`,
        );
        return 0;
      }
      case 'prune': {
        if (values.keep === undefined) throw new DeliveryError('prune needs --keep N');
        const removed = prune({ root: releasesRoot(env), remote: target(), keep: Number(values.keep), now });
        io.out(removed.length ? removed.map((name) => `removed ${target()}/${name}`).join('\n') : 'nothing to remove');
        return 0;
      }
      case 'status':
        io.out(statusReport(releasesRoot(env), target(), rollbackPolicy(env)));
        return 0;
      default:
        io.err(USAGE);
        return 2;
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

function parseRemote(name: string | undefined): RemoteName {
  const parsed = remoteName.safeParse(name);
  if (!parsed.success) throw new DeliveryError(`name a remote: ${remoteNames.join(', ')}`);
  return parsed.data;
}

/** Builds the remote for production, then makes a release of its build. */
function release(remote: RemoteName, by: string, { env, io, now }: Context): number {
  const built = spawnSync('npm', ['run', 'build', '-w', remote], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new DeliveryError(`the build of ${remote} failed; nothing was released`);
  const made = releaseCheckoutBuild({
    remote,
    distDir: path.join(repoRoot, remote, 'dist'),
    root: releasesRoot(env),
    by,
    now,
  });
  io.out(
    made.status === 'released'
      ? `released ${remote} ${made.info.version} (${made.info.files} files, ${made.info.bytes} bytes) in ${made.dir}`
      : `${remote} ${made.info.version} is already released (${made.dir})`,
  );
  return 0;
}

if (import.meta.main) {
  process.exitCode = run(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
