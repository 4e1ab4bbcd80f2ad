import { signIn } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { recordCspViolations } from './support/csp.ts';
import { expect, test } from './support/test.ts';

/**
 * The listing forms in the built app: an admin adds a restaurant in both languages
 * with hours past midnight and a menu, lands on its edit page, and the forms pass axe in English
 * and Arabic without a CSP violation. (The full add-find-edit-delete journey is
 * admin-listing-journey.spec.ts.)
 */
test('an admin adds a restaurant through the form; the forms pass axe in English and Arabic', async ({ page }) => {
  // A long form, and axe runs four times over it.
  test.setTimeout(120_000);
  const cspViolations = await recordCspViolations(page);
  await signIn(page);
  await page.goto('/admin/restaurants/add-restaurant?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a restaurant' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const stamp = Date.now().toString(36);
  await page.getByLabel('Name (English)', { exact: true }).fill(`Forms Test ${stamp}`);
  await page.getByLabel('Name (English)', { exact: true }).blur();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`forms-test-${stamp}`);
  await page.getByLabel('Name (Arabic)', { exact: true }).fill('مطعم الاختبار');
  await page.getByLabel('Description (English)', { exact: true }).fill('A restaurant added by the forms journey.');
  await page.getByLabel('Description (Arabic)', { exact: true }).fill('مطعم أضافته رحلة الاختبار.');
  await page.getByLabel('Address (English)', { exact: true }).fill('Souq Waqif, Doha');
  await page.getByLabel('Address (Arabic)', { exact: true }).fill('سوق واقف، الدوحة');
  await page.getByLabel('Area', { exact: true }).selectOption('souq_waqif');
  await page.getByLabel('Phone', { exact: true }).fill('+974 4444 1234');
  await page.getByRole('group', { name: 'Cuisines' }).getByLabel('Qatari', { exact: true }).check();
  await page.getByLabel('Closed on Friday', { exact: true }).uncheck();
  await page.getByLabel('Friday, range 1: opens', { exact: true }).fill('12:00');
  await page.getByLabel('Friday, range 1: closes', { exact: true }).fill('01:00');
  await expect(page.getByText('(next day)')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Friday to all days' }).click();
  await page.getByLabel('House favourite: name (English)', { exact: true }).fill('Machboos');
  await page.getByLabel('House favourite: name (Arabic)', { exact: true }).fill('مكبوس');
  await page.getByLabel('House favourite: price in QAR', { exact: true }).fill('65');
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByLabel('Title of section 1 (English)', { exact: true }).fill('Mains');
  await page.getByLabel('Title of section 1 (Arabic)', { exact: true }).fill('الأطباق الرئيسية');
  await page.getByLabel('Name of item 1 in section 1 (English)', { exact: true }).fill('Machboos');
  await page.getByLabel('Name of item 1 in section 1 (Arabic)', { exact: true }).fill('مكبوس');
  await page.getByLabel('Price in QAR of item 1 in section 1', { exact: true }).fill('65');
  await page.getByRole('button', { name: 'Add an item to Mains' }).click();
  await page.getByLabel('Name of item 2 in section 1 (English)', { exact: true }).fill('Harees');
  await page.getByLabel('Name of item 2 in section 1 (Arabic)', { exact: true }).fill('هريس');
  await page.getByLabel('Price in QAR of item 2 in section 1', { exact: true }).fill('40');
  // dnd-kit's keyboard sensor: Space lifts the item, an arrow moves it, Space drops it.
  await page.getByRole('button', { name: 'Drag to reorder Machboos' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Picked up Machboos|Machboos is over position 1/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Machboos is over position 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Name of item 1 in section 1 (English)', { exact: true })).toHaveValue('Harees');
  await expect(page.getByLabel('Name of item 2 in section 1 (English)', { exact: true })).toHaveValue('Machboos');

  // Photos: the api refuses a file that is no picture (its message stays on that file); a real
  // picture uploads with its alt texts and becomes the cover.
  const png = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 360;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#8a1538';
        context.fillRect(0, 0, 480, 360);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    }),
    'base64',
  );
  await page.getByLabel('Choose pictures', { exact: true }).setInputFiles([
    { name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') },
    { name: 'terrace.png', mimeType: 'image/png', buffer: png },
  ]);
  await page.getByRole('button', { name: 'Upload not-a-picture.png' }).click();
  await expect(
    page.getByTestId('pending-photo').filter({ hasText: 'not-a-picture.png' }).getByRole('alert'),
  ).toHaveText('This file type is not accepted. Use JPEG, PNG, WebP or AVIF images, or MP4 or WebM videos.');
  await page.getByLabel('Description of terrace.png (English)', { exact: true }).fill('The terrace');
  await page.getByLabel('Description of terrace.png (Arabic)', { exact: true }).fill('الشرفة');
  await page.getByRole('button', { name: 'Upload terrace.png' }).click();
  await expect(page.getByTestId('photo').getByRole('img', { name: 'The terrace' })).toBeVisible();
  await expect(page.getByTestId('photo').getByText('Cover')).toBeVisible();
  await page.getByRole('button', { name: 'Discard not-a-picture.png' }).click();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/admin\/restaurants\/edit-restaurant\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Forms Test ${stamp}` })).toBeVisible();

  // The stored photo previews on the edit page.
  await expect
    .poll(() =>
      page
        .getByTestId('photo')
        .locator('img')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);

  // A dirty form asks before an in-app link leaves it.
  await page.getByLabel('Phone', { exact: true }).fill('+974 4444 9999');
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/edit-restaurant/);

  await page.goto(`${new URL(page.url()).pathname}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل مطعم الاختبار' })).toBeVisible();
  await expect(page.getByLabel('الاسم (بالعربية)', { exact: true })).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/gifts/add-gift-shop?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'أضف متجر هدايا' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await cspViolations()).toEqual([]);
});

