import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** What each journey reads and clicks, in both languages (seed: 64 restaurants, 44 shops). */
const text = {
  en: {
    restaurants: 'Restaurants',
    giftShops: 'Gift Shops',
    fastFood: 'Fast Food',
    low: 'Low',
    birthday: 'Birthday',
    sortBy: 'Sort by',
    loadMore: 'Load more',
    favorite: 'Favorite',
    signIn: 'Sign In',
    showing: (shown: number, total: number) => `Showing 1 - ${shown} out of ${total} results`,
  },
  ar: {
    restaurants: 'المطاعم',
    giftShops: 'متاجر الهدايا',
    fastFood: 'وجبات سريعة',
    low: 'منخفض',
    birthday: 'عيد ميلاد',
    sortBy: 'ترتيب حسب',
    loadMore: 'عرض المزيد',
    favorite: 'المفضلة',
    signIn: 'تسجيل الدخول',
    showing: (shown: number, total: number) => `عرض 1 - ${shown} من أصل ${total} نتيجة`,
  },
} as const;

const SEED_RESTAURANTS = 64;
const SEED_SHOPS = 44;
/** Seeded restaurants serving fast food at the low price level. */
const FAST_FOOD_LOW = 10;
/** Seeded gift shops for birthdays. */
const BIRTHDAY_SHOPS = 24;

const sidebar = (page: Page) => page.getByRole('complementary');

