/**
 * A Map bounded in size and age: entries expire after `ttlMs`, and when full the least recently
 * used goes first (a Map iterates in insertion order, and a read re-inserts).
 */
export function createTtlCache<T>(options: { maxEntries: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      const oldest = entries.keys().next();
      if (entries.size >= options.maxEntries && !oldest.done) entries.delete(oldest.value);
      entries.set(key, { value, expires: now() + options.ttlMs });
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
