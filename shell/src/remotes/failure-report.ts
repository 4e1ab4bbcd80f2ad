import { releaseOfUrl } from 'contracts/remotes';

/** Where the BFF takes reports of releases that failed to load (rollouts count them). */
export const FAILURE_REPORT_PATH = '/releases/failures';

type Release = NonNullable<ReturnType<typeof releaseOfUrl>>;
const releasesByContainer = new Map<string, Release>();
const reported = new Set<string>();

/** Which release each registered remote (MF container name → manifest address) is, for reports. */
export function rememberReleases(remotes: { name: string; entry: string }[]) {
  releasesByContainer.clear();
  reported.clear();
  for (const { name, entry } of remotes) {
    const release = releaseOfUrl(entry);
    if (release) releasesByContainer.set(name, release);
  }
}

/** The release of `remote` the shell registered from /remotes.json; undefined for a dev server's. */
export function registeredRelease(remote: string): string | undefined {
  for (const release of releasesByContainer.values()) if (release.remote === remote) return release.version;
  return undefined;
}

/**
 * Tells the BFF that a remote's release failed to load here (`id`: the MF module id,
 * `mfe_listings/home-page`, or the remote's name), once per release and page: during a rollout the
 * BFF compares failures with loads and may roll the release back. A remote served by a dev server
 * is no release: nothing to report. The report is best effort and never throws.
 */
export function reportFailedLoad(id: string, send: typeof fetch = fetch) {
  const release = releasesByContainer.get(id.split('/')[0] ?? '');
  if (!release) return;
  const key = `${release.remote}@${release.version}`;
  if (reported.has(key)) return;
  reported.add(key);
  send(FAILURE_REPORT_PATH, {
    method: 'POST',
    // Sent even if the visitor leaves (or the shell reloads the page: preload-error.ts).
    keepalive: true,
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify(release),
  }).catch(() => undefined);
}
