import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, type RemoteName, remoteNames } from 'contracts/remotes';
import { z } from 'zod';

/**
 * The shapes a release and the registry are stored in: written by the delivery commands
 * (`npm run release | deploy | rollback | releases`), read by every BFF instance. One module, so
 * the writer and the readers cannot disagree.
 *
 * On disk (RELEASES_DIR, default `<repo>/releases`):
 *   registry.json                          which release of each remote is live (and any rollout)
 *   <remote>/<version>/release.json        what the release is (ReleaseInfo), written last
 *   <remote>/<version>/mf-manifest.json …  the remote's build, never modified once written
 */

export { manifestUrl, type RemoteName, releaseUrlBase, remoteNames } from 'contracts/remotes';
export const remoteName = z.enum(remoteNames);

/** `<package version>-<first 10 hex of the SHA-256 of the build's files>`: same build, same version. */
export const releaseVersion = z.string().regex(RELEASE_VERSION_PATTERN, 'a release version: 1.2.3-0123456789');

export const REGISTRY_FILE = 'registry.json';
export const RELEASE_INFO_FILE = 'release.json';
/** Inside a release: the server bundle that renders first screens; the BFF never serves it to browsers. */
export const RELEASE_SERVER_DIR = 'server';

/** The files a page of one exposed module needs first, relative to the release folder. */
const pageFiles = z.object({
  js: z.array(z.string()),
  css: z.array(z.string()),
  /** The shared modules the exposed module imports (by share name). */
  requires: z.array(z.string()),
});

/** One shared module as the release provides and requires it. */
const sharedModule = z.object({
  name: z.string(),
  /** The version the release bundles as its fallback copy. */
  version: z.string(),
  /** The range the release needs from whoever provides it (the shell, as a rule). */
  requiredVersion: z.string(),
  /** For a tree-shaken share: the exports the release imports from it. */
  usedExports: z.array(z.string()).optional(),
  /** The release's own copy, for preloading where the shell does not provide the module. */
  js: z.array(z.string()),
  css: z.array(z.string()),
});

/** What a release is: written by `npm run release` from its build; never changed afterwards. */
export const releaseInfo = z.object({
  remote: remoteName,
  version: releaseVersion,
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
  /** The contracts package version the remote was built against. */
  contractsVersion: z.string(),
  /** The remote's entry script, relative to the release folder. */
  remoteEntry: z.string(),
  /** Every module the release exposes (`./home-page`), with the files its page needs first. */
  exposes: z.record(z.string(), pageFiles),
  shared: z.array(sharedModule),
  /** The first-screen server bundle, relative to the release folder, where the remote has one. */
  serverBundle: z.string().nullable(),
  files: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});
export type ReleaseInfo = z.infer<typeof releaseInfo>;

/** One line of a remote's deploy history (newest last). */
const registryEvent = z.object({
  action: z.enum(['deploy', 'rollback', 'rollout', 'rollout-complete', 'rollout-end', 'auto-rollback']),
  version: releaseVersion,
  at: z.iso.datetime(),
  by: z.string(),
  /** For a rollout: its share of visitors; for an automatic rollback: why. */
  percent: z.number().int().min(1).max(100).optional(),
  reason: z.string().optional(),
});
export type RegistryEvent = z.infer<typeof registryEvent>;

/** A release offered to a share of visitors (sticky per visitor) beside the live one. */
const rollout = z.object({
  version: releaseVersion,
  percent: z.number().int().min(1).max(99),
  startedAt: z.iso.datetime(),
});
export type Rollout = z.infer<typeof rollout>;

const remoteEntry = z.object({
  live: releaseVersion,
  rollout: rollout.optional(),
  history: z.array(registryEvent),
});
export type RemoteEntry = z.infer<typeof remoteEntry>;

/** registry.json: each remote's live release; a remote absent here is not deployed (its routes show their error panel). */
export const registry = z.object({
  remotes: z.partialRecord(remoteName, remoteEntry),
});
export type Registry = z.infer<typeof registry>;

/** Where the releases live: RELEASES_DIR, or `releases/` at the repository's root. */
export function releasesRoot(env: NodeJS.ProcessEnv = process.env): string {
  const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  return path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));
}

export const releaseDir = (root: string, remote: RemoteName, version: string) => path.join(root, remote, version);

/** A JSON file of these formats (or a build's), read and checked against `schema`; throws when it is not. */
export const readJsonFile = <T>(file: string, schema: z.ZodType<T>): T =>
  schema.parse(JSON.parse(readFileSync(file, 'utf8')));