const overlapWords = {
  en: {
    closed: 'Closed on Monday',
    addRange: 'Add a range on Monday',
    range: (n: number, end: 'opens' | 'closes') => `Monday, range ${n}: ${end}`,
    overlap: 'These hours overlap another range of the same day or a range running past midnight',
    saved: 'Saved.',
  },
  ar: {
    closed: 'مغلق يوم الاثنين',
    addRange: 'أضف فترة يوم الاثنين',
    range: (n: number, end: 'opens' | 'closes') => `الاثنين، الفترة ${n}: ${end === 'opens' ? 'يفتح' : 'يغلق'}`,
    overlap: 'تتداخل هذه الساعات مع فترة أخرى في اليوم نفسه أو مع فترة تمتد بعد منتصف الليل',
    saved: 'تم الحفظ.',
  },
} as const;

for (const [lang, w] of Object.entries(overlapWords)) {
  test(`the form refuses overlapping hours with the message on the range at fault (${lang})`, async ({ page }) => {
    await signIn(page);
    const list = await page.request.get('/api/v1/restaurants?limit=1&sort=oldest');
    const [listing] = ((await list.json()) as { data: { restaurants: { _id: string }[] } }).data.restaurants;
    const editPath = `/admin/restaurants/edit-restaurant/${listing?._id}`;
    await page.goto(`${editPath}?lang=${lang}`);
    // Monday from scratch: one range 18:00 to 02:00, then a second inside it.
    await page.getByLabel(w.closed, { exact: true }).check();
    await page.getByLabel(w.closed, { exact: true }).uncheck();
    await page.getByLabel(w.range(1, 'opens'), { exact: true }).fill('18:00');
    await page.getByLabel(w.range(1, 'closes'), { exact: true }).fill('02:00');
    await page.getByRole('button', { name: w.addRange }).click();
    await page.getByLabel(w.range(2, 'opens'), { exact: true }).fill('19:00');
    await page.getByLabel(w.range(2, 'closes'), { exact: true }).fill('20:00');
    await page.keyboard.press('Control+s');

    const second = page.getByLabel(w.range(2, 'opens'), { exact: true });
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(w.overlap);
    await expect(page.getByLabel(w.range(1, 'opens'), { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(w.overlap)).toHaveCount(1);
    // The form never sent it: no save was announced.
    await expect(page.getByText(w.saved)).toHaveCount(0);
  });
}
