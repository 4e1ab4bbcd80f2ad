import { expect, type Page, test } from '@playwright/test';

/** Every API URL the page requested, in order, and the data URLs its HTML preloads. */
async function visit(page: Page, path: string, ready: () => Promise<void>) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) requested.push(`${url.pathname}${url.search}`);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const preloaded = await page
    .locator('link[rel="preload"][as="fetch"][href^="/api/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return { requested, preloaded };
}

/**
 * The BFF preloads the API answers a page asks for first (contracts/page-data). They only help if
 * the page asks for exactly those URLs: then the browser hands over the preloaded answer and the
 * URL is fetched once. A page that asked for anything else would fetch it twice.
 */
test.describe('data preloaded with the page', () => {
  test('the home page uses its three preloaded sections', async ({ page }) => {
    const { requested, preloaded } = await visit(page, '/?lang=ar', () =>
      expect(page.getByTestId('restaurant-card').first()).toBeVisible(),
    );
    expect(preloaded).toHaveLength(3);
    for (const url of preloaded) expect(requested.filter((each) => each === url)).toEqual([url]);
    expect(preloaded.every((url) => url.endsWith('lang=ar'))).toBe(true);
  });

  test('the restaurants list and a restaurant page use theirs', async ({ page }) => {
    const list = await visit(page, '/listings/restaurants?lang=en', () =>
      expect(page.getByTestId('restaurant-card').first()).toBeVisible(),
    );
    expect(list.preloaded).toEqual(['/api/v1/restaurants?sort=featured&page=1&limit=10&lang=en']);
    expect(list.requested.filter((url) => url === list.preloaded[0])).toHaveLength(1);

    const href = await page.getByTestId('restaurant-card').first().getByRole('link').first().getAttribute('href');
    const detailPage = await page.context().newPage();
    const detail = await visit(detailPage, `${href}?lang=en`, () =>
      expect(detailPage.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(detail.preloaded).toHaveLength(1);
    expect(detail.requested.filter((url) => url === detail.preloaded[0])).toHaveLength(1);
  });

  test('a filtered list preloads nothing: its filters are the page’s to read', async ({ page }) => {
    const { preloaded } = await visit(page, '/listings/restaurants?lang=en&pricing=low', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(preloaded).toEqual([]);
  });
});
