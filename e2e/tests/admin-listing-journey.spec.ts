import type { Browser, Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A journey across the back office and the public site: an admin adds a restaurant in both
 * languages (hours past midnight, a menu, two photos), a visitor finds it in the public list and on
 * its page in English and Arabic with its photo, the admin changes its hours and the public page
 * shows them at once, deletes it, undoes, deletes again, and the public page says 'Restaurant not
 * found'. Then the same for a gift shop, shorter.
 */
/** A PNG of one colour, drawn by the browser. */
async function picture(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = fill;
      context.fillRect(0, 0, 640, 480);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** Fills what every listing has: names, texts and addresses in both languages, area, phone, published. */
async function fillCommonFields(page: Page, names: { en: string; ar: string }) {
  await page.getByLabel('Name (English)', { exact: true }).fill(names.en);
  await page.getByLabel('Name (English)', { exact: true }).blur();
  await page.getByLabel('Name (Arabic)', { exact: true }).fill(names.ar);
  await page.getByLabel('Description (English)', { exact: true }).fill('Added by the back-office journey.');
  await page.getByLabel('Description (Arabic)', { exact: true }).fill('أضافته رحلة لوحة الإدارة.');
  await page.getByLabel('Address (English)', { exact: true }).fill('Msheireb Downtown, Doha');
  await page.getByLabel('Address (Arabic)', { exact: true }).fill('مشيرب قلب الدوحة');
  await page.getByLabel('Area', { exact: true }).selectOption('msheireb');
  await page.getByLabel('Phone', { exact: true }).fill('+974 4444 2026');
  await page.getByLabel('Status', { exact: true }).selectOption('published');
}

/** Uploads pictures with their alt texts; the first becomes the cover. */
async function uploadPhotos(page: Page, photos: { file: string; colour: string; en: string; ar: string }[]) {
  await page.getByLabel('Choose pictures', { exact: true }).setInputFiles(
    await Promise.all(
      photos.map(async (photo) => ({
        name: photo.file,
        mimeType: 'image/png',
        buffer: await picture(page, photo.colour),
      })),
    ),
  );
  for (const photo of photos) {
    await page.getByLabel(`Description of ${photo.file} (English)`, { exact: true }).fill(photo.en);
    await page.getByLabel(`Description of ${photo.file} (Arabic)`, { exact: true }).fill(photo.ar);
    await page.getByRole('button', { name: `Upload ${photo.file}` }).click();
    await expect(page.getByTestId('photo').getByRole('img', { name: photo.en })).toBeVisible();
  }
}

/** Saves with Ctrl+S and waits for the edit page of what was saved and its toast ("Added." or "Saved."). */
async function saveForm(page: Page, editPath: RegExp, toast: 'Added.' | 'Saved.') {
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(editPath);
  await expect(page.getByText(toast).first()).toBeVisible();
  const saveButton = page.getByRole('button', { name: 'Save changes', exact: true });
  await expectClear(page.getByRole('listitem').filter({ hasText: toast }).first(), saveButton);
}

/** Two boxes on screen that share no point, once both have come to rest: a toast leaves the button under it reachable. */
async function expectClear(first: Locator, second: Locator) {
  const [a, b] = [await restingBox(first), await restingBox(second)];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
}

/**
 * Where an element is once it stopped moving: no animation or transition runs in it and its box
 * is the same in two looks a frame apart. A toast slides in; measured mid-way it is where it
 * will not stay, later on a slower machine.
 */
async function restingBox(element: Locator) {
  const look = () =>
    element.evaluate(async (node) => {
      const box = () => JSON.stringify(node.getBoundingClientRect());
      const before = box();
      await new Promise((frame) => requestAnimationFrame(frame));
      const moving = node.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running');
      return !moving && box() === before;
    });
  await expect.poll(look).toBe(true);
  const box = await element.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** The listing's photo mosaic is filled: its photos cover its area (gaps aside), whatever their number. */
async function expectGalleryFilled(page: Page) {
  const photo = page.getByTestId('listing-photo').first();
  await expect(photo).toBeVisible();
  const covered = () =>
    photo.evaluate((button) => {
      const mosaic = button.closest('ul');
      if (!mosaic) return 0;
      const area = (box: DOMRect) => box.width * box.height;
      const photos = [...mosaic.children].reduce((sum, item) => sum + area(item.getBoundingClientRect()), 0);
      return photos / area(mosaic.getBoundingClientRect());
    });
  // Polled: the layout settles once the photos and the viewport's new size have arrived.
  await expect.poll(covered).toBeGreaterThan(0.9);
}

/** A visitor (no session) opening a page of the site. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** In the list by its name, then its page: name, photo and, in Arabic, the Arabic name and alt text. */
async function visitorFinds(
  page: Page,
  list: string,
  names: { en: string; ar: string },
  alt: { en: string; ar: string },
  stamp: string,
) {
  const search = list.includes('restaurants') ? 'businessName' : 'shopName';
  await page.goto(`${list}?lang=en&${search}=${stamp}`);
  await page.getByRole('link', { name: names.en }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: names.en })).toBeVisible();
  await expect(page.getByRole('img', { name: alt.en }).first()).toBeVisible();
  const detailPath = new URL(page.url()).pathname;
  await page.goto(`${detailPath}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: names.ar })).toBeVisible();
  await expect(page.getByRole('img', { name: alt.ar }).first()).toBeVisible();
  return detailPath;
}

/** From the admin list filtered to this listing: delete after confirming. */
async function deleteFromList(page: Page, listPath: string, search: string, stamp: string, name: string) {
  await page.goto(`${listPath}?lang=en&${search}=${stamp}`);
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByText(`${name} was moved to the trash.`).first()).toBeVisible();
  return row;
}

test('an admin adds a restaurant, a visitor finds it, the admin edits and deletes it, and the site follows at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `journey${Date.now().toString(36)}`;
  const names = { en: `Journey Grill ${stamp}`, ar: `مشويات الرحلة ${stamp}` };
  const cover = { en: 'The grill at night', ar: 'الشواية ليلًا' };
  await signIn(page);

  await page.goto('/admin/restaurants/add-restaurant?lang=en');
  await fillCommonFields(page, names);
  await page.getByRole('group', { name: 'Cuisines' }).getByLabel('Qatari', { exact: true }).check();
  await page.getByLabel('Closed on Friday', { exact: true }).uncheck();
  await page.getByLabel('Friday, range 1: opens', { exact: true }).fill('18:00');
  await page.getByLabel('Friday, range 1: closes', { exact: true }).fill('01:00');
  await page.getByRole('button', { name: 'Copy Friday to all days' }).click();
  await page.getByLabel('House favourite: name (English)', { exact: true }).fill('Mixed grill');
  await page.getByLabel('House favourite: name (Arabic)', { exact: true }).fill('مشاوي مشكلة');
  await page.getByLabel('House favourite: price in QAR', { exact: true }).fill('85');
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByLabel('Title of section 1 (English)', { exact: true }).fill('Grills');
  await page.getByLabel('Title of section 1 (Arabic)', { exact: true }).fill('المشاوي');
  await page.getByLabel('Name of item 1 in section 1 (English)', { exact: true }).fill('Shish tawook');
  await page.getByLabel('Name of item 1 in section 1 (Arabic)', { exact: true }).fill('شيش طاووق');
  await page.getByLabel('Price in QAR of item 1 in section 1', { exact: true }).fill('45');
  await uploadPhotos(page, [
    { file: 'grill.png', colour: '#8a1538', ...cover },
    { file: 'terrace.png', colour: '#1d4ed8', en: 'The terrace', ar: 'الشرفة' },
  ]);
  await saveForm(page, /\/admin\/restaurants\/edit-restaurant\/[0-9a-f-]{36}/, 'Added.');
  const editUrl = page.url();

  const visitor = await visitorPage(browser);
  const detailPath = await visitorFinds(visitor.page, '/listings/restaurants', names, cover, stamp);
  // Two photos: the second beside the first on a wide screen, under it on a phone; no empty half.
  await expectGalleryFilled(visitor.page);
  await visitor.page.setViewportSize({ width: 390, height: 844 });
  await expectGalleryFilled(visitor.page);
  await visitor.page.setViewportSize({ width: 1280, height: 720 });
  await expect(visitor.page.getByRole('region', { name: 'ساعات العمل' })).toContainText('18:00 – 01:00');

  // The admin moves Friday's closing time; the public page shows it on its next load.
  await page.goto(editUrl);
  await page.getByLabel('Friday, range 1: closes', { exact: true }).fill('02:30');
  await saveForm(page, /edit-restaurant/, 'Saved.');
  await visitor.page.goto(`${detailPath}?lang=en`);
  await expect(visitor.page.getByRole('region', { name: 'Opening hours' })).toContainText('18:00 – 02:30');

  // Deleted, undone (the page is back), deleted again: the public page says so.
  await deleteFromList(page, '/admin/restaurants', 'businessName', stamp, names.en);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${names.en} was restored.`).first()).toBeVisible();
  await visitor.page.reload();
  await expect(visitor.page.getByRole('heading', { level: 1, name: names.en })).toBeVisible();
  await deleteFromList(page, '/admin/restaurants', 'businessName', stamp, names.en);
  await visitor.page.reload();
  await expect(visitor.page.getByText('Restaurant not found')).toBeVisible();
  await visitor.page.goto(`/listings/restaurants?lang=en&businessName=${stamp}`);
  await expect(visitor.page.getByRole('link', { name: names.en })).toHaveCount(0);
  await visitor.close();
});

test('the same for a gift shop, shorter: added, found by a visitor, deleted, not found', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = `giftjourney${Date.now().toString(36)}`;
  const names = { en: `Journey Gifts ${stamp}`, ar: `هدايا الرحلة ${stamp}` };
  const cover = { en: 'Wrapped presents', ar: 'هدايا مغلفة' };
  await signIn(page);

  await page.goto('/admin/gifts/add-gift-shop?lang=en');
  await fillCommonFields(page, names);
  await page.getByRole('group', { name: 'Categories' }).getByLabel('Flowers', { exact: true }).check();
  await uploadPhotos(page, [{ file: 'gifts.png', colour: '#067647', ...cover }]);
  await saveForm(page, /\/admin\/gifts\/edit-gift-shop\/[0-9a-f-]{36}/, 'Added.');

  const visitor = await visitorPage(browser);
  const detailPath = await visitorFinds(visitor.page, '/listings/gift-shops', names, cover, stamp);

  await deleteFromList(page, '/admin/gifts', 'shopName', stamp, names.en);
  await visitor.page.goto(`${detailPath}?lang=en`);
  await expect(visitor.page.getByText('Gift Shop not found')).toBeVisible();
  await visitor.close();
});
