import { signIn } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's command palette, by keyboard alone: Ctrl+K anywhere in the back office, a name
 * typed in either language, the arrows and Enter open the record; an action runs the same way.
 */
const words = {
  en: {
    box: 'Find a restaurant, gift shop, post, ad or user, or an action',
    button: 'Search or run a command',
    typed: 'Safron House',
    found: /Corniche Saffron House/,
    action: 'add gift',
    heading: 'Add gift shop',
  },
  ar: {
    box: 'ابحث عن مطعم أو متجر هدايا أو مقال أو إعلان أو مستخدم، أو عن إجراء',
    button: 'ابحث أو نفّذ أمرًا',
    typed: 'بيت الزعفران',
    found: /بيت الزعفران على الكورنيش/,
    action: 'إضافة متجر',
    heading: 'إضافة متجر هدايا',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the command palette finds a restaurant by name and runs an action, by keyboard (${lang})`, async ({ page }) => {
    const w = words[lang];
    await signIn(page);
    await page.goto(`/admin/dashboard?lang=${lang}`);
    // The back office's frame is there (the shortcut is its own): its button names the palette.
    const button = page.getByRole('button', { name: w.button, exact: true });
    await expect(button).toBeVisible();

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: w.box });
    await expect(box).toBeFocused();
    await box.fill(w.typed);
    const option = page.getByRole('option', { name: w.found });
    await expect(option).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The first record found is chosen; Enter opens it.
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/restaurants\/edit-restaurant\/[0-9a-f-]{36}/);
    await expect(button).toBeVisible();

    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: w.box }).fill(w.action);
    await expect(page.getByRole('option', { name: w.heading })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/gifts\/add-gift-shop/);
  });
}
