import type { Page } from '@playwright/test';
import { arrowDirection } from './support/arrow-direction.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/** The detail pages' words in each language (spec §8 for the not-found titles). */
const words = {
  en: {
    openThird: /^Open photo 3 of \d+$/,
    gallery: 'Photo gallery',
    third: /^Photo 3 of \d+$/,
    // 'View more photos' opens at the first photo the page leaves out (it shows five).
    sixth: /^Photo 6 of \d+$/,
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    viewMore: 'View more photos',
    hours: 'Opening hours',
    menu: 'Menu',
    offer: 'What the shop offers',
    restaurantNotFound: 'Restaurant not found',
    // Prices and "member since" as Intl writes them in Qatar's English.
    price: /^QAR\s\d+(\.\d+)?$/,
    memberSince: /^[A-Z][a-z]+ \d{4}$/,
    shopNotFound: 'Gift Shop not found',
  },
  ar: {
    openThird: /^فتح الصورة 3 من \d+$/,
    gallery: 'معرض الصور',
    third: /^الصورة 3 من \d+$/,
    sixth: /^الصورة 6 من \d+$/,
    close: 'إغلاق',
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    viewMore: 'عرض المزيد من الصور',
    hours: 'ساعات العمل',
    menu: 'قائمة الطعام',
    offer: 'ما يقدمه المتجر',
    restaurantNotFound: 'المطعم غير موجود',
    shopNotFound: 'متجر الهدايا غير موجود',
    price: /^[\u200f\u061c]?[0-9.]+\s?ر\.ق\.[\u200f\u061c]?$/,
    memberSince: /^\S+ [0-9]{4}$/,
  },
} as const;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Opens the first card of a list and waits for its detail page; returns the listing's name. */
async function openFirstFromList(page: Page, listPath: string, cardTestId: string) {
  await page.goto(listPath);
  const link = page.getByTestId(cardTestId).first().getByRole('link').first();
  await expect(link).toBeVisible();
  // textContent, not innerText: a card is laid out only once the browser has seen it on screen
  // (content-visibility), and until then its innerText is empty.
  const name = ((await link.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await link.click();
  await expect(page.getByTestId('listing-detail')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

/** Waits until the page's late parts (similar listings, ad) have had their say, for axe. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('listing-loading')).toHaveCount(0);
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];

  test.describe(`listing detail (${lang})`, () => {
    test('the start-up builds the number and date formats in a worker; the page then formats prices and dates with them', async ({
      page,
    }) => {
      const workerStarted = page.waitForEvent('worker', (worker) => worker.url().endsWith('/intl-warm-up.js'));
      const listLoaded = openFirstFromList(page, `/listings/restaurants?lang=${lang}`, 'restaurant-card');
      const worker = await workerStarted;
      // It stops once it has built them (shell intl-warm-up).
      await new Promise((resolve) => worker.on('close', resolve));
      await listLoaded;
      await expect(page.getByTestId('featured-dish').locator('span').last()).toHaveText(w.price);
      await expect(page.getByTestId('member-since')).toHaveText(w.memberSince);
    });

    test('a restaurant from the list: gallery opens at the third photo and closes; View more opens at the sixth', async ({
      page,
    }) => {
      const policyViolations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
      });
      await openFirstFromList(page, `/listings/restaurants?lang=${lang}`, 'restaurant-card');
      await expect(page).toHaveURL(/\/restaurant\/[a-z0-9-]+\/[0-9a-f-]{36}/);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('region', { name: w.hours })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.menu })).toBeVisible();
      await expect(page.getByTestId('listing-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
      const firstPhoto = page.getByTestId('listing-photo').first().locator('img');
      await expect(firstPhoto).toHaveAttribute('loading', 'eager');
      await expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
      // The share arrow points up and towards the end of the line: mirrored in Arabic.
      await expect(page.getByTestId('share-button').locator('svg')).toHaveCSS(
        'transform',
        lang === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
      );

      await page.getByRole('button', { name: w.openThird }).click();
      const gallery = page.getByRole('dialog', { name: w.gallery });
      await expect(gallery).toBeVisible();
      await expect(gallery.locator('figcaption')).toHaveText(w.third);
      // Previous sits on the reading's starting side and points out to it, next to the other side.
      const [previous, next] = [
        gallery.getByRole('button', { name: w.previous }),
        gallery.getByRole('button', { name: w.next }),
      ];
      const [start, end] = lang === 'ar' ? (['right', 'left'] as const) : (['left', 'right'] as const);
      const previousX = (await previous.boundingBox())?.x ?? 0;
      const nextX = (await next.boundingBox())?.x ?? 0;
      expect(lang === 'ar' ? previousX > nextX : previousX < nextX).toBe(true);
      // Playwright's screenshot options add a <style> of their own, which the site's CSP rightly refuses:
      // what the policy says of them is not the site's doing.
      const violationsBeforeScreenshots = policyViolations.length;
      expect(await arrowDirection(page, previous)).toBe(start);
      expect(await arrowDirection(page, next)).toBe(end);
      policyViolations.length = violationsBeforeScreenshots;
      await gallery.getByRole('button', { name: w.close }).click();
      await expect(gallery).toBeHidden();

      // The first card of the list is featured: it has more photos than the page shows.
      await page.getByRole('button', { name: w.viewMore }).click();
      await expect(gallery.locator('figcaption')).toHaveText(w.sixth);
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();
      expect(policyViolations).toEqual([]);
    });

    test('a wrong id shows the not-found state with links back', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/v1/')) asked.push(pathname);
      });
      await page.goto(`/restaurant/nothing-here/${MISSING_ID}?lang=${lang}`);
      await expect(page.getByRole('heading', { name: w.restaurantNotFound })).toBeVisible();
      await expect(page.getByTestId('listing-not-found').getByRole('link')).toHaveCount(2);
      // The page shows no advertisement, so neither it nor the BFF asks for one.
      await page.waitForLoadState('networkidle');
      expect(asked).toContain(`/api/v1/restaurant/${MISSING_ID}`);
      expect(asked.filter((pathname) => /^\/api\/v1\/(ads|playback)$/.test(pathname))).toEqual([]);
      await page.goto(`/gift-shop/nothing-here/${MISSING_ID}?lang=${lang}`);
      await expect(page.getByRole('heading', { name: w.shopNotFound })).toBeVisible();
    });

    test('a gift shop detail page', async ({ page }) => {
      await openFirstFromList(page, `/listings/gift-shops?lang=${lang}`, 'shop-card');
      await expect(page).toHaveURL(/\/gift-shop\/[a-z0-9-]+\/[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { level: 2, name: w.offer })).toBeVisible();
      await expect(page.getByRole('region', { name: w.hours })).toBeVisible();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(['Store', 'Florist']).toContain(jsonLd['@type']);
    });

    test('restaurant and gift shop detail pages have no serious accessibility violations', async ({ page }) => {
      await openFirstFromList(page, `/listings/restaurants?lang=${lang}`, 'restaurant-card');
      await settle(page);
      await expectNoSeriousA11yViolations(page);
      await openFirstFromList(page, `/listings/gift-shops?lang=${lang}`, 'shop-card');
      await settle(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('an outdated slug moves to the canonical address', async ({ page }) => {
  await openFirstFromList(page, '/listings/restaurants?lang=en', 'restaurant-card');
  const canonical = new URL(page.url()).pathname;
  const id = canonical.split('/').pop();
  await page.goto(`/restaurant/an-old-name/${id}?lang=en`);
  await expect(page).toHaveURL((url) => url.pathname === canonical);
  await expect(page.getByTestId('listing-detail')).toBeVisible();
});
