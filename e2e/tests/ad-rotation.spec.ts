import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts.ts';
import { expect, test, waitingForApp } from './support/test.ts';

/**
 * Several running ads of one category take turns: the seed runs two gift shop ads of the same
 * priority, and a visitor's page views of a gift shop show each of them (neither hidden behind the
 * newer). Each ad seen on screen for a second is counted, without a cookie, and the back office's
 * ads page shows the counts.
 */
const words = {
  en: {
    label: 'Advertisement',
    eid: 'Eid gifts, delivered the same day',
    flowers: 'Fresh flowers for every occasion',
    shopsTab: 'Gift shops',
    seen: /^[\d,]+ seen, [\d,]+ followed$/,
  },
  ar: {
    label: 'إعلان',
    eid: 'هدايا العيد تصلك في اليوم نفسه',
    flowers: 'زهور طازجة لكل مناسبة',
    shopsTab: 'متاجر الهدايا',
    seen: /^شوهد .+، وفُتح .+$/,
  },
} as const;

/** The first gift shop of the public list, as a visitor would open it. */
async function aGiftShop(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/listings/gift-shops?lang=${lang}`);
  const href = await page.getByTestId('shop-card').first().getByRole('link').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

for (const lang of ['en', 'ar'] as const) {
  test(`a category's running ads take turns across visits, and each one seen is counted (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const t = words[lang];
    const context = await browser.newContext();
    const visitor = waitingForApp(await context.newPage());
    const shop = await aGiftShop(visitor, lang);
    const shown = new Set<string>();
    for (let visit = 0; visit < 24 && shown.size < 2; visit += 1) {
      await visitor.goto(`${shop}${shop.includes('?') ? '&' : '?'}lang=${lang}`);
      await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const ad = visitor.getByRole('complementary', { name: t.label });
      await ad.scrollIntoViewIfNeeded();
      const title = (await ad.getByRole('link').textContent())?.trim() ?? '';
      expect([t.eid, t.flowers]).toContain(title);
      if (!shown.has(title)) {
        // Half of it on screen for a second: its impression goes out as a beacon.
        const counted = visitor.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/v1/ads/events' && response.status() === 204,
        );
        await counted;
      }
      shown.add(title);
    }
    expect([...shown].sort()).toEqual([t.eid, t.flowers].sort());
    await context.close();

    // The back office gives each its share of the shop pages' views and counts what was seen.
    await signIn(page, seededAdmin);
    await page.goto(`/admin/ads?lang=${lang}&category=shop`);
    await expect(page.getByRole('tab', { name: t.shopsTab })).toHaveAttribute('aria-selected', 'true');
    for (const title of [t.eid, t.flowers]) {
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row.getByTestId('ad-share')).toBeVisible();
      await expect(row.getByTestId('ad-counts')).toHaveText(t.seen);
      await expect(row.getByTestId('ad-counts')).not.toHaveText(/^(0|٠) seen|^شوهد (0|٠)،/);
    }
  });
}
