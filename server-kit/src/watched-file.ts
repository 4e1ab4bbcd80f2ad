import { statSync } from 'node:fs';

/** What was made of a file the last time it changed: its value, or why it could not be made. */
export type Watched<T> = { value: T } | { error: unknown };

/** A file's identity: a rename over it gives another inode, a write another change time or size. */
const identityOf = (filePath: string) => {
  const stat = statSync(filePath, { bigint: true });
  return `${stat.ino}:${stat.mtimeNs}:${stat.size}`;
};

/**
 * What `load` makes of a file, made again only when the file changes (`load` gets the file's identity,
 * a version string for it). A long-running server (the
 * BFF reading builds and the release registry) looks at the file no more than once a second (`now`):
 * a new build or deploy shows within a second, with no restart, and a request costs no disk I/O. A
 * missing file, or one `load` throws on, is an error, kept until the file changes (a missing file is
 * looked for again every second).
 */
export function watchedFile<T>(
  filePath: string,
  load: (identity: string) => T,
  now: () => number = Date.now,
): () => Watched<T> {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let last: { identity: string; watched: Watched<T> } | undefined;
  return () => {
    if (last && now() - checkedAt < 1000) return last.watched;
    checkedAt = now();
    let identity: string;
    try {
      identity = identityOf(filePath);
    } catch (error) {
      // The same failure again (still missing, still unreadable) is the same answer: a caller that
      // reports each new error hears of it once.
      const failure = `unreadable:${(error as NodeJS.ErrnoException).code ?? String(error)}`;
      if (last?.identity !== failure) last = { identity: failure, watched: { error } };
      return last.watched;
    }
    if (last?.identity === identity) return last.watched;
    try {
      last = { identity, watched: { value: load(identity) } };
    } catch (error) {
      last = { identity, watched: { error } };
    }
    return last.watched;
  };
}
