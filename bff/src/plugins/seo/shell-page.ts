import type { Lang } from 'contracts/i18n';
import { type ApiRequest, LEAD_PHOTO_SIZES, relatedPosts, similarListings } from 'contracts/page-data';
import { dataPreload } from '../page-preloads.ts';
import { fetchApi, isObject } from './api-fetch.ts';
import { escapeHtml, renderShellHtml } from './html-template.ts';
import {
  type DetailRecord,
  type DetailRoute,
  isPrivatePath,
  matchDetailRoute,
  type PageInput,
  type PageMeta,
  pageMeta,
} from './page-meta.ts';
import { createTtlCache } from './ttl-cache.ts';

export type ShellPageOptions = {
  apiUrl: string;
  siteUrl: string;
  /** The built shell's index.html; called on every render so a new build is picked up. */
  indexHtml: () => string;
  /** Tags that start loading the page's code with its HTML (see page-preloads.ts). */
  preloads?: (pathname: string, lang: Lang, search?: URLSearchParams) => string[];
  /** How long a detail page waits for its record before it falls back to the default meta. */
  timeoutMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
  now?: () => number;
  log?: { warn: (details: object, message: string) => void };
};

export type ShellPage = { html: string; status: number };
type Outcome = {
  meta: PageMeta;
  status: number;
  keep: boolean;
  leadPhoto?: { src: string; srcset: string };
  /** The listings like this one, or the posts related to it, that the page shows (contracts/page-data). */
  similar?: ApiRequest;
};

/**
 * A listing page's cover starts loading with the HTML (it is the page's largest paint), for the
 * same srcset and sizes as the page's own <img>, so the browser uses this download for it.
 */
function leadPhotoPreload({ src, srcset }: { src: string; srcset: string }): string {
  return `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${LEAD_PHOTO_SIZES}" fetchpriority="high" />`;
}
type Lookup = { found: DetailRecord } | 'missing' | 'unavailable';

/** The shell's page for any front-end route, with a head that crawlers and link previews can read. */
export function createShellPageRenderer(options: ShellPageOptions) {
  const timeoutMs = options.timeoutMs ?? 1500;
  const cache = createTtlCache<Promise<Outcome>>({
    maxEntries: options.cacheSize ?? 500,
    ttlMs: options.cacheTtlMs ?? 60_000,
    now: options.now,
  });

  async function lookup(route: DetailRoute, lang: Lang): Promise<Lookup> {
    try {
      const answer = await fetchApi(
        options.apiUrl,
        `/api/v1/${route.kind}/${encodeURIComponent(route.id)}`,
        lang,
        timeoutMs,
      );
      // 400 is the api refusing an id that cannot name any record (too long): as missing as a 404.
      if (answer.status === 404 || answer.status === 400) return 'missing';
      if (answer.status === 200 && looksLikeRecord(route, answer.body)) {
        return { found: { kind: route.kind, record: answer.body } as DetailRecord };
      }
      options.log?.warn({ status: answer.status, path: route }, 'seo: unexpected api answer');
    } catch (error) {
      options.log?.warn({ err: error }, 'seo: api unreachable, default meta');
    }
    return 'unavailable';
  }

  async function detailOutcome(pathname: string, route: DetailRoute, lang: Lang): Promise<Outcome> {
    const found = await lookup(route, lang);
    const base = { pathname, lang, siteUrl: options.siteUrl };
    if (found === 'missing') return { meta: metaOrDefault({ ...base, missing: true }), status: 404, keep: true };
    // The api down or slow is not the page's fault: default meta now, and ask again next time.
    if (found === 'unavailable') return { meta: metaOrDefault(base), status: 200, keep: false };
    const cover = found.found.kind === 'blog' ? null : found.found.record.coverImage;
    const similar = similarOf(found.found);
    return {
      meta: metaOrDefault({ ...base, detail: found.found }),
      status: 200,
      keep: true,
      ...(cover?.src && cover.srcset ? { leadPhoto: { src: cover.src, srcset: cover.srcset } } : {}),
      ...(similar ? { similar } : {}),
    };
  }

  /** One api call per page and language at a time, remembered for a minute. */
  function cachedDetail(pathname: string, route: DetailRoute, lang: Lang): Promise<Outcome> {
    const key = `${lang} ${pathname}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = detailOutcome(pathname, route, lang);
    cache.set(key, pending);
    void pending.then((outcome) => {
      if (!outcome.keep) cache.deleteIf(key, pending);
    });
    return pending;
  }

  async function outcomeFor(
    pathname: string,
    lang: Lang,
  ): Promise<Pick<Outcome, 'meta' | 'status' | 'leadPhoto' | 'similar'>> {
    const route = matchDetailRoute(pathname);
    if (!route || isPrivatePath(pathname)) {
      return { meta: metaOrDefault({ pathname, lang, siteUrl: options.siteUrl }), status: 200 };
    }
    return cachedDetail(pathname, route, lang);
  }

  // Finished pages, so a popular page is not rendered again on every request; a new shell build
  // (another index.html) or an api failure (not kept) renders afresh.
  const pages = createTtlCache<ShellPage & { index: string; preloadKey: string }>({
    maxEntries: options.cacheSize ?? 500,
    ttlMs: options.cacheTtlMs ?? 60_000,
    now: options.now,
  });

  return {
    /** `pathname` without its query; `lang` as the request asked for it. */
    async render(pathname: string, lang: Lang, search?: URLSearchParams): Promise<ShellPage> {
      const key = `${lang} ${pathname}`;
      // A new shell build or a redeployed remote (other preloads) makes the page afresh.
      const preloads = options.preloads?.(pathname, lang, search) ?? [];
      const preloadKey = preloads.join('');
      const index = options.indexHtml();
      const cached = pages.get(key);
      if (cached?.index === index && cached.preloadKey === preloadKey) return cached;
      const outcome = await outcomeFor(pathname, lang);
      const html = renderShellHtml(index, outcome.meta, [
        ...preloads,
        ...(outcome.leadPhoto ? [leadPhotoPreload(outcome.leadPhoto)] : []),
        ...(outcome.similar ? [dataPreload(outcome.similar, lang)] : []),
      ]);
      const page = { html, status: outcome.status, index, preloadKey };
      if ((outcome as Outcome).keep !== false) pages.set(key, page);
      return page;
    },
  };
}

export type ShellPageRenderer = ReturnType<typeof createShellPageRenderer>;

/** A record of an unexpected shape must not break the page: it gets the meta of a page without a record. */
function metaOrDefault(input: PageInput): PageMeta {
  try {
    return pageMeta(input);
  } catch {
    return pageMeta({ pathname: input.pathname, lang: input.lang, siteUrl: input.siteUrl, missing: input.missing });
  }
}

/** A listing's similar listings or a post's related posts, when its record carries what they are found by. */
function similarOf(detail: DetailRecord): ApiRequest | undefined {
  if (detail.kind === 'restaurant' && Array.isArray(detail.record.cuisineTypes)) {
    return similarListings.restaurant(detail.record);
  }
  if (detail.kind === 'shop' && Array.isArray(detail.record.categories)) return similarListings.shop(detail.record);
  if (detail.kind === 'blog' && typeof detail.record.category === 'string') return relatedPosts(detail.record);
  return undefined;
}

function looksLikeRecord(route: DetailRoute, body: unknown): boolean {
  if (!isObject(body) || typeof body._id !== 'string' || typeof body.slug !== 'string') return false;
  return typeof (route.kind === 'blog' ? body.title : body.name) === 'string';
}
