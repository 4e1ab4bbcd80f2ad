import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from 'api/testing';
import { areas, cuisines } from 'contracts/enums';
import { BLOG_COVER_SIZES, CARD_PHOTO_SIZES, LEAD_PHOTO_SIZES } from 'contracts/page-data';
import { clip, pageMeta, seoCopy } from 'contracts/page-meta';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml, renderShellHtml } from '../src/pages/html-template.ts';
import { dataPreloads } from '../src/pages/page-preloads.ts';
import { createShellPageRenderer } from '../src/pages/shell-page.ts';
import { createApiClient } from '../src/plugins/app/api-client.ts';
import { fileReader } from '../src/plugins/app/build-files.ts';
import sitemapPlugin from '../src/routes/sitemap.ts';

const siteUrl = 'https://qatar.example';
/** What rsbuild writes for the shell, reduced to what the head rewriting touches. */
const shellIndex =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><title>Qatar Directory</title></head><body><div id="root"></div></body></html>';
const evilName = `</script><script>alert(1)</script> $' $& "quoted"`;

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
type Item = any;

const titleOf = (html: string) => html.match(/<title\b[^>]*>([\s\S]*?)<\/title>/)?.[1];
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" data-page-meta />`))?.[1];
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)" data-page-meta \/>/)?.[1];
const jsonLdSource = (html: string) =>
  html.match(/<script type="application\/ld\+json" data-page-meta>([\s\S]*?)<\/script>/)?.[1];
const jsonLdOf = (html: string) => {
  const source = jsonLdSource(html);
  return source === undefined ? undefined : JSON.parse(source);
};

