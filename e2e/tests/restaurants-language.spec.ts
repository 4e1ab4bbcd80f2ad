import { expect, test } from './support/test.ts';

test('the restaurants list shows seeded names in English, then in Arabic right to left', async ({ page }) => {
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
  });
  await page.goto('/listings/restaurants');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  const cards = page.getByTestId('restaurant-card');
  await expect(cards).toHaveCount(10);
  const firstName = cards.first().getByRole('heading', { level: 2 });
  await expect(firstName).toHaveText(/[A-Za-z]/);
  await expect(cards.first().getByTestId('cuisines')).toHaveText(/[A-Za-z]/);
  await expect(page.getByText(/Showing 1 - 10 out of \d+ results/)).toBeVisible();

  await page.getByTestId('language-switch').click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المطاعم' })).toBeVisible();
  await expect(firstName).toHaveText(/[\u0600-\u06FF]/);
  await expect(cards.first().getByTestId('cuisines')).toHaveText(/[\u0600-\u06FF]/);
  await expect(page.getByText(/عرض 1 - 10 من أصل \d+ نتيجة/)).toBeVisible();
  expect(policyViolations).toEqual([]);
});

test('load more appends the next page', async ({ page }) => {
  await page.goto('/listings/restaurants?lang=en');
  const cards = page.getByTestId('restaurant-card');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(/Showing 1 - 20 out of \d+ results/)).toBeVisible();
});
