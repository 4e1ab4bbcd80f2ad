import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * One description of each page's meta (contracts/page-meta) for the server and the page: what the
 * HTML says (read with scripts off) is what the running app says, in both languages, so nothing a
 * crawler or a link preview reads changes when the app starts.
 */
type Head = { title: string; metas: string[]; links: string[]; jsonLd: unknown[] };

const readHead = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const owned = (key: string) =>
      ['description', 'keywords', 'robots'].includes(key) || /^(og|twitter|article):/.test(key);
    const metas = [...document.querySelectorAll('meta')]
      .map((meta) => [meta.getAttribute('name') ?? meta.getAttribute('property') ?? '', meta.content] as const)
      .filter(([key]) => owned(key))
      .map(([key, content]) => `${key}=${content}`)
      .sort();
    const links = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"], link[rel="alternate"][hreflang]'),
    ]
      .map((link) => `${link.rel} ${link.hreflang} ${link.href}`)
      .sort();
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? 'null'),
    );
    return { title: document.title, metas, links, jsonLd };
  });

async function serverHead(browser: Browser, path: string): Promise<Head> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await readHead(page);
  } finally {
    await context.close();
  }
}

async function appHead(page: Page, path: string): Promise<Head> {
  await page.goto(path);
  // The app has started once the server's tags are gone and its own title is in.
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-page-meta]').length)).toBe(0);
  await expect.poll(() => page.title()).not.toBe('');
  // Detail pages render their meta once their record is in.
  await expect.poll(async () => (await readHead(page)).metas.length).toBeGreaterThan(3);
  return readHead(page);
}

/** A record of each kind, read from the public api. */
async function detailPaths(page: Page): Promise<string[]> {
  const first = async (list: string, key: string, route: string) => {
    const answer = await page.request.get(`/api/v1/${list}?limit=1`);
    const item = (await answer.json()).data[key][0];
    return `/${route}/${item.slug}/${item._id}`;
  };
  return [
    await first('restaurants', 'restaurants', 'restaurant'),
    await first('shops', 'shops', 'gift-shop'),
    await first('blogs', 'blogs', 'blog'),
  ];
}

const publicPaths = [
  '/',
  '/listings/restaurants',
  '/listings/gift-shops',
  '/blogs',
  '/contact-us',
  '/about-us',
  '/faqs',
  '/terms-and-conditions',
  '/privacy-policy',
];

for (const lang of ['en', 'ar'] as const) {
  test(`every public page says the same about itself in its HTML and once the app runs (${lang})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const missing = '/restaurant/nothing-here/00000000-0000-4000-8000-000000000000';
    for (const path of [...publicPaths, ...(await detailPaths(page)), missing]) {
      const url = `${path}?lang=${lang}`;
      const server = await serverHead(browser, url);
      const app = await appHead(page, url);
      expect(app, url).toEqual(server);
      expect(server.title, url).toMatch(lang === 'ar' ? /دليل قطر/ : /Qatar Directory/);
      if (path !== missing && lang === 'ar') {
        // An Arabic page names itself canonical with its language, as its HTML did.
        expect(
          server.links.find((link) => link.startsWith('canonical')),
          url,
        ).toMatch(/\?lang=ar$/);
      }
    }
  });
}
