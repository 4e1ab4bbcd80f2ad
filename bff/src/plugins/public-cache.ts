import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type CompressedText, compressText } from './compressed-text.ts';
import type { PublicChanges } from './public-changes.ts';

/** Public reads a visitor makes; never anything signed-in or personalised. */
const CACHEABLE = /^\/api\/v1\/(restaurants|restaurant\/[^/]+|shops|shop\/[^/]+|blogs|blog\/[^/]+|ads|playback)$/;

/** The body is kept as bytes, and compressed once (JSON shrinks four- to fivefold). */
export type CachedAnswer = CompressedText & { etag: string; storedAt: number };

/**
 * Browsers and shared caches may keep a public answer but must ask again before using it (a 304
 * from the micro-cache's ETag costs no api call): an admin's edit shows at once, not after a
 * max-age (ARCHITECTURE §7: a change is visible as soon as the write returns).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/**
 * A short-lived, bounded cache of anonymous public answers (keyed by path, query and language),
 * so a crowd of visitors costs the api one request per page per few seconds. Emptied whenever
 * an admin write passes through, so edits show at once.
 */
export function createPublicCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  changes?: PublicChanges;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedAnswer>();
  options.changes?.onChange(() => entries.clear());
  return {
    keyFor(request: FastifyRequest): string | undefined {
      if (request.method !== 'GET' || request.session || request.staleSession) return undefined;
      const url = new URL(request.url, 'http://bff');
      if (!CACHEABLE.test(url.pathname)) return undefined;
      url.searchParams.delete('lang');
      url.searchParams.sort();
      return `${request.lang}|${url.pathname}?${url.searchParams}`;
    },
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > options.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    /**
     * Keeps an answer, unless a change came since `generation` (when its request began): the api
     * may have answered before the write, and that answer must not outlive it.
     */
    set(key: string, text: string, generation?: number): CachedAnswer {
      const compressed = compressText(text);
      const entry = {
        ...compressed,
        etag: `"${createHash('sha1').update(compressed.body).digest('base64url')}"`,
        storedAt: now(),
      };
      if (generation !== undefined && options.changes && generation !== options.changes.generation) return entry;
      entries.delete(key);
      entries.set(key, entry);
      // Oldest first out: a Map keeps insertion order.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return entry;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;

export const isAdminWrite = (method: string, url: string) => method !== 'GET' && url.startsWith('/api/v1/admin/');
