import type { Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { detailPaths, publicPaths } from './support/site-pages.ts';
import { expect, test } from './support/test.ts';

/**
 * Every page fits a small phone (360 px) in both directions: nothing is cut off on the right in
 * English or on the left in Arabic, and the page never scrolls sideways. A wide table may scroll
 * inside its own box; the page around it may not.
 */
const phone = { width: 360, height: 740 };

/** What sticks out of the viewport: the page's own scroll width, and visible elements past either edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsInside = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden labels are a pixel wide on purpose.
        return box.width > 2 && box.height > 2 && (box.right > width + 1 || box.left < -1);
      })
      .filter((element) => !scrollsInside(element));
    // The innermost ones name the cause; their ancestors only stick out because of them.
    const innermost = offenders
      .filter((element) => !offenders.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
        return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders: innermost.slice(0, 5) };
  });
}

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  // Fonts and lazy parts settle the layout.
  await page.waitForLoadState('networkidle');
  const measured = await overflow(page);
  expect(measured, path).toEqual({ scrollWidth: measured.width, width: measured.width, offenders: [] });
}

/** Pages of their own beyond the site's public ones: signing in and its kin. */
const authPaths = ['/sign-in', '/sign-up', '/forgot-password', '/sign-in-otp'];

const adminPaths = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/activity',
  '/admin/messages',
  '/admin/restaurants',
  '/admin/gifts',
  '/admin/blogs',
  '/admin/ads',
  '/admin/restaurants/add-restaurant',
  '/admin/gifts/add-gift-shop',
  '/admin/blogs/add-blog',
];

test.use({ viewport: phone });

for (const lang of ['en', 'ar'] as const) {
  test(`every public page fits a 360 px phone (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...publicPaths, ...authPaths, ...(await detailPaths(page))]) {
      await expectFits(page, `${path}?lang=${lang}`);
    }
  });

  test(`every account and admin page fits a 360 px phone (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const [restaurant, shop, post] = (await detailPaths(page)).map((path) => path.split('/').at(-1));
    const users = await page.request.get('/api/v1/admin/all-users?page=1&userPerPage=1', {
      headers: { 'x-csrf': '1' },
    });
    const user = JSON.stringify(await users.json()).match(/"_id":"([0-9a-f-]{36})"/)?.[1];
    const paths = [
      '/settings',
      '/saved-listings',
      ...adminPaths,
      `/admin/restaurants/edit-restaurant/${restaurant}`,
      `/admin/gifts/edit-gift-shop/${shop}`,
      `/admin/blogs/edit-blog/${post}`,
      `/user/${user}`,
    ];
    for (const path of paths) await expectFits(page, `${path}?lang=${lang}`);
  });
}

test('the Arabic header shows the whole brand on a phone', async ({ page }) => {
  await page.goto('/?lang=ar');
  const brand = page.getByRole('banner').getByRole('link').first();
  await expect(brand).toBeVisible();
  const cut = await brand.evaluate((link) =>
    [link, ...link.querySelectorAll('*')].some(
      (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible',
    ),
  );
  expect(cut).toBe(false);
});

test('the home page keeps a gap between the ad and the blog cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/?lang=en');
  // The ad itself (its card, or the room held for it), not the wrapper that keeps the gap.
  const ad = page.getByTestId('home-ad').locator(':scope > *').first();
  await ad.scrollIntoViewIfNeeded();
  await expect(ad).toBeVisible();
  await expect(page.getByTestId('home-blog').first()).toBeAttached();
  // Page coordinates, read together: the sections below the first screen are laid out only near it.
  const gap = await page.evaluate(() => {
    const top = (element: Element | null) => (element ? element.getBoundingClientRect().top + window.scrollY : NaN);
    const bottom = (element: Element) => element.getBoundingClientRect().bottom + window.scrollY;
    const ad = document.querySelector('[data-testid="home-ad"] > *');
    const cards = [...document.querySelectorAll('[data-testid="home-blog"]')];
    return top(ad) - Math.max(...cards.map(bottom));
  });
  expect(gap).toBeGreaterThanOrEqual(24);
});