async function listen(handler: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function stop(server: Server) {
  server.closeAllConnections();
  server.close();
}

describe('SEO pages and sitemap over the real api', () => {
  let api: TestApi;
  let shellDir: string;
  let render: ReturnType<typeof createShellPageRenderer>['render'];
  let restaurant: Item;
  let coverSrcset: string;
  let coverSrc: string;
  let evilRestaurant: Item;
  let florist: Item;
  let store: Item;
  let blog: Item;

  async function allItems(list: string): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 1; ; page++) {
      const { body } = await api.get(`/api/v1/${list}?page=${page}&limit=50`);
      items.push(...body.items);
      if (body.items.length < 50) return items;
    }
  }

  /** The seed has no pictures (drawing them is slow): one restaurant gets a cover row of its own. */
  async function giveCover(id: string, table: 'restaurants' | 'blogs' = 'restaurants') {
    const { media, [table]: records } = api.db._.fullSchema;
    const [row] = await api.db
      .insert(media)
      .values({ kind: 'image', mimeType: 'image/webp', widths: [400, 800], width: 800, height: 600, altEn: 'Cover' })
      .returning({ id: media.id });
    await api.db.update(records).set({ coverMediaId: row?.id }).where(eq(records.id, id));
    return `/media/${row?.id}/400.webp`;
  }

  beforeAll(async () => {
    api = await startTestApi('pglite');
    shellDir = await mkdtemp(path.join(tmpdir(), 'qd-seo-'));
    await writeFile(path.join(shellDir, 'index.html'), shellIndex);
    const restaurants = (await api.get('/api/v1/restaurants?limit=5&sort=oldest')).body.items;
    [restaurant, evilRestaurant] = restaurants;
    coverSrc = await giveCover(restaurant._id);
    coverSrcset = (await api.get(`/api/v1/restaurant/${restaurant._id}`)).body.coverImage.srcset;
    const { restaurants: table } = api.db._.fullSchema;
    await api.db.update(table).set({ nameEn: evilName }).where(eq(table.id, evilRestaurant._id));
    const shops = await allItems('shops');
    florist = shops.find((shop) => shop.categories.includes('flowers'));
    store = shops.find((shop) => !shop.categories.includes('flowers'));
    blog = (await api.get('/api/v1/blogs?limit=1')).body.items[0];
    await giveCover(blog._id, 'blogs');
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: api.address }),
      siteUrl,
      indexHtml: fileReader(path.join(shellDir, 'index.html')),
      timeoutMs: 3000,
    });
    render = renderer.render;
  });
  afterAll(async () => {
    await api?.close();
    await rm(shellDir, { recursive: true, force: true });
  });

  it('gives a restaurant page its name, absolute picture, canonical and Restaurant JSON-LD', async () => {
    const pathname = `/restaurant/${restaurant.slug}/${restaurant._id}`;
    const { html, status } = await render(pathname, 'en');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr" data-site-url="https://qatar.example">');
    expect(titleOf(html)).toBe(escapeHtml(`${restaurant.name} – Qatar Directory`));
    expect(html.match(/<title\b/g)).toHaveLength(1);
    expect(metaOf(html, 'name', 'description')).toBe(escapeHtml(clip(restaurant.description)));
    expect(clip(restaurant.description).length).toBeLessThanOrEqual(160);
    expect(canonicalOf(html)).toBe(`${siteUrl}${pathname}`);
    expect(metaOf(html, 'property', 'og:url')).toBe(`${siteUrl}${pathname}`);
    expect(metaOf(html, 'property', 'og:image')).toBe(`${siteUrl}${coverSrc}`);
    expect(metaOf(html, 'name', 'twitter:image')).toBe(`${siteUrl}${coverSrc}`);
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'property', 'og:locale')).toBe('en_US');
    expect(html).toContain(
      `<link rel="alternate" hreflang="ar" href="${siteUrl}${pathname}?lang=ar" data-page-meta />`,
    );
    expect(metaOf(html, 'name', 'robots')).toBeUndefined();
    // The cover (the page's largest paint) loads with the HTML, for the page's own srcset and sizes.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${coverSrc}" imagesrcset="${escapeHtml(coverSrcset)}" imagesizes="${LEAD_PHOTO_SIZES}" fetchpriority="high" />`,
    );
    // So do the restaurants sharing its cuisines, which the page shows below it.
    const cuisineQuery = restaurant.cuisineTypes.map((code: string) => `cuisineTypes=${code}`).join('&amp;');
    expect(html).toContain(
      `<link rel="preload" href="/api/v1/restaurants?${cuisineQuery}&amp;limit=4&amp;sort=featured&amp;lang=en" as="fetch" crossorigin="use-credentials" />`,
    );

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: restaurant.name,
      url: `${siteUrl}${pathname}`,
      image: `${siteUrl}${coverSrc}`,
      telephone: expect.any(String),
      priceRange: expect.stringMatching(/^\${1,3}$/),
      address: {
        '@type': 'PostalAddress',
        addressLocality: areas.labels[restaurant.area as keyof typeof areas.labels].en,
        addressCountry: 'QA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    const cuisineLabels = restaurant.cuisineTypes.map((code: keyof typeof cuisines.labels) => cuisines.labels[code].en);
    expect(ld.servesCuisine).toEqual(cuisineLabels);
  });

  it('carries special hours (Ramadan) in the JSON-LD as specialOpeningHoursSpecification, in both languages', async () => {
    const { restaurants: table } = api.db._.fullSchema;
    const [row] = await api.db.select().from(table).where(eq(table.slug, 'barahat-majlis-kitchen'));
    const week = (open: string, close: string) =>
      Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ open, close }]]));
    // Far ahead, so the test does not depend on today's date (ended ranges are left out).
    const ramadan = { name: { en: 'Ramadan hours', ar: 'ساعات رمضان' }, from: '2099-01-01', to: '2099-01-30' };
    await api.db
      .update(table)
      .set({ specialHours: [{ ...ramadan, hours: week('19:00', '02:00') as never }] })
      .where(eq(table.id, row?.id as string));
    for (const lang of ['en', 'ar'] as const) {
      const { html } = await render(`/restaurant/${row?.slug}/${row?.id}`, lang);
      const specs = jsonLdOf(html).specialOpeningHoursSpecification;
      expect(specs).toHaveLength(7);
      expect(specs).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '19:00',
        closes: '02:00',
        validFrom: '2099-01-01',
        validThrough: '2099-01-30',
      });
    }
    expect(jsonLdOf((await render(`/restaurant/${restaurant.slug}/${restaurant._id}`, 'en')).html)).not.toHaveProperty(
      'specialOpeningHoursSpecification',
    );
  });

  it('answers in Arabic, right to left, when the page is asked in Arabic', async () => {
    const pathname = `/restaurant/${restaurant.slug}/${restaurant._id}`;
    const arabic = (await api.get(`/api/v1/restaurant/${restaurant._id}`, 'ar')).body;
    const { html } = await render(pathname, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl" data-site-url="https://qatar.example">');
    expect(titleOf(html)).toBe(escapeHtml(`${arabic.name} – دليل قطر`));
    expect(titleOf(html)).toMatch(/[\u0600-\u06FF]/);
    expect(metaOf(html, 'property', 'og:locale')).toBe('ar_QA');
    expect(canonicalOf(html)).toBe(`${siteUrl}${pathname}?lang=ar`);
    const ld = jsonLdOf(html);
    expect(ld.name).toBe(arabic.name);
    expect(ld.servesCuisine.join(' ')).toMatch(/[\u0600-\u06FF]/);
  });

  it('describes a flower shop as a Florist and another shop as a Store', async () => {
    const flowers = await render(`/gift-shop/${florist.slug}/${florist._id}`, 'en');
    expect(titleOf(flowers.html)).toBe(escapeHtml(`${florist.name} – Qatar Directory`));
    expect(jsonLdOf(flowers.html)).toMatchObject({
      '@type': 'Florist',
      name: florist.name,
      address: { addressCountry: 'QA' },
    });
    expect(metaOf(flowers.html, 'property', 'og:image')).toBe(`${siteUrl}/og-default.png`);
    const gifts = await render(`/gift-shop/${store.slug}/${store._id}`, 'en');
    expect(jsonLdOf(gifts.html)).toMatchObject({ '@type': 'Store', name: store.name });
    // The shops selling what each is about load with the page.
    const itemsQuery = florist.categories.map((code: string) => `availableItems=${code}`).join('&amp;');
    expect(flowers.html).toContain(
      `<link rel="preload" href="/api/v1/shops?${itemsQuery}&amp;limit=4&amp;sort=featured&amp;lang=en" as="fetch" crossorigin="use-credentials" />`,
    );
  });

  it('describes a blog post as a BlogPosting with its excerpt', async () => {
    const pathname = `/blog/${blog.slug}/${blog._id}`;
    const { html, status } = await render(pathname, 'en');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(escapeHtml(`${blog.title} – Qatar Directory`));
    expect(metaOf(html, 'name', 'description')).toBe(escapeHtml(clip(blog.excerpt)));
    expect(metaOf(html, 'property', 'og:type')).toBe('article');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: blog.title,
      description: blog.excerpt,
      datePublished: blog.publishedAt,
      author: { '@type': 'Person', name: blog.author },
      inLanguage: 'en',
      url: `${siteUrl}${pathname}`,
    });
    // The posts of its category, which the page shows as related, load with it.
    expect(html).toContain(
      `<link rel="preload" href="/api/v1/blogs?category=${blog.category}&amp;page=1&amp;limit=4&amp;lang=en" as="fetch" crossorigin="use-credentials" />`,
    );
    // Its cover (the post's largest paint) loads with the HTML, for the article's sizes.
    const cover = (await api.get(`/api/v1/blog/${blog._id}`)).body.coverImage;
    expect(cover).not.toBeNull();
    expect(html).toContain(
      `<link rel="preload" as="image" href="${cover.src}" imagesrcset="${escapeHtml(cover.srcset)}" imagesizes="${BLOG_COVER_SIZES}" fetchpriority="high" />`,
    );
  });

  it('answers 404 named from the catalogue, never indexed, for a record that does not exist', async () => {
    const missing: [string, string][] = [
      ['/restaurant/no-such-place/00000000-0000-4000-8000-000000000000', 'Restaurant not found'],
      ['/gift-shop/no-such-shop/00000000-0000-4000-8000-000000000000', 'Gift Shop not found'],
      ['/blog/not-an-id/not-an-id', 'Blog Not Found'],
    ];
    for (const [pathname, name] of missing) {
      const { html, status } = await render(pathname, 'en');
      expect(status, pathname).toBe(404);
      expect(titleOf(html)).toBe(`${name} – Qatar Directory`);
      expect(metaOf(html, 'name', 'description')).toBe(seoCopy.defaultDescription.en);
      expect(metaOf(html, 'name', 'robots')).toBe('noindex, nofollow');
      expect(html).toContain('<div id="root"></div>');
      expect(jsonLdSource(html)).toBeUndefined();
    }
  });

  it('preloads a detail page’s advertisement only when its record exists', async () => {
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: api.address }),
      siteUrl,
      indexHtml: () => shellIndex,
      timeoutMs: 3000,
      preloads: dataPreloads,
    });
    const adsTags = (html: string) => html.match(/href="\/api\/v1\/(ads|playback)\?[^"]*"/g) ?? [];
    const found = await renderer.render(`/restaurant/${restaurant.slug}/${restaurant._id}`, 'en');
    expect(adsTags(found.html)).toEqual([
      'href="/api/v1/ads?category=restaurant&amp;lang=en"',
      'href="/api/v1/playback?lang=en"',
    ]);
    const missing = await renderer.render('/gift-shop/no-such-shop/00000000-0000-4000-8000-000000000000', 'en');
    expect(missing.status).toBe(404);
    expect(adsTags(missing.html)).toEqual([]);
    // The record's own request stays: the page asks for it and learns it is missing.
    expect(missing.html).toContain('href="/api/v1/shop/00000000-0000-4000-8000-000000000000?lang=en"');
  });

  it('keeps account, admin and token pages out of search engines, without echoing tokens', async () => {
    for (const pathname of ['/admin/users', '/sign-in', '/settings', '/user/abc', '/reset-password/secret-token']) {
      const { html, status } = await render(pathname, 'en');
      expect(status).toBe(200);
      expect(metaOf(html, 'name', 'robots'), pathname).toBe('noindex, nofollow');
      expect(canonicalOf(html)).toBeUndefined();
    }
    expect((await render('/reset-password/secret-token', 'en')).html).not.toContain('secret-token');
    expect(titleOf((await render('/sign-in', 'ar')).html)).toBe('تسجيل الدخول – دليل قطر');
  });

  it('titles the public list pages in both languages', async () => {
    const en = await render('/listings/restaurants', 'en');
    expect(titleOf(en.html)).toBe('Restaurants in Qatar – Qatar Directory');
    expect(canonicalOf(en.html)).toBe(`${siteUrl}/listings/restaurants`);
    expect(metaOf(en.html, 'name', 'robots')).toBeUndefined();
    const ar = await render('/listings/restaurants/', 'ar');
    expect(titleOf(ar.html)).toBe('المطاعم في قطر – دليل قطر');
    expect(canonicalOf(ar.html)).toBe(`${siteUrl}/listings/restaurants?lang=ar`);
    expect(titleOf((await render('/', 'en')).html)).toBe(seoCopy.homeTitle.en);
    const unknown = await render('/no/such/page', 'en');
    expect(unknown.status).toBe(404);
    expect(titleOf(unknown.html)).toBe('Page Not Found – Qatar Directory');
    expect(metaOf(unknown.html, 'name', 'robots')).toBe('noindex, nofollow');
    expect(canonicalOf(unknown.html)).toBeUndefined();
  });

  it('preloads the first card’s cover with the home page and an unfiltered list, and none once it is filtered', async () => {
    const firstOf = async (list: string) => (await api.get(`/api/v1/${list}`)).body.items[0];
    const featured = await firstOf('restaurants?featured=true&limit=3');
    const firstListed = await firstOf('restaurants?sort=featured&page=1&limit=10');
    await giveCover(featured._id);
    await giveCover(firstListed._id);
    const cardPreload = async (id: string) => {
      const { coverImage } = (await api.get(`/api/v1/restaurant/${id}`)).body;
      return `<link rel="preload" as="image" href="${escapeHtml(coverImage.src)}" imagesrcset="${escapeHtml(coverImage.srcset)}" imagesizes="${CARD_PHOTO_SIZES}" fetchpriority="high" />`;
    };
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: api.address }),
      siteUrl,
      indexHtml: () => shellIndex,
      cardsTimeoutMs: 3000,
    });

    const home = await renderer.render('/', 'en');
    expect(home.html).toContain(await cardPreload(featured._id));
    expect(home.html.match(/as="image"/g)).toHaveLength(1);
    expect(titleOf(home.html)).toBe(seoCopy.homeTitle.en);
    expect((await renderer.render('/listings/restaurants', 'ar')).html).toContain(await cardPreload(firstListed._id));
    // The same page filtered, right after in the same language, is another page: no cover of the unfiltered list.
    const filtered = await renderer.render('/listings/restaurants', 'ar', new URLSearchParams('pricing=low'));
    expect(filtered.html).not.toContain('as="image"');
    expect((await renderer.render('/listings/restaurants', 'ar')).html).toContain(await cardPreload(firstListed._id));
    expect((await renderer.render('/contact-us', 'en')).html).not.toContain('as="image"');
  });

  it('escapes a name written to break out of the title and the JSON-LD', async () => {
    const pathname = `/restaurant/${evilRestaurant.slug}/${evilRestaurant._id}`;
    const { html } = await render(pathname, 'en');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#39; $&amp; &quot;quoted&quot; – Qatar Directory',
    );
    expect(metaOf(html, 'property', 'og:title')).toBe(titleOf(html));
    expect(jsonLdSource(html)).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(jsonLdOf(html).name).toBe(evilName);
  });

  it('renders the default meta, quickly and with 200, when the api is down or slow', async () => {
    const pathname = `/restaurant/${restaurant.slug}/${restaurant._id}`;
    const slow = await listen(() => {});
    try {
      for (const apiUrl of ['http://127.0.0.1:9', slow.url]) {
        const renderer = createShellPageRenderer({
          api: createApiClient({ apiUrl }),
          siteUrl,
          indexHtml: () => shellIndex,
          timeoutMs: 300,
          cardsTimeoutMs: 300,
          preloads: dataPreloads,
        });
        const started = Date.now();
        const { html, status } = await renderer.render(pathname, 'en');
        expect(Date.now() - started, apiUrl).toBeLessThan(1500);
        expect(status).toBe(200);
        // The record is still preloaded, for the page to ask again; its ads wait for it there.
        expect(html).toContain(`href="/api/v1/restaurant/${restaurant._id}?lang=en"`);
        expect(html).not.toMatch(/href="\/api\/v1\/(ads|playback)\?/);
        expect(titleOf(html)).toBe('Qatar Directory');
        expect(metaOf(html, 'name', 'description')).toBe(seoCopy.defaultDescription.en);
        expect(canonicalOf(html)).toBe(`${siteUrl}${pathname}`);
        // A page of cards goes without its first cover's preload, as soon.
        const home = await renderer.render('/', 'en');
        expect(Date.now() - started, apiUrl).toBeLessThan(2500);
        expect(home.status).toBe(200);
        expect(titleOf(home.html)).toBe(seoCopy.homeTitle.en);
        expect(home.html).not.toContain('as="image"');
      }
    } finally {
      stop(slow.server);
    }
  });

  it('asks the api once per page and language for a minute, and not at all after a failure is over', async () => {
    const record = (await api.get(`/api/v1/restaurant/${restaurant._id}`)).body;
    let calls = 0;
    let failing = true;
    const fake = await listen((_request, response) => {
      calls++;
      response.writeHead(failing ? 503 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(failing ? {} : record));
    });
    let clock = 0;
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: fake.url }),
      siteUrl,
      indexHtml: () => shellIndex,
      now: () => clock,
    });
    const pathname = `/restaurant/${restaurant.slug}/${restaurant._id}`;
    try {
      expect(titleOf((await renderer.render(pathname, 'en')).html)).toBe('Qatar Directory');
      failing = false;
      const pages = await Promise.all([renderer.render(pathname, 'en'), renderer.render(pathname, 'en')]);
      expect(titleOf(pages[1].html)).toBe(escapeHtml(`${record.name} – Qatar Directory`));
      expect(calls).toBe(2);
      await renderer.render(pathname, 'ar');
      expect(calls).toBe(3);
      clock += 61_000;
      await renderer.render(pathname, 'en');
      expect(calls).toBe(4);
    } finally {
      stop(fake.server);
    }
  });

  it('does not make the home page wait for an api that just failed to give its list', async () => {
    let calls = 0;
    const failing = await listen((_request, response) => {
      calls++;
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{}');
    });
    let clock = 0;
    const renderer = createShellPageRenderer({
      api: createApiClient({ apiUrl: failing.url }),
      siteUrl,
      indexHtml: () => shellIndex,
      now: () => clock,
    });
    try {
      for (let visit = 0; visit < 3; visit++) {
        const { html, status } = await renderer.render('/', 'en');
        expect(status).toBe(200);
        expect(html).not.toContain('as="image"');
      }
      expect(calls).toBe(1);
      clock += 11_000; // then it asks again
      await renderer.render('/', 'en');
      expect(calls).toBe(2);
    } finally {
      stop(failing.server);
    }
  });

  it('lists every public page and record in the sitemap, with language alternates', async () => {
    const app = Fastify();
    await app.register(sitemapPlugin, { api: createApiClient({ apiUrl: api.address }), siteUrl: `${siteUrl}/` });
    try {
      const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      const xml = response.body;
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const [restaurants, shops, blogs] = await Promise.all([
        allItems('restaurants'),
        allItems('shops'),
        allItems('blogs'),
      ]);
      expect(restaurants.length).toBe(api.seeded.restaurants);
      const paths = [
        ...restaurants.map((item) => `/restaurant/${item.slug}/${item._id}`),
        ...shops.map((item) => `/gift-shop/${item.slug}/${item._id}`),
        ...blogs.map((item) => `/blog/${item.slug}/${item._id}`),
      ];
      for (const path of paths) expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`);
      for (const path of ['/listings/restaurants', '/listings/gift-shops', '/blogs', '/about-us', '/faqs']) {
        expect(xml).toContain(`<loc>${siteUrl}${path}</loc>`);
      }
      expect(xml).toContain(`<loc>${siteUrl}/</loc>`);
      expect(xml.match(/<url>/g)).toHaveLength(paths.length + 9);
      const sample = `${siteUrl}${paths[0]}`;
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${sample}"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${sample}?lang=ar"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${sample}"/>`);
      expect(xml).not.toContain('/admin');

      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
      for (const rule of ['Allow: /', 'Disallow: /admin', 'Disallow: /settings', 'Disallow: /saved-listings']) {
        expect(robots.body).toContain(rule);
      }
      expect(robots.body).toContain('Disallow: /api/');
    } finally {
      await app.close();
    }
  });

  it('answers 503 for the sitemap while the api is down, rather than a sitemap without records', async () => {
    const app = Fastify();
    await app.register(sitemapPlugin, {
      api: createApiClient({ apiUrl: 'http://127.0.0.1:9' }),
      siteUrl,
      timeoutMs: 500,
    });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    await app.close();
  });
});

