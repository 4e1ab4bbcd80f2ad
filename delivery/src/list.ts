import { lastDeployed, rollbackTarget } from './history.ts';
import type { ReleaseInfo, RemoteEntry } from './release-format.ts';

/** What a release is to the registry: live, in a rollout, the rollback target, or nothing. */
export function releaseState(entry: RemoteEntry | undefined, version: string): string {
  if (!entry) return '';
  if (entry.live === version) return entry.rollout ? `live (${100 - entry.rollout.percent}%)` : 'live';
  if (entry.rollout?.version === version) return `rollout ${entry.rollout.percent}%`;
  return !entry.rollout && rollbackTarget(entry) === version ? 'rollback target' : '';
}

/** A minute-precise UTC time, to read in a table. */
const when = (iso: string | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')}Z` : '-');

/** `releases list`: one line per release, newest first, as a table with a header. */
export function releaseTable(releases: readonly ReleaseInfo[], entry: RemoteEntry | undefined): string {
  const rows = releases.map((release) => {
    const deployed = lastDeployed(entry, release.version);
    return [
      release.version,
      when(release.createdAt),
      release.createdBy,
      releaseState(entry, release.version) || '-',
      deployed ? `${when(deployed.at)} ${deployed.action}` : '-',
      deployed?.by ?? '-',
    ];
  });
  return table(['VERSION', 'CREATED', 'BY', 'STATE', 'LAST DEPLOYED', 'BY'], rows);
}

/** Rows under a header, each column as wide as its widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
