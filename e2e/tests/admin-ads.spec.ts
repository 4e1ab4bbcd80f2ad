import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts.ts';
import { pinAdDraw } from './support/ad-draw.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test, waitingForApp } from './support/test.ts';

/**
 * The advertisement journey: an admin adds a home ad with a video and its poster, sets the
 * home category's playback, and a visitor (another browser context, not signed in) sees the ad on
 * the home page as the setting says; deleting the ad takes it off the page. A category's running
 * ads take turns; the visitor's draw is pinned at the first, the newest of equal priority, which the
 * one added here is; assertions name it by its title, as the seed has other home ads.
 */
const copy = {
  en: {
    home: 'Home',
    add: 'Add advertisement',
    create: 'Add advertisement',
    titleEn: 'Title (English)',
    titleAr: 'Title (Arabic)',
    video: 'Video',
    videoFile: 'Video file (MP4 or WebM)',
    poster: 'Poster image',
    target: 'Target link',
    added: 'Advertisement added.',
    click: 'Play on click',
    off: 'Off',
    savePlayback: 'Save playback',
    saved: 'Playback saved',
    advertisement: 'Advertisement',
    play: (title: string) => `Play the video: ${title}`,
    delete: (title: string) => `Delete ${title}`,
    deleted: (title: string) => `“${title}” was deleted.`,
    restaurants: 'Restaurants',
    rooftop: 'Rooftop dinners with West Bay views',
    ended: 'Ended',
    share: /^In rotation: \d+% of views$/,
  },
  ar: {
    home: 'الرئيسية',
    add: 'إضافة إعلان',
    create: 'إضافة الإعلان',
    titleEn: 'العنوان (بالإنجليزية)',
    titleAr: 'العنوان (بالعربية)',
    video: 'فيديو',
    videoFile: 'ملف الفيديو (MP4 أو WebM)',
    poster: 'صورة الغلاف',
    target: 'رابط الإعلان',
    added: 'تمت إضافة الإعلان.',
    click: 'التشغيل عند النقر',
    off: 'متوقف',
    savePlayback: 'حفظ إعداد التشغيل',
    saved: 'تم حفظ إعداد التشغيل',
    advertisement: 'إعلان',
    play: (title: string) => `تشغيل الفيديو: ${title}`,
    delete: (title: string) => `حذف ${title}`,
    deleted: (title: string) => `تم حذف «${title}».`,
    restaurants: 'المطاعم',
    rooftop: 'عشاء على الأسطح بإطلالة على الخليج الغربي',
    ended: 'منتهٍ',
    share: /^ضمن التناوب: .+ من المشاهدات$/,
  },
} as const;

/** A 2-second VP8 WebM of 2.6 KB (recorded from a canvas by Chromium's MediaRecorder). */
const video = readFileSync(new URL('./fixtures/ad-video.webm', import.meta.url));

async function posterPng(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#8a1538';
      context.fillRect(0, 0, 640, 360);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** The home page's ad block, scrolled to (it loads as the visitor nears it). */
async function homeAd(page: Page, label: string): Promise<Locator> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const ad = page.getByRole('complementary', { name: label });
  await expect(ad).toBeAttached();
  await ad.scrollIntoViewIfNeeded();
  return ad;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  await pinAdDraw(context);
  return { context, page: waitingForApp(await context.newPage()) };
}