describe('shell head rewriting', () => {
  it('replaces the build’s own description and keeps its scripts', () => {
    const built =
      '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta name="description" content="Old" />\n    <title>Qatar Directory</title>\n  <script defer src="/static/js/index.js"></script></head>\n  <body><div id="root"></div></body>\n</html>';
    const html = renderShellHtml(built, pageMeta({ pathname: '/faqs', lang: 'ar', siteUrl }));
    expect(html).toContain('<html lang="ar" dir="rtl" data-site-url="https://qatar.example">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('content="Old"');
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('tells a browser without scripts, in the page language, why nothing shows, instead of the loader', () => {
    for (const lang of ['en', 'ar'] as const) {
      const html = renderShellHtml(shellIndex, pageMeta({ pathname: '/', lang, siteUrl }));
      const body = html.slice(html.indexOf('<body>'));
      expect(body).toMatch(new RegExp(`^<body>\\s*<noscript><p [^>]*>${seoCopy.noScript[lang]}</p></noscript>`));
      expect(html.slice(0, html.indexOf('</head>'))).toContain(
        '<noscript><style>.boot-loader { display: none; }</style></noscript>',
      );
    }
  });

  it('gives a head to a shell without one', () => {
    const html = renderShellHtml(
      '<!doctype html><div id="root"></div>',
      pageMeta({ pathname: '/', lang: 'en', siteUrl }),
    );
    expect(html.startsWith('<!doctype html><head><title data-page-meta>')).toBe(true);
    expect(html).toContain('<div id="root"></div>');
  });
});
