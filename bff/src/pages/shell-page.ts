import { apiUrl } from 'contracts/api-url';
import type { Lang } from 'contracts/i18n';
import { listingKinds } from 'contracts/listing-kinds';
import {
  type ApiRequest,
  BLOG_COVER_SIZES,
  CARD_PHOTO_SIZES,
  categoryAds,
  LEAD_PHOTO_SIZES,
  leadCardRequest,
  relatedPosts,
  similarListings,
} from 'contracts/page-data';
import {
  type DetailRecord,
  type DetailRoute,
  isKnownPath,
  isPrivatePath,
  matchDetailRoute,
  type PageInput,
  type PageMeta,
  pageMeta,
} from 'contracts/page-meta';
import { VITALS_SAMPLE_RATE_META } from 'contracts/visitor-reports';
import { ApiUnavailableError } from '../plugins/app/api-availability.ts';
import { type ApiClient, isObject } from '../plugins/app/api-client.ts';
import { type CompressedText, compressText } from '../plugins/app/compressed-text.ts';
import type { PublicChanges } from '../plugins/app/public-changes.ts';
import { type ReleaseSet, releaseSetKey } from '../plugins/app/remote-releases.ts';
import { createTtlCache } from '../plugins/app/ttl-cache.ts';
import type { FirstScreen } from './first-screen.ts';
import { escapeHtml, renderShellHtml } from './html-template.ts';
import { dataPreload, type PreloadOptions } from './page-preloads.ts';

export type ShellPageOptions = {
  /** While the api is down a page is made at once without its data (default meta, no cover preload). */
  api: ApiClient;
  siteUrl: string;
  /** The share of page views whose shell reports its vitals, told to it in the page (contracts/schemas/vitals). */
  vitalsSampleRate?: number;
  /** The built shell's index.html; called on every render so a new build is picked up. */
  indexHtml: () => string;
  /** Tags that start loading the page's code with its HTML (see page-preloads.ts). */
  preloads?: (pathname: string, lang: Lang, search?: URLSearchParams, options?: PreloadOptions) => string[];
  /** A guest's first screen of the page, rendered on the server (first-screen.ts). */
  firstScreen?: FirstScreen;
  /** How long a detail page waits for its record before it falls back to the default meta. */
  timeoutMs?: number;
  /**
   * How long a page of cards waits for its list before it goes without its first cover's preload:
   * shorter, as all it waits for is a head start on one picture.
   */
  cardsTimeoutMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
  now?: () => number;
  /** An admin write: every remembered page and record is forgotten. */
  changes?: PublicChanges;
  /** Told of each lookup of a finished page: whether it was kept (bff_cache_requests_total). */
  pageLookups?: (hit: boolean) => void;
  log?: { warn: (details: object, message: string) => void };
};

/**
 * A page's HTML, compressed on its first sending (a first screen makes it tens of kilobytes, a
 * fifth of that compressed). `policy`: its CSP, made on its first sending too (pages.ts), as a page is kept and
 * sent many times.
 */
export type ShellPage = { html: string; compressed: () => CompressedText; status: number; policy?: string };
/** A page's largest paint, preloaded with its HTML for the `sizes` its `<img>` has. */
type LeadPhoto = { src: string; srcset: string; sizes: string };
type Outcome = {
  meta: PageMeta;
  status: number;
  /** Whether the page made of it may be kept: not when the api could not give the page's data. */
  cacheable: boolean;
  leadPhoto?: LeadPhoto;
  /**
   * What the page asks for once its record is there (contracts/page-data): a listing's advertisement
   * and similar listings, a post's related posts.
   */
  followUps?: ApiRequest[];
};

/**
 * A page's largest paint (a listing page's cover, the first card's cover of a page of cards) starts
 * loading with the HTML, for the same srcset and sizes as the page's own <img>, so the browser uses
 * this download for it instead of asking only once the page has rendered.
 */
function leadPhotoPreload({ src, srcset, sizes }: LeadPhoto): string {
  return `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}" fetchpriority="high" />`;
}

