import type { APIRequestContext } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Special hours through the real BFF and api: the seeded admin gives a restaurant a named
 * date range through the admin API, and the public page's open-now badge and special-hours section
 * follow it, in English and Arabic. The range runs from yesterday to tomorrow in Qatar, closed all
 * day or open round the clock, so the outcome does not depend on the time of day the run happens at
 * (yesterday counts: its evening could run past midnight); each page is opened once, after the write,
 * so no page cache of the BFF is in play.
 */
const words = {
  en: {
    hours: 'Opening hours',
    openNow: 'Open now',
    closedNow: 'Closed now',
    inForce: 'In force today',
    name: { en: 'Renovation hours', ar: 'ساعات التجديد' },
  },
  ar: {
    hours: 'ساعات العمل',
    openNow: 'مفتوح الآن',
    closedNow: 'مغلق الآن',
    inForce: 'سارية اليوم',
    name: { en: 'Renovation hours', ar: 'ساعات التجديد' },
  },
} as const;

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const everyDay = (ranges: { open: string; close: string }[]) => Object.fromEntries(DAYS.map((day) => [day, ranges]));
/** A date in Qatar (UTC+3 all year), days from today. */
const qatarDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The BFF wants it on every state change (bff/src/plugins/app/csrf.ts); answers come as `{ data }`, a list as `{ data: { restaurants } }`. */
const csrf = { 'x-csrf': '1' };
type Listing = { _id: string; slug: string };

/** Writes a restaurant's special hours as the back office does: the record read, changed, sent back with its version. */
async function setSpecialHours(request: APIRequestContext, id: string, specialHours: unknown[]) {
  const read = await request.get(`/api/v1/admin/restaurant/${id}`, { headers: csrf });
  expect(read.ok()).toBe(true);
  const { _id, createdAt, updatedAt, deletedAt, ...record } = (await read.json()).data;
  const written = await request.put(`/api/v1/admin/restaurant/${id}`, {
    // A browser sends its Origin with every PUT; the BFF refuses one without.
    headers: { ...csrf, origin: new URL(read.url()).origin },
    data: { ...record, specialHours },
  });
  expect(written.ok(), await written.text()).toBe(true);
  return record.specialHours as unknown[];
}

async function openNowSlugs(request: APIRequestContext) {
  const slugs: string[] = [];
  for (let page = 1; page < 10; page++) {
    const answer = await request.get(`/api/v1/restaurants?openNow=true&limit=50&page=${page}`);
    const items = ((await answer.json()) as { data: { restaurants: Listing[] } }).data.restaurants;
    slugs.push(...items.map((item) => item.slug));
    if (items.length < 50) break;
  }
  return slugs;
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`special hours set for today change the public open now (${lang})`, async ({ page }) => {
    const w = words[lang];
    await signIn(page);
    const list = await page.request.get('/api/v1/restaurants?limit=10&sort=oldest');
    const items = ((await list.json()) as { data: { restaurants: Listing[] } }).data.restaurants;
    // Two restaurants per language, none opened by the other language's run.
    const [shut, open] = [items[index * 2], items[index * 2 + 1]] as [Listing, Listing];
    const range = { name: w.name, from: qatarDate(-1), to: qatarDate(1) };
    const shutBefore = await setSpecialHours(page.request, shut._id, [{ ...range, hours: everyDay([]) }]);
    const openBefore = await setSpecialHours(page.request, open._id, [
      { ...range, hours: everyDay([{ open: '00:00', close: '00:00' }]) },
    ]);
    try {
      const openNow = await openNowSlugs(page.request);
      expect(openNow).not.toContain(shut.slug);
      expect(openNow).toContain(open.slug);

      for (const [listing, state, other] of [
        [shut, w.closedNow, w.openNow],
        [open, w.openNow, w.closedNow],
      ] as const) {
        await page.goto(`/restaurant/${listing.slug}/${listing._id}?lang=${lang}`);
        const detail = page.getByTestId('listing-detail');
        await expect(detail.locator('header').first()).toContainText(state);
        await expect(detail.locator('header').first()).not.toContainText(other);
        const hours = page.getByRole('region', { name: w.hours });
        await expect(hours).toContainText(state);
        const special = page.getByRole('region', { name: w.name[lang] });
        await expect(special).toBeVisible();
        await expect(special).toContainText(w.inForce);
        // The dates as Intl writes them in the page's language (Latin digits in Arabic too).
        const locale = lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB';
        const day = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
        await expect(special).toContainText(day.format(new Date(`${range.to}T00:00:00Z`)));
      }
    } finally {
      await setSpecialHours(page.request, shut._id, shutBefore);
      await setSpecialHours(page.request, open._id, openBefore);
    }
  });
}