for (const lang of ['en', 'ar'] as const) {
  test(`an admin adds a home video ad, sets its playback, and visitors see it as set until it is deleted (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = copy[lang];
    const stamp = Date.now();
    const title = { en: `Karak week ${stamp}`, ar: `أسبوع الكرك ${stamp}` };
    const shown = title[lang];

    await signIn(page, seededAdmin);
    // Start from a known setting, so that choosing "on click" is a change to save.
    const reset = await page.request.patch('/api/v1/admin/playback/home', {
      data: { playback: 'autoplay' },
      headers: { 'x-csrf': '1', origin: new URL(page.url()).origin },
    });
    expect(reset.ok(), await reset.text()).toBe(true);

    await page.goto(`/admin/ads?lang=${lang}`);
    await page.getByRole('tab', { name: t.home }).click();
    await expect(page).toHaveURL(/category=home/);
    await expect(page.getByRole('tab', { name: t.home })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The modal view 'admin mutate advertisement': a video with its poster, uploaded as picked.
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.titleEn, { exact: true }).fill(title.en);
    await dialog.getByLabel(t.titleAr, { exact: true }).fill(title.ar);
    await dialog.getByRole('radio', { name: t.video, exact: true }).check();
    await dialog.getByLabel(t.videoFile, { exact: true }).setInputFiles({
      name: 'karak.webm',
      mimeType: 'video/webm',
      buffer: video,
    });
    await expect(dialog.getByTestId('media-video').locator('video')).toBeAttached();
    await dialog
      .getByLabel(t.poster, { exact: true })
      .setInputFiles({ name: 'karak.png', mimeType: 'image/png', buffer: await posterPng(page) });
    await expect(dialog.getByTestId('media-image').locator('img')).toBeVisible();
    await dialog.getByLabel(t.target, { exact: true }).fill('/restaurants');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.added).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(shown) })).toBeVisible();

    // Playback "on click", previewed with the visitors' card before it is saved.
    const preview = page.getByTestId('playback-preview');
    await page.getByRole('radio', { name: t.click }).check();
    await expect(preview.getByRole('button', { name: t.play(shown) })).toBeVisible();
    await page.getByRole('button', { name: t.savePlayback }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();

    // A visitor sees the poster with a play button, and the click starts the video.
    const guest = await visitor(browser);
    await guest.page.goto(`/?lang=${lang}`);
    let ad = await homeAd(guest.page, t.advertisement);
    await expect(ad.getByRole('link', { name: shown })).toBeVisible();
    await expect(ad.locator('img')).toBeVisible();
    await expect(ad.locator('video')).toHaveCount(0);
    await ad.getByRole('button', { name: t.play(shown) }).click();
    const playing = ad.locator('video');
    await expect(playing).toBeFocused();
    await expect
      .poll(() => playing.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);

    // Playback off: only the poster, no play button.
    await page.getByRole('radio', { name: t.off, exact: true }).check();
    await expect(preview.getByRole('button')).toHaveCount(0);
    await page.getByRole('button', { name: t.savePlayback }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await guest.page.reload();
    ad = await homeAd(guest.page, t.advertisement);
    await expect(ad.getByRole('link', { name: shown })).toBeVisible();
    await expect(ad.locator('img')).toBeVisible();
    await expect(ad.getByRole('button')).toHaveCount(0);
    await expect(ad.locator('video')).toHaveCount(0);

    // Deleting the ad (confirmed) takes it off the home page.
    await page.getByRole('button', { name: t.delete(shown) }).click();
    await dialog.getByRole('button', { name: t.delete(shown) }).click();
    await expect(page.getByText(t.deleted(shown)).first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(shown) })).toHaveCount(0);
    await guest.page.reload();
    await guest.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The seed's next home ad takes its place.
    await expect(guest.page.getByRole('complementary', { name: t.advertisement })).toBeAttached();
    await expect(guest.page.getByRole('link', { name: shown })).toHaveCount(0);
    await guest.context.close();
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`the ads list says an ad of last year has ended, and gives the ad the home page shows its share (${lang})`, async ({
    page,
    browser,
  }) => {
    const t = copy[lang];
    await signIn(page, seededAdmin);

    // The seeded rooftop ad ran through 2025: switched on, yet Ended, and not in rotation.
    await page.goto(`/admin/ads?lang=${lang}&category=restaurant`);
    await expect(page.getByRole('tab', { name: t.restaurants })).toHaveAttribute('aria-selected', 'true');
    const rooftop = page.getByRole('row', { name: new RegExp(t.rooftop) });
    await expect(rooftop.getByTestId('ad-state')).toHaveText(t.ended);
    await expect(rooftop.getByTestId('ad-share')).toHaveCount(0);

    // Of the home ads, those in rotation say their share; the visitor's is one of them.
    await page.getByRole('tab', { name: t.home }).click();
    const inRotation = page.getByRole('row').filter({ has: page.getByTestId('ad-share') });
    await expect(inRotation.first()).toBeVisible();
    await expect(inRotation.first().getByTestId('ad-share')).toHaveText(t.share);
    const titles = (await inRotation.evaluateAll((rows) => rows.map((row) => row.querySelector('td, th')?.textContent)))
      .map((title) => title?.trim() ?? '')
      .filter(Boolean);
    expect(titles.length).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);

    const guest = await visitor(browser);
    await guest.page.goto(`/?lang=${lang}`);
    const ad = await homeAd(guest.page, t.advertisement);
    expect(titles).toContain(((await ad.getByRole('link').textContent()) ?? '').trim());
    await guest.context.close();
  });
}
