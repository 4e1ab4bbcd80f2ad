/**
 * The BFF's one cache (the public api answers, the pages and what they are made of, the sitemap,
 * the releases read): a Map bounded in size and age. An entry expires `ttlMs` after it was set (a
 * read does not extend it; `Infinity` for what never goes stale, such as a release, which never
 * changes); when full, the least recently used goes first (a Map iterates in insertion order, and a
 * read re-inserts), or with `refreshOnRead: false` the oldest written (a read is then a lookup only:
 * re-inserting costs about a microsecond in a Map of hundreds, on a path that answers in twenty).
 * With `clearOn` it empties itself whenever what visitors see changes (an admin write,
 * public-changes.ts), so nothing cached before the write is served after its answer.
 */
export function createTtlCache<T>(options: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  clearOn?: { onChange: (listener: () => void) => void } | undefined;
  refreshOnRead?: boolean;
  /** Told of each `get`: whether a live entry was there (the BFF's metrics count hits and misses). */
  lookups?: (hit: boolean) => void;
}) {
  const refresh = options.refreshOnRead ?? true;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expires: number }>();
  options.clearOn?.onChange(() => entries.clear());
  const lookup = (key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    if (refresh) {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry.value;
  };
  const { lookups } = options;
  return {
    get: lookups
      ? (key: string): T | undefined => {
          const value = lookup(key);
          lookups(value !== undefined);
          return value;
        }
      : lookup,
    /** Keeps `value` for `ttlMs` (the cache's own by default). */
    set(key: string, value: T, ttlMs = options.ttlMs) {
      if (options.maxEntries <= 0) return;
      entries.delete(key);
      const oldest = entries.keys().next();
      if (entries.size >= options.maxEntries && !oldest.done) entries.delete(oldest.value);
      entries.set(key, { value, expires: now() + ttlMs });
    },
    /** Removes the entry only if it still holds `value`, so a newer entry is never dropped by an older caller. */
    deleteIf(key: string, value: T) {
      if (entries.get(key)?.value === value) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
