/**
 * The remotes a shell composes (their package names), and how a release of one is named and found.
 * No zod here: the shell reads it on every page.
 */
export const remoteNames = ['mfe-listings', 'mfe-account', 'mfe-admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The Module Federation container of a remote: its package name with `_` for `-` ("mfe-listings" → "mfe_listings"). */
export const containerName = (remote: string) => remote.replace(/-/g, '_');

/**
 * The remote and exposed module of a module id as the route table writes it
 * ("mfe_listings/home-page" → mfe-listings, "home-page"); undefined for another container's.
 */
export function moduleOfRemote(moduleId: string): { remote: RemoteName; exposed: string } | undefined {
  const [container = '', exposed = ''] = moduleId.split('/');
  const remote = remoteNames.find((name) => containerName(name) === container);
  return remote && exposed ? { remote, exposed } : undefined;
}

/** `<package version>-<first 10 hex of the SHA-256 of the build's files>`: same build, same version. */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

/** Where the BFF serves a release's files. */
export const releaseUrlBase = (remote: RemoteName, version: string) => `/releases/${remote}/${version}/`;
export const manifestUrl = (remote: RemoteName, version: string) =>
  `${releaseUrlBase(remote, version)}mf-manifest.json`;

/** The remote and release a manifest address names (`/releases/<remote>/<version>/…`); undefined for any other address (a dev server). */
export function releaseOfUrl(url: string): { remote: RemoteName; version: string } | undefined {
  const [, remote, version] = new URL(url, 'http://site').pathname.match(/^\/releases\/([^/]+)\/([^/]+)\//) ?? [];
  if (!remote || !version || !RELEASE_VERSION_PATTERN.test(version)) return undefined;
  if (!(remoteNames as readonly string[]).includes(remote)) return undefined;
  return { remote: remote as RemoteName, version };
}
