import { allListingKinds } from 'contracts/listing-kinds';
import { languageAlternates, publicPaths } from 'contracts/page-meta';
import { pathTo, type RouteName } from 'contracts/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ApiClient, isObject } from '../plugins/app/api-client.ts';
import type { PublicChanges } from '../plugins/app/public-changes.ts';
import { createTtlCache } from '../plugins/app/ttl-cache.ts';

type SitemapOptions = {
  /** While the api is down the sitemap is not built (the last good one, or 503, at once). */
  api: ApiClient;
  siteUrl: string;
  /** Per api page. */
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
  /** An admin write: the next request builds the sitemap afresh. */
  changes?: PublicChanges;
};

type Entry = { path: string; lastmod?: string };
type ListItem = { _id: string; slug: string; publishedAt?: string };

const PAGE_SIZE = 50;
/** The most a single sitemap file may list (sitemaps.org); past it a sitemap index is needed. */
const MAX_URLS = 50_000;

/** The api's public lists and the front-end route of their records. */
const sources: { list: string; route: RouteName }[] = [
  ...allListingKinds.map((kind) => ({ list: kind.plural, route: kind.routes.detail })),
  { list: 'blogs', route: 'blog' },
];

const isListItem = (item: unknown): item is ListItem =>
  isObject(item) && typeof item._id === 'string' && typeof item.slug === 'string';

/** Every record of a list, page after page; oldest first so a new record cannot shift one across pages. */
async function listAll(options: SitemapOptions, list: string): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let page = 1; items.length < MAX_URLS; page++) {
    const path = `/api/v1/${list}?page=${page}&limit=${PAGE_SIZE}&sort=oldest`;
    const { status, body } = await options.api.get(path, { lang: 'en', timeoutMs: options.timeoutMs ?? 10_000 });
    if (status !== 200 || !isObject(body) || !Array.isArray(body.items)) throw new Error(`${path} answered ${status}`);
    items.push(...body.items.filter(isListItem));
    // The limit the api applied, should it ever serve fewer than asked.
    const limit = typeof body.limit === 'number' ? body.limit : PAGE_SIZE;
    if (body.items.length === 0 || body.items.length < limit) break;
  }
  return items;
}

async function sitemapEntries(options: SitemapOptions): Promise<Entry[]> {
  const lists = await Promise.all(sources.map((source) => listAll(options, source.list)));
  const records = sources.flatMap((source, index) =>
    (lists[index] ?? []).map((item) => ({
      path: pathTo(source.route, { slug: item.slug, id: item._id }),
      lastmod: item.publishedAt,
    })),
  );
  return [...publicPaths.map((path) => ({ path })), ...records].slice(0, MAX_URLS);
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);

function urlXml(siteUrl: string, entry: Entry): string {
  const loc = `${siteUrl}${entry.path}`;
  const links = languageAlternates(loc).map(
    ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
  );
  const lastmod = entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : [];
  return ['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...lastmod, ...links, '  </url>'].join('\n');
}

function sitemapXml(siteUrl: string, entries: Entry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlXml(siteUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /settings',
    'Disallow: /saved-listings',
    'Disallow: /user/',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The sitemap, built from the api at most every ten minutes (one build at a time). When a rebuild
 * fails the last good sitemap is served rather than an error or one missing its records.
 */
function cachedSitemap(options: SitemapOptions, siteUrl: string) {
  // After a change the last good sitemap is kept only as the fallback for a failed rebuild.
  const fresh = createTtlCache<string>({
    maxEntries: 1,
    ttlMs: options.cacheTtlMs ?? 10 * 60_000,
    now: options.now,
    clearOn: options.changes,
  });
  let lastGood: string | undefined;
  let pending: Promise<string> | undefined;
  options.changes?.onChange(() => {
    pending = undefined;
  });
  return async (): Promise<string> => {
    const cached = fresh.get('sitemap');
    if (cached !== undefined) return cached;
    if (!pending) {
      const generation = options.changes?.generation;
      const build: Promise<string> = sitemapEntries(options)
        .then((entries) => sitemapXml(siteUrl, entries))
        .then((xml) => {
          // Built from lists read before a change: served to those who asked, not kept.
          if (generation === options.changes?.generation) {
            fresh.set('sitemap', xml);
            lastGood = xml;
          }
          return xml;
        })
        .finally(() => {
          if (pending === build) pending = undefined;
        });
      pending = build;
    }
    try {
      return await pending;
    } catch (error) {
      if (lastGood !== undefined) return lastGood;
      throw error;
    }
  };
}

/** `/sitemap.xml` (every public page and record, with its language versions) and `/robots.txt`. */
export default fp(
  async (app: FastifyInstance, options: SitemapOptions) => {
    const siteUrl = options.siteUrl.replace(/\/+$/, '');
    const sitemap = cachedSitemap(options, siteUrl);

    app.get('/sitemap.xml', async (request, reply) => {
      try {
        const xml = await sitemap();
        return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(xml);
      } catch (error) {
        // Crawlers retry a 503 later; an empty or partial sitemap would look like the records are gone.
        request.log.warn({ err: error }, 'sitemap: api unavailable');
        return reply
          .code(503)
          .header('retry-after', '60')
          .type('text/plain; charset=utf-8')
          .send('Sitemap unavailable');
      }
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteUrl)),
    );
  },
  { name: 'seo-sitemap' },
);
