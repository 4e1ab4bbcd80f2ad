import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registryWatcher } from 'delivery/registry';
import {
  manifestUrl,
  RELEASE_INFO_FILE,
  type ReleaseInfo,
  type RemoteName,
  releaseDir,
  releaseInfo,
  remoteNames,
} from 'delivery/release-format';
import { releaseForVisitor } from 'delivery/rollout';
import { createTtlCache } from './ttl-cache.ts';

/** The release of each remote a page is made with: only remotes served from RELEASES_DIR. */
export type ReleaseSet = Partial<Record<RemoteName, string>>;
/** REMOTES_FILE: remotes loaded from elsewhere (dev servers), over the registry. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;
/**
 * What picks a visitor's release during a percentage rollout: their id (rollouts.ts), asked for only
 * while a rollout runs (asking issues one to a new visitor).
 */
export type Visitor = { id: () => string };

/** How many release.json files are kept read: a BFF that outlives many deploys forgets the least used past it. */
const KEPT_RELEASES = 100;

type Log = { warn: (details: object, message: string) => void };

/**
 * The remotes' releases as this BFF serves them: the registry (delivery/registry, looked at at most
 * once a second) says which release is live, REMOTES_FILE overrides it for development, and each
 * release's release.json says what its files are. A release never changes: its release.json is
 * read once.
 */
export function createRemoteReleases(options: {
  root: string;
  overrides?: RemoteOverrides;
  now?: () => number;
  log?: Log;
  /** Told of each release a rollout's bucket gave a visitor (bff_rollout_assignments_total). */
  onAssignment?: (remote: RemoteName, version: string) => void;
}) {
  const now = options.now ?? Date.now;
  const overrides = options.overrides ?? {};
  const registry = registryWatcher(options.root, {
    now,
    onError: (error) =>
      options.log?.warn({ err: error }, 'the release registry does not read; the last good one stays'),
  });

  // A release.json read, or found missing (a release being written) and looked for again a second later.
  // A release never changes: kept for good once read (Infinity), a missing one for a second.
  const infos = createTtlCache<ReleaseInfo | null>({ maxEntries: KEPT_RELEASES, ttlMs: Number.POSITIVE_INFINITY, now });
  function info(remote: RemoteName, version: string): ReleaseInfo | undefined {
    const key = `${remote}/${version}`;
    const known = infos.get(key);
    if (known !== undefined) return known ?? undefined;
    const read = readInfo(path.join(releaseDir(options.root, remote, version), RELEASE_INFO_FILE));
    // A release.json of another folder is a copy gone wrong: taken as none.
    const valid = read?.remote === remote && read.version === version ? read : undefined;
    if (valid) infos.set(key, valid);
    else infos.set(key, null, 1000);
    return valid;
  }

  /**
   * The release of `remote` a visitor gets: the live one, or during a rollout the one their bucket
   * says (delivery/rollout); undefined where REMOTES_FILE points it elsewhere or none is deployed.
   * Without a visitor (the BFF's own warm-up), the live one.
   */
  function releaseFor(remote: RemoteName, visitor?: Visitor): string | undefined {
    if (overrides[remote]) return undefined;
    const entry = registry().remotes[remote];
    if (!entry) return undefined;
    if (!entry.rollout || !visitor) return entry.live;
    const version = releaseForVisitor(entry, visitor.id());
    options.onAssignment?.(remote, version);
    return version;
  }

  function releasesFor(visitor?: Visitor): ReleaseSet {
    const set: ReleaseSet = {};
    for (const remote of remoteNames) {
      const version = releaseFor(remote, visitor);
      if (version) set[remote] = version;
    }
    return set;
  }

  return {
    root: options.root,
    overrides,
    registry,
    info,
    releaseFor,
    releasesFor,
    /** `/remotes.json` for a visitor: each deployed remote's manifest, and the overrides. */
    manifests(visitor?: Visitor): Record<string, string> {
      const manifests: Record<string, string> = {};
      for (const [remote, version] of Object.entries(releasesFor(visitor)))
        manifests[remote] = manifestUrl(remote as RemoteName, version);
      return { ...manifests, ...overrides };
    },
    /** The remotes neither deployed nor overridden: their routes show their error panel. */
    undeployed: (): RemoteName[] => remoteNames.filter((remote) => !overrides[remote] && !releaseFor(remote)),
  };
}
export type RemoteReleases = ReturnType<typeof createRemoteReleases>;

function readInfo(file: string): ReleaseInfo | undefined {
  try {
    return releaseInfo.safeParse(JSON.parse(readFileSync(file, 'utf8'))).data;
  } catch {
    return undefined;
  }
}

/** A release set as a cache key: a page made with other releases is another page. */
export const releaseSetKey = (set: ReleaseSet): string =>
  remoteNames.map((remote) => `${remote}@${set[remote] ?? '-'}`).join(' ');