for (const lang of ['en', 'ar'] as const) {
  const t = text[lang];

  test.describe(`listings (${lang})`, () => {
    test('restaurants: load more, filter by cuisine and price, sort; the filters survive reload and back', async ({
      page,
    }) => {
      await page.goto(`/listings/restaurants?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: t.restaurants })).toBeVisible();
      const cards = page.getByTestId('restaurant-card');
      await expect(cards).toHaveCount(10);
      await expect(page.getByText(t.showing(10, SEED_RESTAURANTS))).toBeVisible();
      await page.getByRole('button', { name: t.loadMore }).click();
      await expect(cards).toHaveCount(20);
      await expect(page.getByText(t.showing(20, SEED_RESTAURANTS))).toBeVisible();

      await sidebar(page).getByRole('checkbox', { name: t.fastFood }).check();
      await expect(page).toHaveURL(/cuisineTypes=fast_food/);
      await sidebar(page).getByRole('checkbox', { name: t.low, exact: true }).check();
      await expect(page).toHaveURL(/pricing=low/);
      await expect(page.getByText(t.showing(FAST_FOOD_LOW, FAST_FOOD_LOW))).toBeVisible();
      await expect(cards).toHaveCount(FAST_FOOD_LOW);
      for (const cuisines of await cards.getByTestId('cuisines').allTextContents())
        expect(cuisines).toContain(t.fastFood);
      await expect(page.getByRole('button', { name: t.loadMore })).toHaveCount(0);

      await page.getByRole('combobox', { name: t.sortBy }).selectOption('name_asc');
      await expect(page).toHaveURL(/sort=name_asc/);
      if (lang === 'en') {
        await expect
          .poll(async () => {
            const names = await cards.getByRole('heading').allTextContents();
            return names.join('|') === [...names].sort((a, b) => a.localeCompare(b, 'en')).join('|');
          })
          .toBe(true);
      }
      const filteredUrl = page.url();
      expect(filteredUrl).toContain(`lang=${lang}`);

      await page.reload();
      await expect(page).toHaveURL(filteredUrl);
      await expect(sidebar(page).getByRole('checkbox', { name: t.fastFood })).toBeChecked();
      await expect(sidebar(page).getByRole('checkbox', { name: t.low, exact: true })).toBeChecked();
      await expect(page.getByRole('combobox', { name: t.sortBy })).toHaveValue('name_asc');
      await expect(page.getByText(t.showing(FAST_FOOD_LOW, FAST_FOOD_LOW))).toBeVisible();

      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByRole('combobox', { name: t.sortBy })).toHaveValue('featured');
      await expect(sidebar(page).getByRole('checkbox', { name: t.low, exact: true })).toBeChecked();
      await page.goBack();
      await expect(page).not.toHaveURL(/pricing=/);
      await expect(sidebar(page).getByRole('checkbox', { name: t.low, exact: true })).not.toBeChecked();
      await expect(sidebar(page).getByRole('checkbox', { name: t.fastFood })).toBeChecked();
    });

    test('gift shops filtered by occasion', async ({ page }) => {
      await page.goto(`/listings/gift-shops?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: t.giftShops })).toBeVisible();
      await expect(page.getByText(t.showing(10, SEED_SHOPS))).toBeVisible();
      await sidebar(page).getByRole('checkbox', { name: t.birthday }).check();
      await expect(page).toHaveURL(/occasion=birthday/);
      await expect(page.getByText(t.showing(10, BIRTHDAY_SHOPS))).toBeVisible();
      await expect(page.getByTestId('shop-card')).toHaveCount(10);
    });

    test("a visitor's favorite click opens the sign-in modal", async ({ page }) => {
      await page.goto(`/listings/restaurants?lang=${lang}`);
      const favorite = page.getByTestId('restaurant-card').first().getByRole('button', { name: t.favorite });
      await expect(favorite).toHaveAttribute('aria-pressed', 'false');
      await favorite.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: t.signIn })).toBeVisible();
    });

    test('both list pages pass axe', async ({ page }) => {
      await page.goto(`/listings/restaurants?lang=${lang}`);
      await expect(page.getByTestId('restaurant-card')).toHaveCount(10);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/listings/gift-shops?lang=${lang}`);
      await expect(page.getByTestId('shop-card')).toHaveCount(10);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('a signed-in user toggles a favorite from the list: a wait state, then the new state, kept after reload', async ({
  page,
}) => {
  await page.goto('/listings/restaurants?lang=en');
  const favorite = () => page.getByTestId('restaurant-card').first().getByRole('button', { name: 'Favorite' });
  await favorite().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(process.env.SEED_USER_EMAIL ?? 'user@qatar-directory.local');
  await dialog.getByLabel('Password', { exact: true }).fill(process.env.SEED_USER_PASSWORD ?? 'User#2026pass');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  // The click that asked for the sign-in is completed once signed in.
  await expect(page.getByText('Added to favorites.')).toBeVisible();
  await expect(favorite()).toHaveAttribute('aria-pressed', 'true');

  // Read the state the server gives, then flip it.
  await page.reload();
  await expect(page.getByTestId('restaurant-card')).toHaveCount(10);
  const before = await favorite().getAttribute('aria-pressed');
  const after = before === 'true' ? 'false' : 'true';
  await favorite().click();
  await expect(favorite()).toHaveAttribute('aria-pressed', after);
  await expect(favorite()).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(favorite()).toHaveAttribute('aria-pressed', after);
});

test('small screens open the same filters in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/listings/restaurants?lang=en');
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox', { name: 'Open now' }).check();
  await expect(page).toHaveURL(/openNow=true/);
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

const blogWords = {
  en: {
    filters: 'Filters',
    filtered: 'Filters (2)',
    food: 'Food',
    sort: 'Sort by',
    oldest: 'Oldest',
    show: 'Show results',
  },
  ar: {
    filters: 'عوامل التصفية',
    filtered: 'عوامل التصفية (2)',
    food: 'طعام',
    sort: 'ترتيب حسب',
    oldest: 'الأقدم',
    show: 'عرض النتائج',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`on a phone the blog list's sort and categories open in a drawer (${lang})`, async ({ page }) => {
    const words = blogWords[lang];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/blogs?lang=${lang}`);
    await expect(page.getByRole('button', { name: words.food, exact: true })).toBeHidden();
    await page.getByRole('button', { name: words.filters, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: words.food, exact: true }).click();
    await expect(page).toHaveURL(/category=food/);
    await drawer.getByRole('combobox', { name: words.sort }).selectOption({ label: words.oldest });
    await expect(page).toHaveURL(/sort=oldest/);
    await drawer.getByRole('button', { name: words.show }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: words.filtered })).toBeVisible();
    await expect(page.locator('article, li').first()).toBeVisible();
  });
}
