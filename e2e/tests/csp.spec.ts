import { recordCspViolations } from './support/csp.ts';
import { expect, test } from './support/test.ts';

test('lists, forms, a detail page and a toast run under the CSP without a single violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/listings/restaurants?lang=en');
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  await page.getByTestId('restaurant-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // A toast: the toaster inserts its style element when it loads, allowed by its hash alone
  // (contracts/injected-styles). Sharing copies the link here (no share sheet), or says it could not.
  await page.getByTestId('share-button').click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  expect(
    await page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).position),
    "the toaster's own rules apply",
  ).toBe('fixed');
  expect(await violations()).toEqual([]);

  await page.goto('/contact-us?lang=en');
  // Sending the empty form runs the zod schema in the browser (zod must not probe for eval).
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await violations()).toEqual([]);
});
