import type { Browser, Page } from '@playwright/test';
import { detailPaths, publicPaths } from './support/site-pages.ts';
import { expect, test } from './support/test.ts';

/**
 * One description of each page's meta (contracts/page-meta) for the server and the page: what the
 * HTML says (read with scripts off) is what the running app says, in both languages, whether it
 * started on the page or went there: nothing a crawler or a link preview reads changes when the app
 * starts.
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

/** The head once the app runs on the page it was served for: what the server wrote stays. */
async function startedHead(page: Page, url: string): Promise<Head> {
  await page.goto(url);
  await expect(page.locator('#root main').first()).toBeVisible();
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0);
  return readHead(page);
}

/**
 * The head the app writes itself: it starts on another page, then its router goes to `url` (as a
 * link would), so the page's own PageMeta replaces what the server wrote for the first page.
 */
async function navigatedHead(page: Page, url: string, lang: string, expected: Head): Promise<void> {
  const start = url.startsWith('/contact-us') ? '/faqs' : '/contact-us';
  await page.goto(`${start}?lang=${lang}`);
  await expect(page.locator('#root main').first()).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect.poll(() => readHead(page), { timeout: 15_000 }).toEqual(expected);
  expect(await page.locator('[data-page-meta]').count()).toBe(0);
}

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
      expect(await startedHead(page, url), url).toEqual(server);
      await navigatedHead(page, url, lang, server);
      expect(server.title, url).toMatch(lang === 'ar' ? /دليل قطر/ : /Qatar Directory/);
      if (path === missing) continue;
      const canonical = server.links
        .find((link) => link.startsWith('canonical'))
        ?.split(' ')
        .at(-1);
      // An Arabic page names itself canonical with its language, an English one with its plain path.
      if (lang === 'ar') expect(canonical, url).toMatch(/\?lang=ar$/);
      else expect(canonical, url).not.toContain('lang=');
      // Its alternate in its own language is that same address: search engines drop an alternate
      // that disagrees with the page's canonical.
      expect(server.links, url).toContain(`alternate ${lang} ${canonical}`);
    }
  });
}

/** The account's pages a visitor opens signed out: the server knows their titles from the same description. */
const accountPaths = [
  '/sign-in',
  '/sign-up',
  '/sign-in-otp',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/verify-email/not-a-real-token',
];

for (const lang of ['en', 'ar'] as const) {
  test(`every signed-out account page keeps its HTML's title once the app runs (${lang})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    for (const path of accountPaths) {
      const url = `${path}?lang=${lang}`;
      const server = await serverHead(browser, url);
      expect((await startedHead(page, url)).title, url).toBe(server.title);
      await navigatedHead(page, url, lang, server);
    }
  });
}
