import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test('an unknown path shows Page Not Found, and Go back returns to the previous page', async ({ page }) => {
  await page.goto('/listings/restaurants?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/listings\/restaurants/);
});

test('guards send visitors from private and admin pages to sign-in with a way back', async ({ page }) => {
  await page.goto('/settings?lang=en');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsettings/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fadmin%2Fusers/);
});

test('the language choice sets lang, dir, the i18nextLng cookie and local storage, and survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/?lang=en');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18nextLng');
  expect(cookie?.value).toBe('ar');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  await page.goto('/listings/restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'المطاعم' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الدوحة، قطر')).toBeVisible();
});

test('a remote whose manifest is unreachable shows its error panel; the header and other pages keep working', async ({
  page,
}) => {
  await page.route('**/releases/mfe-account/**', (route) => route.abort('connectionrefused'));
  await page.goto('/sign-in?lang=en');
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect(page.getByText('This part of the page could not be loaded.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Restaurants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
});

test('a page whose code fails to load raises preload-error and the tab reloads once, then works', async ({ page }) => {
  // What the page raised, kept across the reload.
  await page.addInitScript(() =>
    window.addEventListener('preload-error', () =>
      sessionStorage.setItem('preload-errors', String(Number(sessionStorage.getItem('preload-errors') ?? 0) + 1)),
    ),
  );
  let refused = 0;
  // As after a deploy that replaced the remote's files: the first try fails, a fresh load succeeds.
  await page.route('**/releases/mfe-account/**', (route) =>
    refused++ === 0 ? route.abort('connectionrefused') : route.continue(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/sign-in?lang=en');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  // The federation runtime reports a failed load at each step it gives up on: one or more events.
  expect(Number(await page.evaluate(() => sessionStorage.getItem('preload-errors')))).toBeGreaterThanOrEqual(1);
  expect(loads).toBe(2);
});

test('a remote that stays down reloads the tab only once, then shows its error panel', async ({ page }) => {
  await page.route('**/releases/mfe-account/**', (route) => route.abort('connectionrefused'));
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/sign-in?lang=en');
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
});

test('a visitor browsing public pages never downloads any mfe-admin file', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Restaurants' }).click();
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
  expect(requested.filter((url) => url.includes('mfe-admin') || url.includes('mfe_admin'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an English page downloads the two Latin faces it is set in and no other font file', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/?lang=en');
    await expect(page.getByTestId('featured-restaurant').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.getByTestId('featured-restaurant').first().getByRole('link').first().click();
    await expect(page.getByTestId('share-button')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A symbol outside Inter's Latin range (a ☰ written as text, say) falls back to the Arabic font's
    // symbols file: a download on every page for one character.
    expect(fonts.filter((font) => !/\/inter-latin-(400|600)\.\w+\.woff2$/.test(font))).toEqual([]);
    expect(fonts.length).toBeGreaterThan(0);
  });

  /** The layout shifts of the page so far that no input caused (what CLS adds up). */
  const layoutShiftOf = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500); // no entry at all: nothing moved
        }),
    );

  for (const [path, content] of [
    ['/?lang=ar', 'featured-restaurant'],
    ['/listings/restaurants?lang=ar', 'restaurant-card'],
  ] as const) {
    test(`${path} shows its content in the Arabic font from the first paint: nothing moves when fonts arrive`, async ({
      page,
    }) => {
      // Fonts that take a while, as on a phone: content drawn in a fallback would be redrawn in them.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await expect(page.getByTestId(content).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.fonts.check('600 1em "Noto Sans Arabic Subset"', 'ع'))).toBe(true);
      expect(await layoutShiftOf(page)).toBeLessThan(0.01);
      // The site's cut-down Arabic files (design-system/font-subsets), not @fontsource's whole ones.
      expect(fonts.filter((font) => !/\/noto-sans-arabic-(core|latin)-(400|600)\.\w+\.woff2$/.test(font))).toEqual([]);
    });
  }
});

for (const width of [360, 412]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const lang of ['en', 'ar'] as const) {
      test(`the header fits the screen in ${lang}, in the web font and in the fallback drawn before it`, async ({
        page,
      }) => {
        // A page wider than the screen makes a phone zoom the whole page out (and back once it fits):
        // the widest the page gets in any frame, from the first.
        // The header's height in every frame too: if the fallback wrapped the name where the web font
        // does not, everything below the header would move when the font arrives.
        await page.addInitScript(() => {
          const seen = window as { widest?: number; headerHeights?: Set<number> };
          seen.headerHeights = new Set();
          const record = () => {
            seen.widest = Math.max(seen.widest ?? 0, document.documentElement.scrollWidth);
            const header = document.querySelector('header');
            if (header) seen.headerHeights?.add(Math.round(header.getBoundingClientRect().height));
            requestAnimationFrame(record);
          };
          requestAnimationFrame(record);
        });
        // Fonts that take a while, as on a phone: the header is first laid out in the system's
        // fallback, which is wider.
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        });
        await page.goto(`/?lang=${lang}`);
        await expect(page.getByRole('button', { name: lang === 'en' ? 'Open menu' : 'فتح القائمة' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as { widest?: number }).widest)).toBe(width);
        const headerHeights = await page.evaluate(() => [
          ...((window as { headerHeights?: Set<number> }).headerHeights ?? []),
        ]);
        expect(headerHeights).toHaveLength(1);
        // The whole name shows at every width: narrower, it takes two lines rather than losing words.
        const nameCut = await page
          .getByRole('banner')
          .getByRole('link', { name: lang === 'en' ? 'Qatar Directory' : 'دليل قطر' })
          .evaluate((logo) => {
            const name = [...logo.querySelectorAll('span')].at(-1);
            return name ? name.scrollWidth > name.clientWidth : true;
          });
        expect(nameCut).toBe(false);
      });
    }
  });
}

test('each page sets its own title, description and canonical link', async ({ page }) => {
  await page.goto('/listings/restaurants?lang=en');
  await expect(page).toHaveTitle('Restaurants in Qatar – Qatar Directory');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/listings\/restaurants$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('Qatar Directory – Restaurants, Gift and Flower Shops in Qatar');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});

test('a browser that runs no script is told why, in its language, instead of an endless loader', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?lang=ar');
  // Playwright's text locators skip <noscript>, whatever the page shows.
  const message = page.locator('noscript p');
  await expect(message).toBeVisible();
  await expect(message).toContainText('يحتاج دليل قطر إلى JavaScript لعرض الأماكن.');
  await expect(page.locator('.boot-loader')).toBeHidden();
  await page.goto('/listings/restaurants?lang=en');
  await expect(message).toContainText('Qatar Directory needs JavaScript to show its places.');
  await context.close();
});