/** A cover as the api gives it (src and srcset of its sizes), when it is one. */
function coverOf(value: unknown, sizes: string): LeadPhoto | undefined {
  if (!isObject(value) || typeof value.src !== 'string' || typeof value.srcset !== 'string') return undefined;
  return value.src && value.srcset ? { src: value.src, srcset: value.srcset, sizes } : undefined;
}
type Lookup = { found: DetailRecord } | 'missing' | 'unavailable';

/** The shell's page for any front-end route, with a head that crawlers and link previews can read. */
export function createShellPageRenderer(options: ShellPageOptions) {
  const timeoutMs = options.timeoutMs ?? 1500;
  const cardsTimeoutMs = options.cardsTimeoutMs ?? 500;
  // An admin write: every remembered record is forgotten.
  const cache = createTtlCache<Promise<Outcome>>({
    maxEntries: options.cacheSize ?? 500,
    ttlMs: options.cacheTtlMs ?? 60_000,
    now: options.now,
    clearOn: options.changes,
  });

  async function lookup(route: DetailRoute, lang: Lang): Promise<Lookup> {
    try {
      const answer = await options.api.get(`/api/v1/${route.kind}/${encodeURIComponent(route.id)}`, {
        lang,
        timeoutMs,
      });
      // 400 is the api refusing an id that cannot name any record (too long): as missing as a 404.
      if (answer.status === 404 || answer.status === 400) return 'missing';
      if (answer.status === 200 && looksLikeRecord(route, answer.body)) {
        return { found: { kind: route.kind, record: answer.body } as DetailRecord };
      }
      options.log?.warn({ status: answer.status, path: route }, 'seo: unexpected api answer');
    } catch (error) {
      // Known down: the availability tracker said so once; not a warning per page.
      if (!(error instanceof ApiUnavailableError))
        options.log?.warn({ err: error }, 'seo: api unreachable, default meta');
    }
    return 'unavailable';
  }

  async function detailOutcome(pathname: string, route: DetailRoute, lang: Lang): Promise<Outcome> {
    const found = await lookup(route, lang);
    const base = { pathname, lang, siteUrl: options.siteUrl };
    if (found === 'missing') return { meta: metaOrDefault({ ...base, missing: true }), status: 404, cacheable: true };
    // The api down or slow is not the page's fault: default meta now, and ask again next time.
    if (found === 'unavailable') return { meta: metaOrDefault(base), status: 200, cacheable: false };
    const leadPhoto = coverOf(
      found.found.record.coverImage,
      found.found.kind === 'blog' ? BLOG_COVER_SIZES : LEAD_PHOTO_SIZES,
    );
    return {
      meta: metaOrDefault({ ...base, detail: found.found }),
      status: 200,
      cacheable: true,
      ...(leadPhoto ? { leadPhoto } : {}),
      followUps: followUpsOf(found.found),
    };
  }

  /**
   * A page of cards: the default meta, and its first card's cover, read from the list the page shows
   * first (the request the page preloads too). Without it (api down, no cover) the page is only
   * without that preload.
   */
  async function cardsOutcome(pathname: string, lead: ApiRequest, lang: Lang): Promise<Outcome> {
    const meta = metaOrDefault({ pathname, lang, siteUrl: options.siteUrl });
    try {
      const path = apiUrl(lead.path, lead.query, lang); // the URL the page preloads and asks for
      const answer = await options.api.get(path, { lang, timeoutMs: cardsTimeoutMs });
      const items = isObject(answer.body) && Array.isArray(answer.body.items) ? answer.body.items : undefined;
      if (answer.status !== 200 || !items) {
        options.log?.warn({ status: answer.status, path }, 'seo: unexpected api answer');
        return { meta, status: 200, cacheable: false };
      }
      const leadPhoto = coverOf(isObject(items[0]) ? items[0].coverImage : undefined, CARD_PHOTO_SIZES);
      return { meta, status: 200, cacheable: true, ...(leadPhoto ? { leadPhoto } : {}) };
    } catch (error) {
      if (!(error instanceof ApiUnavailableError))
        options.log?.warn({ err: error }, 'seo: api unreachable, no cover preload');
      return { meta, status: 200, cacheable: false };
    }
  }

  /** One api call per page and language at a time, remembered for a minute (as the finished page is). */
  function cachedOutcome(key: string, make: () => Promise<Outcome>): Promise<Outcome> {
    const cached = cache.get(key);
    if (cached) return cached;
    const generation = options.changes?.generation;
    const pending = make();
    cache.set(key, pending);
    void pending.then((outcome) => {
      if (!outcome.cacheable || generation !== options.changes?.generation) cache.deleteIf(key, pending);
    });
    return pending;
  }

  // Pages of cards whose list the api did not give lately: they go without their cover's preload
  // at once for a few seconds instead of each waiting for an api that is down: all they would
  // wait for is a head start on one picture.
  const cardsUnavailable = createTtlCache<true>({
    maxEntries: options.cacheSize ?? 500,
    ttlMs: CARDS_RETRY_MS,
    now: options.now,
  });

  /** `key` is the page's (pageKey); `lead` the list its first card comes from, if it opens on cards. */
  async function outcomeFor(pathname: string, lang: Lang, lead: ApiRequest | undefined, key: string): Promise<Outcome> {
    const route = matchDetailRoute(pathname);
    if (route && !isPrivatePath(pathname)) {
      return cachedOutcome(key, () => detailOutcome(pathname, route, lang));
    }
    const meta = () => metaOrDefault({ pathname, lang, siteUrl: options.siteUrl });
    // The app shows Page Not Found there: crawlers and link previews are told so.
    if (!isKnownPath(pathname)) return { meta: meta(), status: 404, cacheable: true };
    if (!lead) return { meta: meta(), status: 200, cacheable: true };
    if (cardsUnavailable.get(key)) return { meta: meta(), status: 200, cacheable: false };
    const outcome = await cachedOutcome(key, () => cardsOutcome(pathname, lead, lang));
    if (!outcome.cacheable) cardsUnavailable.set(key, true);
    return outcome;
  }

  // Finished pages, so a popular page is not rendered again on every request; a new shell build
  // (another index.html) or an api failure (not kept) renders afresh.
  const pages = createTtlCache<ShellPage & { index: string; preloads: string[]; preloadKey: string }>({
    maxEntries: options.cacheSize ?? 500,
    ttlMs: options.cacheTtlMs ?? 60_000,
    now: options.now,
    clearOn: options.changes,
    lookups: options.pageLookups,
  });

  return {
    /**
     * `pathname` without its query; `lang` as the request asked for it; `guest` when the request
     * carries no session (only a guest's page can have a first screen: it shows no one's saved places);
     * `releases` the remotes' releases the request gets (remote-releases.ts).
     */
    async render(
      pathname: string,
      lang: Lang,
      search = new URLSearchParams(),
      { guest, releases = {} }: { guest: boolean; releases?: ReleaseSet } = { guest: false },
    ): Promise<ShellPage> {
      const lead = leadCardRequest(pathname, search);
      const key = pageKey(pathname, lang, lead);
      // A page with a first screen is another page than the same one without (a signed-in visitor's,
      // or the address with a query that leaves the first screen out, such as a campaign's tag).
      const firstScreenEligible = guest && options.firstScreen?.eligible(pathname, search, releases) === true;
      // A page made with other releases names their files and holds their first screen: after a
      // deploy (or for a visitor of a rollout) it is another page.
      const pageCacheKey = `${key}${firstScreenEligible ? ' first-screen' : ''} ${releaseSetKey(releases)}`;
      // A new shell build (other preloads) makes the page afresh.
      const preloads = options.preloads?.(pathname, lang, search, { releases }) ?? [];
      const index = options.indexHtml();
      const generation = options.changes?.generation;
      const cached = pages.get(pageCacheKey);
      // The same tags are mostly the same array (page-preloads keeps them a second): no join then.
      if (cached?.index === index && (cached.preloads === preloads || cached.preloadKey === preloads.join(''))) {
        cached.preloads = preloads;
        return cached;
      }
      const [outcome, firstScreen] = await Promise.all([
        outcomeFor(pathname, lang, lead, key),
        firstScreenEligible ? options.firstScreen?.render(pathname, lang, releases) : undefined,
      ]);
      const shown = firstScreen?.kind === 'shown' ? firstScreen.html : undefined;
      // With a first screen its style sheets are in the page, and its code and data come after the lead photo (page-preloads.ts).
      const codeTags = shown
        ? (options.preloads?.(pathname, lang, search, { firstScreen: true, releases }) ?? [])
        : preloads;
      const html = renderShellHtml(
        index,
        outcome.meta,
        [
          // First of the preloads: over HTTP/1.1 (six connections) the browser asks in this order,
          // and this one small picture is the page's largest paint.
          ...(outcome.leadPhoto ? [leadPhotoPreload(outcome.leadPhoto)] : []),
          ...codeTags,
          ...(outcome.followUps ?? []).map((request) => dataPreload(request, lang, shown !== undefined)),
          `<meta name="${VITALS_SAMPLE_RATE_META}" content="${options.vitalsSampleRate ?? 1}" />`,
        ],
        shown,
      );
      const page = {
        html,
        compressed: lazily(() => compressText(html)),
        status: outcome.status,
        index,
        preloads,
        preloadKey: preloads.join(''),
      };
      // A first screen that failed is tried again (first-screen.ts says when); until then the page goes without.
      // Made from answers read before an admin write: sent, not kept.
      const current = generation === options.changes?.generation;
      if (current && outcome.cacheable && firstScreen?.kind !== 'failed') pages.set(pageCacheKey, page);
      return page;
    },
  };
}

