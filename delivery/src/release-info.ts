import { z } from 'zod';
import { WHOLE_MODULE } from './compatibility.ts';
import type { ReleaseInfo } from './release-format.ts';

const files = z.object({ sync: z.array(z.string()).default([]) });
const assets = z.object({ js: files.optional(), css: files.optional() });

/** The part of a build's `mf-stats.json` (a superset of its mf-manifest.json) a release records. */
export const buildStats = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(z.object({ path: z.string(), requires: z.array(z.string()).default([]), assets })),
  shared: z
    .array(
      z.object({
        name: z.string(),
        version: z.string(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
        /** Present for a share whose copies keep only the exports containers import (tooling/mf-shared). */
        treeShaking: z.object({}).loose().optional(),
        assets,
      }),
    )
    .default([]),
});
export type BuildStats = z.infer<typeof buildStats>;

const sync = (asset: { sync: string[] } | undefined) => asset?.sync ?? [];

/**
 * What a release records of its build, so the BFF never reads MF stats: the entry, each exposed
 * module's first files and the shared modules it requires, and each shared module's range and
 * files. `importedNames(pkg)`: the exports the remote's own code imports from a tree-shaken share
 * (undefined: the whole module).
 */
export function describeBuild(
  stats: BuildStats,
  importedNames: (pkg: string) => string[] | undefined,
): Pick<ReleaseInfo, 'remoteEntry' | 'exposes' | 'shared'> {
  const { remoteEntry } = stats.metaData;
  return {
    remoteEntry: remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/${remoteEntry.name}` : remoteEntry.name,
    exposes: Object.fromEntries(
      stats.exposes.map((expose) => [
        expose.path,
        { js: sync(expose.assets.js), css: sync(expose.assets.css), requires: expose.requires },
      ]),
    ),
    shared: stats.shared.map((shared) => ({
      name: shared.name,
      version: shared.version,
      requiredVersion: shared.requiredVersion || '*',
      ...(shared.treeShaking ? { usedExports: importedNames(shared.name) ?? [WHOLE_MODULE] } : {}),
      js: sync(shared.assets.js),
      css: sync(shared.assets.css),
    })),
  };
}
