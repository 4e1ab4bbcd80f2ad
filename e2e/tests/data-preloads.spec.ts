import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Every API URL the page requested, in order, and the data URLs its HTML preloads. */
async function visit(page: Page, path: string, ready: () => Promise<void>) {
  const requested: string[] = [];
  const media: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) requested.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/media/')) media.push(url.pathname);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const preloaded = await page
    .locator('link[rel="preload"][as="fetch"][href^="/api/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const leadPhoto = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return { requested, preloaded, media, leadPhoto };
}

/** Every request the page made to a preloaded URL's endpoint is that URL, once: the preload was used. */
function expectUsed(preloaded: string[], requested: string[]) {
  for (const url of preloaded) {
    const endpoint = url.split('?')[0];
    expect(requested.filter((each) => each.split('?')[0] === endpoint)).toEqual([url]);
  }
}

/**
 * Waits until the BFF serves `path` with its first cover's preload. The BFF reads the page's list
 * for it and gives up after 500 ms (then ten seconds without): an api still cold under CI load may
 * miss that the first time, which is the page going without a head start, not a failure.
 */
async function untilLeadPhotoPreloaded(page: Page, path: string) {
  await expect
    .poll(async () => (await page.request.get(path, { headers: { accept: 'text/html' } })).text(), {
      timeout: 25_000,
      intervals: [500, 1000, 2000],
    })
    .toContain('rel="preload" as="image"');
}

/**
 * The page's largest paint, preloaded with its HTML, is one picture that the page's <img> uses: one
 * file of it is fetched, not the preloaded one and then another size for the page.
 */
function expectOneDownload(leadPhoto: string[], media: string[]) {
  expect(leadPhoto).toHaveLength(1);
  const picture = leadPhoto[0]?.split('/').slice(0, 3).join('/') ?? '';
  expect(media.filter((url) => url.startsWith(`${picture}/`))).toHaveLength(1);
}

/**
 * The BFF preloads the API answers a page asks for first (contracts/page-data). They only help if
 * the page asks for exactly those URLs: then the browser hands over the preloaded answer and the
 * URL is fetched once. A page that asked for anything else would fetch it twice.
 */
