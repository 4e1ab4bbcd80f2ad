import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * A guest's first screen (bff pages/first-screen.ts): the page's HTML already shows the page, header
 * and footer included, before any script has run; the app then renders the same page over it.
 */

/** A phone's screen: the first screen's point is a phone on a slow network. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 };

/** Each page with a first screen, with what it shows first (its largest paint on a phone). */
const pages = [
  { name: 'home', path: '/', lead: 'article img' },
  { name: 'restaurants', path: '/listings/restaurants', lead: 'article img' },
  { name: 'gift shops', path: '/listings/gift-shops', lead: 'article img' },
  { name: 'a restaurant', path: 'first restaurant', lead: '[data-testid="listing-photo"] img' },
  // The newest post leads; journeys before this one (admin-blogs) publish posts without a cover, so
  // the list's first picture can be a lazy one far down: the first card is the lead instead.
  { name: 'blogs', path: '/blogs', lead: 'article' },
  // A post's body is the api's sanitised HTML, rendered on the server like the rest of the page.
  { name: 'a blog post', path: 'first post', lead: '[data-testid="blog-body"] p' },
  { name: 'contact', path: '/contact-us', lead: 'h1' },
  { name: 'FAQs', path: '/faqs', lead: 'h1' },
  { name: 'about', path: '/about-us', lead: 'h1' },
] as const;

