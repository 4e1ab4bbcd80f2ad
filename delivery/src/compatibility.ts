import { moduleOfRemote } from 'contracts/remotes';
import semver from 'semver';
import type { ReleaseInfo } from './release-format.ts';

/** What the running shell provides, as its build wrote it (shell.ts reads it). */
export type ShellProvides = {
  /** The shared modules the shell provides, with their versions (its mf-manifest.json). */
  shared: readonly { name: string; version: string }[];
  /** For each tree-shaken share, the exports its copy keeps (`shared-surface.json`; none: nothing shaken). */
  surface: Readonly<Record<string, readonly string[]>>;
};

/** In a release's `usedExports`: the remote takes the whole module (a namespace or dynamic import). */
export const WHOLE_MODULE = '*';

const CONTRACTS_SHARE = /^contracts(\/|$)/;

/**
 * Why `release` cannot run under the shell described by `shell`: one line per mismatch, each saying
 * what is needed and what the shell provides; none when it can. `shellModules` are the remote modules
 * the shell loads by name (`mfe_listings/home-page`: contracts' shellRemoteModules).
 */
export function compatibilityProblems(
  release: ReleaseInfo,
  shell: ShellProvides,
  shellModules: readonly string[],
): string[] {
  return [
    ...sharedVersionProblems(release, shell),
    ...missingModuleProblems(release, shellModules),
    ...contractsProblems(release, shell),
    ...surfaceProblems(release, shell),
  ];
}

const providedVersion = (shell: ShellProvides, name: string) =>
  shell.shared.find((shared) => shared.name === name)?.version;

/**
 * Every shared module the release requires that the shell provides: the shell's copy wins (shared
 * singletons, `loaded-first`), so its version must satisfy the release's range. A module the shell
 * does not provide is the release's own copy. Contracts are checked once, as a whole (below).
 */
function sharedVersionProblems(release: ReleaseInfo, shell: ShellProvides): string[] {
  return release.shared.flatMap(({ name, requiredVersion }) => {
    const provided = providedVersion(shell, name);
    if (provided === undefined || CONTRACTS_SHARE.test(name) || !semver.validRange(requiredVersion)) return [];
    return semver.satisfies(provided, requiredVersion, { includePrerelease: true })
      ? []
      : [`shared module ${name}: the release needs ${requiredVersion}, the shell provides ${provided}`];
  });
}

/** Every module the shell loads from this remote must be one the release exposes. */
function missingModuleProblems(release: ReleaseInfo, shellModules: readonly string[]): string[] {
  return shellModules
    .map((moduleId) => moduleOfRemote(moduleId))
    .filter((page) => page?.remote === release.remote)
    .map((page) => `./${page?.exposed}`)
    .filter((expose) => !(expose in release.exposes))
    .map((expose) => `exposed module ${expose}: the shell loads it, the release does not expose it`);
}

/** The shell's contracts (its shared `contracts/…` modules) must be compatible with those the release was built against. */
function contractsProblems(release: ReleaseInfo, shell: ShellProvides): string[] {
  const provided = shell.shared.find((shared) => CONTRACTS_SHARE.test(shared.name))?.version;
  if (provided === undefined) return [];
  const needed = `^${release.contractsVersion}`;
  return semver.satisfies(provided, needed)
    ? []
    : [
        `contracts: the release was built against ${release.contractsVersion} (needs ${needed}), the shell provides ${provided}`,
      ];
}

/**
 * A tree-shaken share the shell provides keeps only some exports; the release's own imports from
 * it must all be among them, or the page fails when it runs.
 */
function surfaceProblems(release: ReleaseInfo, shell: ShellProvides): string[] {
  return release.shared.flatMap(({ name, usedExports }) => {
    const kept = shell.surface[name];
    if (!kept || !usedExports || providedVersion(shell, name) === undefined) return [];
    if (usedExports.includes(WHOLE_MODULE)) {
      return [
        `shared module ${name}: the release imports the whole module, the shell's copy keeps only ${kept.length} exports`,
      ];
    }
    const missing = usedExports.filter((exported) => !kept.includes(exported));
    return missing.length === 0
      ? []
      : [`shared module ${name}: the release imports ${missing.join(', ')}, the shell's copy does not keep them`];
  });
}
