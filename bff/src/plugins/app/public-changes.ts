/**
 * The signal that what visitors see has changed: an admin write went through the proxy. Every
 * cache of public answers (the api micro-cache, rendered pages, the sitemap) listens and empties
 * itself, so nothing cached before the write is served after its answer.
 *
 * One BFF process only: with several instances (cluster/) each must hear the others' writes,
 * through a shared channel (Redis pub/sub) calling `changed()` (docs/adr/0020).
 */
export function createPublicChanges() {
  const listeners = new Set<() => void>();
  let generation = 0;
  return {
    /** Moves on at every change: work started under an older one must not be cached. */
    get generation() {
      return generation;
    },
    onChange(listener: () => void) {
      listeners.add(listener);
    },
    changed() {
      generation++;
      for (const listener of listeners) listener();
    },
  };
}
export type PublicChanges = ReturnType<typeof createPublicChanges>;