/** `run` in a new browser context on a phone, closed after it. */
async function onAPhone<T>(browser: Browser, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext(phone);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

/**
 * The server's first render of a page may miss its time bound on a loaded machine (the page then
 * comes with the loader, and a request ten seconds later renders it again): not what these tests
 * are about, so they start once the page has one.
 */
async function renderedOnce(page: Page, address: string) {
  await expect
    .poll(
      async () =>
        (await (await page.request.get(address, { headers: { accept: 'text/html' } })).text()).includes(
          'data-first-screen',
        ),
      { timeout: 30_000, intervals: [500, 2000, 5000] },
    )
    .toBe(true);
}

type FirstRecord = 'first restaurant' | 'first post';
const isFirstRecord = (path: string): path is FirstRecord => path.startsWith('first ');

/** The first record's page on a list: its address as the list links to it. */
async function firstRecordPath(page: Page, which: FirstRecord): Promise<string> {
  const [list, card, address] =
    which === 'first restaurant'
      ? ['/listings/restaurants', 'restaurant-card', /^\/restaurant\//]
      : ['/blogs', 'blog-card', /^\/blog\//];
  await page.goto(`${list}?lang=en`);
  const href = await page.getByTestId(card).first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(address);
  return href ?? '';
}

type Shown = { heading: string; lead: { x: number; y: number; width: number; height: number } };

async function shown(page: Page, lead: string): Promise<Shown> {
  const heading = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
  const box = await page.locator(lead).first().boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  return { heading, lead: { x, y, width, height } };
}

/** Once the lead picture has loaded (a heading is there as soon as it shows). */
const leadLoaded = (page: Page, lead: string) =>
  expect
    .poll(() =>
      page
        .locator(lead)
        .first()
        .evaluate(
          (element) => !(element instanceof HTMLImageElement) || (element.complete && element.naturalWidth > 0),
        ),
    )
    .toBe(true);

/**
 * The page as its HTML alone shows it: none of its scripts arrives (a browser without JavaScript
 * would also show the note that it needs some, above the page).
 */
async function firstScreen(browser: Browser, path: string, lead: string): Promise<Shown & { root: string[] }> {
  return onAPhone(browser, async (context) => {
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(path);
    await leadLoaded(page, lead);
    const root = await page.locator('#root').evaluate((element) => element.getAttributeNames().sort());
    return { ...(await shown(page, lead)), root };
  });
}

// An Arabic first screen shows once its fonts are in (contracts first-screen CONTENT_FONTS_PENDING).
for (const lang of ['en', 'ar'] as const) {
  test.describe(`first screen (${lang})`, () => {
    test.use(phone);

    for (const { name, path, lead } of pages) {
      test(`${name}: the HTML alone shows the page, and the app shows it in the same place`, async ({
        page,
        browser,
      }) => {
        const address = `${isFirstRecord(path) ? await firstRecordPath(page, path) : path}?lang=${lang}`;
        await renderedOnce(page, address);
        const before = await firstScreen(browser, address, lead);
        expect(before.root).toEqual(['aria-busy', 'data-first-screen', 'id', 'inert']);
        expect(before.heading).not.toBe('');

        // Every frame from the first to the app's: once the page's heading shows, it never goes (no loader
        // between); an Arabic page never shows in a fallback font.
        await page.addInitScript(() => {
          const frames: string[] = [];
          (window as unknown as { frames_: string[] }).frames_ = frames;
          const arabicFaces = ['400 1em "Noto Sans Arabic Subset"', '600 1em "Noto Sans Arabic Subset"'];
          const watch = () => {
            const hidden = document.querySelector('[data-content-fonts-pending]') !== null;
            const heading = document.querySelector('h1') !== null && !hidden;
            const loader = document.querySelector('.boot-loader, [data-testid="full-screen-loader"]') !== null;
            // `check` is true, too, where no face of that name exists: the page must declare it.
            const declared = [...document.fonts].some(
              (face) => face.family.replace(/"/g, '') === 'Noto Sans Arabic Subset',
            );
            const inFallback =
              document.documentElement.lang === 'ar' &&
              !(declared && arabicFaces.every((face) => document.fonts.check(face, 'عربي')));
            frames.push(heading ? (inFallback ? 'page in a fallback font' : 'page') : loader ? 'loader' : 'blank');
            if (frames.length < 600) requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        });
        await page.goto(address);
        const root = page.locator('#root');
        await expect(root).not.toHaveAttribute('data-first-screen');
        await expect(root).not.toHaveAttribute('inert');
        await expect(root).not.toHaveAttribute('aria-busy');
        await leadLoaded(page, lead);
        expect(await shown(page, lead)).toEqual({ heading: before.heading, lead: before.lead });
        const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
        const first = frames.indexOf('page');
        expect(first).toBeGreaterThanOrEqual(0);
        expect(frames.slice(first).filter((frame) => frame !== 'page')).toEqual([]);
      });
    }
  });
}

test('until the app has rendered over it, the first screen takes no click and no focus; then the app takes both', async ({
  browser,
  page,
}) => {
  await renderedOnce(page, '/listings/restaurants?lang=en');
  await onAPhone(browser, async (context) => {
    await context.route(/\.js(\?|$)/, (route) => route.abort()); // the app never comes
    const waiting = await context.newPage();
    await waiting.goto('/listings/restaurants?lang=en');
    const link = waiting.getByRole('heading', { level: 2 }).first().locator('a');
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    await waiting.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
    await waiting.keyboard.press('Tab');
    await waiting.waitForTimeout(300);
    expect(new URL(waiting.url()).pathname).toBe('/listings/restaurants');
    expect(await waiting.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  await page.goto('/listings/restaurants?lang=en');
  const search = page.getByLabel('Search restaurants by name');
  await search.fill('zzz-no-such-place');
  await search.press('Enter');
  await expect(page).toHaveURL(/businessName=zzz-no-such-place/);
  await expect(search).toHaveValue('zzz-no-such-place');
});

test('the app starts only once the first screen has shown its lead photo: its start-up does not hold the paint back', async ({
  browser,
  page,
}) => {
  await renderedOnce(page, '/listings/restaurants?lang=en');
  await onAPhone(browser, async (context) => {
    const phonePage = await context.newPage();
    // When the shell's entry script joins the page, note whether the lead photo was in and painted by then.
    await phonePage.addInitScript(() => {
      const seen: { leadComplete?: boolean; painted?: boolean } = {};
      Object.assign(window, { entryScriptAdded: seen });
      new MutationObserver((records, observer) => {
        const added = records.flatMap((record) => [...record.addedNodes]);
        if (!added.some((node) => node instanceof HTMLScriptElement && /\/static\/js\/index\./.test(node.src))) return;
        observer.disconnect();
        const lead = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
        seen.leadComplete = lead?.complete === true && lead.naturalWidth > 0;
        seen.painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      }).observe(document, { childList: true, subtree: true });
    });
    await phonePage.goto('/listings/restaurants?lang=en');
    await expect(phonePage.locator('#root')).not.toHaveAttribute('data-first-screen');
    expect(
      await phonePage.evaluate(() => (window as unknown as { entryScriptAdded: object }).entryScriptAdded),
    ).toEqual({
      leadComplete: true,
      painted: true,
    });
  });
});

test('a filtered list and a guest-only page keep the loader until the app has started; an Arabic first screen waits for its fonts', async ({
  request,
}) => {
  for (const path of ['/listings/restaurants?cuisineTypes=qatari', '/sign-in']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html, path).toContain('<div class="boot-loader"');
    expect(html, path).not.toContain('data-first-screen');
  }
  // A first visit from a browser that prefers Arabic is an Arabic page from the start, as the app will show it
  // (polled: the server's first render of a page may miss its time bound on a loaded machine).
  const arabicVisit = () =>
    request.get('/', { headers: { accept: 'text/html', 'accept-language': 'ar-QA,ar;q=0.9,en;q=0.5' } });
  await expect
    .poll(async () => (await (await arabicVisit()).text()).includes('data-first-screen'), {
      timeout: 30_000,
      intervals: [500, 2000, 5000],
    })
    .toBe(true);
  const arabic = await arabicVisit();
  const html = await arabic.text();
  expect(html).toContain('<html lang="ar" dir="rtl" data-site-url=');
  expect(html).toMatch(/<div data-content-fonts-pending="[^"]*Noto Sans Arabic Subset/);
  expect(arabic.headers().vary).toContain('accept-language');
});

test('a first screen whose app cannot start is left as a plain page: its links lead on', async ({ browser, page }) => {
  await renderedOnce(page, '/faqs?lang=en');
  await onAPhone(browser, async (context) => {
    // The shell's entry runs, but its start-up chunk never arrives.
    await context.route(/\/static\/js\/async\/bootstrap\./, (route) => route.abort());
    const broken = await context.newPage();
    await broken.goto('/faqs?lang=en');
    const root = broken.locator('#root');
    await expect(root).not.toHaveAttribute('inert');
    await expect(root).not.toHaveAttribute('data-first-screen');
    await broken.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(broken).toHaveURL(/\/about-us$/);
  });
});

test('the HTML comes compressed, and the server bundles are not served', async ({ request }) => {
  const answer = await request.get('/listings/restaurants', {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  expect(answer.headers()['content-encoding']).toBe('br');
  expect(await answer.text()).toContain('data-first-screen');
  const manifest = ((await (await request.get('/remotes.json')).json()) as Record<string, string>)['mfe-listings'];
  const release = manifest?.replace(/mf-manifest\.json$/, '') ?? '';
  expect(release).toMatch(/^\/releases\/mfe-listings\/[^/]+\/$/);
  expect((await request.get(`${release}mf-manifest.json`)).status()).toBe(200);
  for (const path of ['/server/first-screen.js', `${release}server/first-screen.js`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
