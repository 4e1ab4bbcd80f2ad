import type { Locator, Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Arabic pages write Latin digits, 0–9, everywhere (docs/adr/0004-latin-digits-on-arabic-pages.md):
 * prices, counts, dates, times and the numbers inside translated texts alike. Each kind of Arabic
 * page, public, account and back office, shows no Arabic-Indic digit once its content is in.
 */
const arabicIndicDigit = /[\u0660-\u0669\u06f0-\u06f9]/;

type ArabicPage = {
  path: string;
  /** What shows once the page's content (and its numbers) is in. */
  ready: (page: Page) => Locator;
  /** Whether the page's content holds numbers, so finding no Arabic-Indic digit proves something. */
  hasNumbers: boolean;
};

async function detailPath(page: Page, list: string, key: string, route: string): Promise<string> {
  const item = (await (await page.request.get(`/api/v1/${list}?limit=1`)).json()).data[key][0];
  return `/${route}/${item.slug}/${item._id}`;
}

const showing = (page: Page) => page.getByText(/عرض 1 - \S+ من أصل \S+ نتيجة/);
const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

async function expectLatinDigits(page: Page, { path, ready, hasNumbers }: ArabicPage) {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=ar`;
  await page.goto(url);
  await expect(page.locator('html'), url).toHaveAttribute('lang', 'ar');
  await expect(ready(page).first(), url).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  expect(text.match(arabicIndicDigit), url).toBeNull();
  if (hasNumbers) expect(text, url).toMatch(/[0-9]/);
}

test('every kind of public Arabic page writes Latin digits only', async ({ page }) => {
  test.setTimeout(120_000);
  const pages: ArabicPage[] = [
    { path: '/', ready: (p) => p.locator('#root main'), hasNumbers: true },
    { path: '/listings/restaurants', ready: showing, hasNumbers: true },
    {
      path: await detailPath(page, 'restaurants', 'restaurants', 'restaurant'),
      ready: (p) => p.getByTestId('member-since'),
      hasNumbers: true,
    },
    { path: '/listings/gift-shops', ready: showing, hasNumbers: true },
    {
      path: await detailPath(page, 'shops', 'shops', 'gift-shop'),
      ready: (p) => p.getByTestId('member-since'),
      hasNumbers: true,
    },
    { path: '/blogs', ready: showing, hasNumbers: true },
    {
      path: await detailPath(page, 'blogs', 'blogs', 'blog'),
      ready: (p) => p.getByTestId('blog-body'),
      hasNumbers: true,
    },
    { path: '/sign-in', ready: (p) => p.getByLabel('البريد الإلكتروني', { exact: true }), hasNumbers: true },
  ];
  for (const each of pages) await expectLatinDigits(page, each);
});

test("the account's and the back office's Arabic pages write Latin digits only", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, seededAdmin);
  const pages: ArabicPage[] = [
    { path: '/settings', ready: heading('الإعدادات'), hasNumbers: true },
    { path: '/saved-listings', ready: heading('القوائم المحفوظة'), hasNumbers: true },
    { path: '/admin/dashboard', ready: (p) => p.getByTestId('figure-usersTotal'), hasNumbers: true },
    { path: '/admin/restaurants', ready: (p) => p.getByText(/^الصفحة \S+ من \S+$/), hasNumbers: true },
  ];
  for (const each of pages) await expectLatinDigits(page, each);
});
