import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shellRemoteModules } from 'contracts/route-modules';
import { namesImportedFrom } from 'tooling/source-imports';
import { compatibilityProblems } from './compatibility.ts';
import { type MakeReleaseOptions, makeRelease } from './release.ts';
import type { ReleaseInfo, RemoteName } from './release-format.ts';
import { readShell } from './shell.ts';

/** The repository the delivery commands run in (this file is at delivery/src/). */
export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** A workspace package's version (`mfe-listings`, `contracts`). */
function packageVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** The running shell's build: SHELL_DIR (as the BFF reads it), or the shell's own dist. */
const shellDir = (env: NodeJS.ProcessEnv) => path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist'));

/**
 * The exports a remote's own sources import from `pkg`; undefined where they take the whole module.
 * The shell's copy of a shared library wins at run time, so what this remote needs from it is what
 * its own code names.
 */
const remoteImports = (remote: RemoteName) => (pkg: string) => namesImportedFrom(pkg, [`${remote}/src`]);

/** A build of this checkout's remote made a release, with the versions and imports read from the repository. */
export const releaseCheckoutBuild = (options: Pick<MakeReleaseOptions, 'remote' | 'distDir' | 'root' | 'by' | 'now'>) =>
  makeRelease({
    ...options,
    packageVersion: packageVersion(options.remote),
    contractsVersion: packageVersion('contracts'),
    importedNames: remoteImports(options.remote),
  });

/** What keeps a release from running under the shell in SHELL_DIR (read once, here). */
export function runningShellProblems(env: NodeJS.ProcessEnv): (release: ReleaseInfo) => string[] {
  const shell = readShell(shellDir(env));
  return (release) => compatibilityProblems(release, shell, shellRemoteModules());
}