/** `make`'s value, made on the first call: a page sent once (not kept) is compressed at most once. */
function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** How long a page of cards goes without its cover's preload after the api failed to give its list. */
const CARDS_RETRY_MS = 10_000;

/**
 * A page's key in the caches: its language and path, and for a page of cards whether it opens on
 * its first card (an unfiltered list; a filtered one is another page, without that preload).
 */
function pageKey(pathname: string, lang: Lang, lead: ApiRequest | undefined): string {
  return `${lang} ${pathname}${lead ? ' cards' : ''}`;
}

/** A record of an unexpected shape must not break the page: it gets the meta of a page without a record. */
function metaOrDefault(input: PageInput): PageMeta {
  try {
    return pageMeta(input);
  } catch {
    return pageMeta({ pathname: input.pathname, lang: input.lang, siteUrl: input.siteUrl, missing: input.missing });
  }
}

/**
 * What a found record's page asks for next: a listing's advertisement, then its similar listings or a
 * post's related posts when the record carries what they are found by.
 */
function followUpsOf(detail: DetailRecord): ApiRequest[] {
  const ads = detail.kind === 'blog' ? [] : Object.values(categoryAds(detail.kind));
  const similar = similarOf(detail);
  return similar ? [...ads, similar] : ads;
}

/** A listing's similar listings or a post's related posts, when its record carries what they are found by. */
function similarOf(detail: DetailRecord): ApiRequest | undefined {
  if (detail.kind === 'blog')
    return typeof detail.record.category === 'string' ? relatedPosts(detail.record) : undefined;
  const categories: unknown = detail.record[listingKinds[detail.kind].categoryField as keyof typeof detail.record];
  return Array.isArray(categories) ? similarListings[detail.kind](detail.record) : undefined;
}

function looksLikeRecord(route: DetailRoute, body: unknown): boolean {
  if (!isObject(body) || typeof body._id !== 'string' || typeof body.slug !== 'string') return false;
  return typeof (route.kind === 'blog' ? body.title : body.name) === 'string';
}