test.describe('data preloaded with the page', () => {
  test('the home page uses its preloaded session check and three sections', async ({ page }) => {
    await untilLeadPhotoPreloaded(page, '/?lang=ar');
    const { requested, preloaded, media, leadPhoto } = await visit(page, '/?lang=ar', () =>
      expect(page.getByTestId('featured-restaurant').first()).toBeVisible(),
    );
    // The shell's session check comes with every page (see the filtered list below).
    expect(preloaded).toHaveLength(4);
    expect(preloaded[0]).toBe('/api/v1/auth/me?lang=ar');
    expectUsed(preloaded, requested);
    expect(preloaded.every((url) => url.endsWith('lang=ar'))).toBe(true);
    // The first featured restaurant's cover (a phone's largest paint) starts with the HTML, and
    // its card uses that download.
    expectOneDownload(leadPhoto, media);
    const firstCover = page.getByTestId('featured-restaurant').first().locator('img');
    const shown = await firstCover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown.split('/').slice(0, 3)).toEqual(leadPhoto[0]?.split('/').slice(0, 3));
  });

  test('the restaurants list and a restaurant page use theirs', async ({ page }) => {
    await untilLeadPhotoPreloaded(page, '/listings/restaurants?lang=en');
    const list = await visit(page, '/listings/restaurants?lang=en', () =>
      expect(page.getByTestId('restaurant-card').first()).toBeVisible(),
    );
    expect(list.preloaded).toEqual([
      '/api/v1/auth/me?lang=en',
      '/api/v1/restaurants?sort=featured&page=1&limit=10&lang=en',
    ]);
    expectUsed(list.preloaded, list.requested);
    expectOneDownload(list.leadPhoto, list.media);

    const href = await page.getByTestId('restaurant-card').first().getByRole('link').first().getAttribute('href');
    const detailPage = await page.context().newPage();
    const detail = await visit(detailPage, `${href}?lang=en`, () =>
      expect(detailPage.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    // The session check, the record, its category’s ads and playback setting, and restaurants like it.
    expect(detail.preloaded).toHaveLength(5);
    expectUsed(detail.preloaded, detail.requested);
    // Its cover starts with the HTML too, and the page's <img> uses that download: one file of
    // that picture is fetched, not a preloaded one and then another size for the page.
    expectOneDownload(detail.leadPhoto, detail.media);
  });

  test('the blog list and a post use theirs: a post’s related posts come with it', async ({ page }) => {
    const list = await visit(page, '/blogs?lang=en', () => expect(page.getByTestId('blog-card').first()).toBeVisible());
    expect(list.preloaded).toEqual(['/api/v1/auth/me?lang=en', '/api/v1/blogs?page=1&limit=10&lang=en']);
    expectUsed(list.preloaded, list.requested);

    const href = await page.getByTestId('blog-card').first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/blog\//);
    const postPage = await page.context().newPage();
    const post = await visit(postPage, `${href}?lang=en`, () =>
      expect(postPage.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(post.preloaded).toHaveLength(3);
    expect(post.preloaded[2]).toMatch(/^\/api\/v1\/blogs\?category=\w+&page=1&limit=4&lang=en$/);
    expectUsed(post.preloaded, post.requested);
  });

  test('a filtered list preloads only the session check: its filters are the page’s to read', async ({ page }) => {
    const { preloaded, requested } = await visit(page, '/listings/restaurants?lang=en&pricing=low', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(preloaded).toEqual(['/api/v1/auth/me?lang=en']);
    expectUsed(preloaded, requested);
    // The shell fetches the page's first data before it renders (the page's prefetch); the page uses that answer.
    expect(requested.filter((url) => url.startsWith('/api/v1/restaurants?'))).toEqual([
      '/api/v1/restaurants?pricing=low&sort=featured&page=1&limit=10&lang=en',
    ]);
  });
});

test('every preload of the home page, a list and a detail page is used (Chrome warns otherwise)', async ({ page }) => {
  const unused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('preloaded using link preload but not used')) unused.push(message.text());
  });
  const shellScripts: string[] = [];
  const styleSheetsFetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/static/js/async/')) shellScripts.push(pathname);
    if (request.resourceType() === 'stylesheet') styleSheetsFetched.push(pathname);
  });
  await page.goto('/?lang=en');
  await expect(page.getByTestId('featured-restaurant').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const preloadedScripts = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloadedScripts.some((href) => href?.startsWith('/static/js/'))).toBe(true);
  // None of the shell's scripts the home page starts with waits to be found by the one before
  // (React DOM's index, unpreloaded, would be found only once React DOM's client had run).
  // The vitals reporter is no start-up script: it loads after the load event, for a sampled view
  // (the journeys' site samples every one).
  const startUpScripts = shellScripts.filter((script) => !script.startsWith('/static/js/async/vitals.'));
  expect(startUpScripts.filter((script) => !preloadedScripts.includes(script))).toEqual([]);
  // The home page has a first screen (bff pages/first-screen.ts): the entry is preloaded behind the style
  // sheets and the lead photo, like the other scripts, and runs only once the page has painted (app-starter.ts).
  await expect(page.locator('link[rel="preload"][href^="/static/js/index."]')).toHaveAttribute('fetchpriority', 'low');
  await expect(page.locator('script[data-entry^="/static/js/index."]')).toHaveCount(1);
  // The shell's start-up chunk and its style sheets too (boot-assets.json): the browser would hear
  // of them only once the shell's entry had run.
  expect(preloadedScripts).toContainEqual(expect.stringMatching(/^\/static\/js\/async\/bootstrap\.\w+\.js$/));
  // A first screen's style sheets are in the page, and the app, which needs the same sheets, fetches none of them.
  const inlineStyles = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  for (const chunk of ['bootstrap', 'app-common']) {
    expect(inlineStyles).toContainEqual(expect.stringMatching(new RegExp(`^static/css/async/${chunk}\\.\\w+\\.css$`)));
  }
  expect(inlineStyles).toContainEqual(
    expect.stringMatching(/^static\/css\/async\/__federation_expose_home_page\.\w+\.css$/),
  );
  expect(styleSheetsFetched).toEqual([]);
  await expect(page.locator('link:not([href])')).toHaveCount(0);
  // A page without a first screen (a guest-only one) shows nothing before the entry has run: it is fetched first, not
  // behind the preloads as a deferred script would be, and the style sheets are preloaded.
  const signIn = await (await page.request.get('/sign-in?lang=en', { headers: { accept: 'text/html' } })).text();
  expect(signIn).toMatch(/<script defer src="\/static\/js\/index\.\w+\.js" fetchpriority="high">/);
  for (const chunk of ['bootstrap', 'app-common']) {
    expect(signIn).toMatch(
      new RegExp(`<link rel="preload" href="/static/css/async/${chunk}\\.\\w+\\.css" as="style" />`),
    );
  }
  // Chrome reports a preload nobody used a few seconds after the load.
  await page.waitForTimeout(3500);
  await page.goto('/listings/gift-shops?lang=ar');
  await expect(page.getByTestId('shop-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  await page.getByTestId('shop-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
});
