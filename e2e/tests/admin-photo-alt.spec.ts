import { signIn } from './support/accounts.ts';
import { expect, test, waitingForApp } from './support/test.ts';

/**
 * A listing photo's description changed after its upload: by keyboard from the photo's own button
 * on the edit page, in both languages at once, and visitors' pages then describe the photo so.
 */
const words = {
  en: {
    describe: 'Describe Photo 1',
    english: 'Description (English)',
    arabic: 'Description (Arabic)',
    save: 'Save description',
    saved: 'The description of Photo 1 was saved.',
  },
  ar: {
    describe: 'وصف الصورة 1',
    english: 'الوصف (بالإنجليزية)',
    arabic: 'الوصف (بالعربية)',
    save: 'حفظ الوصف',
    saved: 'تم حفظ وصف الصورة 1.',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`an admin describes a listing's photo again and visitors' pages read the new description (${lang})`, async ({
    page,
    browser,
  }) => {
    const w = words[lang];
    const stamp = Date.now();
    const alt = { en: `The grill terrace at dusk ${stamp}`, ar: `شرفة الشواء عند الغروب ${stamp}` };
    await signIn(page);
    const list = await page.request.get('/api/v1/restaurants?limit=1&sort=oldest');
    const [listing] = ((await list.json()) as { data: { restaurants: { _id: string; slug: string }[] } }).data
      .restaurants;
    await page.goto(`/admin/restaurants/edit-restaurant/${listing?._id}?lang=${lang}`);

    const describe = page.getByRole('button', { name: w.describe });
    await describe.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const english = dialog.getByLabel(w.english, { exact: true });
    await expect(english).not.toHaveValue('');
    await english.fill(alt.en);
    await dialog.getByLabel(w.arabic, { exact: true }).fill(alt.ar);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const context = await browser.newContext();
    const visitor = waitingForApp(await context.newPage());
    await visitor.goto(`/restaurant/${listing?.slug}/${listing?._id}?lang=${lang}`);
    await expect(visitor.getByRole('img', { name: alt[lang], exact: true }).first()).toBeVisible();
    await context.close();
  });
}
