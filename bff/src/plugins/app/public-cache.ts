import { createHash } from 'node:crypto';
import type { Lang } from 'contracts/i18n';
import { allListingKinds } from 'contracts/listing-kinds';
import type { FastifyRequest } from 'fastify';
import { type CompressedText, compressText } from './compressed-text.ts';
import type { PublicChanges } from './public-changes.ts';
import { createTtlCache } from './ttl-cache.ts';

/** Each listing kind's list and one record (`restaurants`, `restaurant/:id`). */
const listingReads = allListingKinds.flatMap(({ id, plural }) => [plural, `${id}/[^/]+`]);
/** Public reads a visitor makes; never anything signed-in or personalised. */
const CACHEABLE = new RegExp(`^/api/v1/(${[...listingReads, 'blogs', 'blog/[^/]+', 'ads', 'playback'].join('|')})$`);

/** The body is kept as bytes, and compressed once (JSON shrinks four- to fivefold). */
export type CachedAnswer = CompressedText & { etag: string };

/**
 * Browsers and shared caches may keep a public answer but must ask again before using it (a 304
 * from the micro-cache's ETag costs no api call): an admin's edit shows at once, not after a
 * max-age (ARCHITECTURE §7: a change is visible as soon as the write returns).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** The key of a guest's GET of `url` (path and query) in `lang`, when it is a public read. */
export function publicReadKey(url: string, lang: Lang): string | undefined {
  const queryAt = url.indexOf('?');
  // Without a query the path is the key (the router has matched it as it is).
  if (queryAt < 0) return CACHEABLE.test(url) ? `${lang}|${url}?` : undefined;
  const parsed = new URL(url, 'http://bff');
  if (!CACHEABLE.test(parsed.pathname)) return undefined;
  parsed.searchParams.delete('lang');
  parsed.searchParams.sort();
  return `${lang}|${parsed.pathname}?${parsed.searchParams}`;
}

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
  /** Told of each lookup: whether the answer was kept (bff_cache_requests_total). */
  lookups?: (hit: boolean) => void;
}) {
  const entries = createTtlCache<CachedAnswer>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries,
    now: options.now,
    clearOn: options.changes,
    // Each cached answer costs a lookup only (ttl-cache.ts): the oldest written goes first.
    refreshOnRead: false,
    lookups: options.lookups,
  });
  return {
    /** A guest's GET of a public read: its key; anything else: none (never cached). */
    keyFor(request: FastifyRequest): string | undefined {
      if (request.method !== 'GET' || request.session || request.staleSession) return undefined;
      return publicReadKey(request.url, request.lang);
    },
    get: (key: string): CachedAnswer | undefined => entries.get(key),
    /**
     * Keeps an answer, unless a change came since `generation` (when its request began): the api
     * may have answered before the write, and that answer must not outlive it.
     */
    set(key: string, text: string, generation?: number): CachedAnswer {
      const compressed = compressText(text);
      const entry = {
        ...compressed,
        etag: `"${createHash('sha1').update(compressed.body).digest('base64url')}"`,
      };
      if (generation !== undefined && options.changes && generation !== options.changes.generation) return entry;
      entries.set(key, entry);
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
