/**
 * Special hours (Ramadan, Eid) as visitors meet them: a named date range replaces the regular weekly
 * hours on its dates, in the open-now filter (SQL) and in the views the open-now badge reads, with
 * the api's clock driven.
 */
import { weekdays } from 'contracts/enums';
import { isOpenAt } from 'contracts/opening-hours';
import type { SpecialHours, WeeklyHours } from 'contracts/schemas/listing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants as restaurantRows } from '../src/db/schema.ts';
import { forgetTotals } from '../src/modules/listings/capped-count.ts';
import { restaurants } from '../src/seed/data/restaurants.ts';
import { allItems, slugsOf } from './helpers/paging.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

const at = (qatarLocal: string) => new Date(`${qatarLocal}+03:00`);
const everyDay = (ranges: WeeklyHours['mon']) =>
  Object.fromEntries(weekdays.map((day) => [day, ranges])) as WeeklyHours;
const closed = everyDay([]);
const range = (from: string, to: string, hours: WeeklyHours, en = 'Eid hours', ar = 'ساعات العيد'): SpecialHours => ({
  name: { en, ar },
  from,
  to,
  hours,
});

describe.each(databaseTargets)('special hours on %s', (target) => {
  // Thursday 2026-11-26, 13:00 in Qatar.
  let now = at('2026-11-26T13:00:00');
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => now });
  });
  afterAll(() => api?.close());

  const openNow = async () => slugsOf(await allItems(api, '/api/v1/restaurants?openNow=true'));
  const closedNow = async () => slugsOf(await allItems(api, '/api/v1/restaurants?openNow=false'));
  async function setSpecialHours(slug: string, specialHours: SpecialHours[]) {
    await api.db.update(restaurantRows).set({ specialHours }).where(eq(restaurantRows.slug, slug));
    forgetTotals(api.db, restaurantRows);
  }
  /** Back to what the seed gave it (some restaurants have Ramadan hours). */
  const restore = (slug: string) =>
    setSpecialHours(slug, (restaurants.find((s) => s.slug === slug)?.specialHours ?? []) as SpecialHours[]);
  const idOf = async (slug: string) =>
    (await api.db.select().from(restaurantRows).where(eq(restaurantRows.slug, slug)))[0]?.id as string;

  it('closes a listing normally open, for the dates of the range only, in the filter and the views', async () => {
    now = at('2026-11-26T13:00:00');
    const open = restaurants.find((s) => isOpenAt(s.hours, now)) as (typeof restaurants)[number];
    expect(await openNow()).toContain(open.slug);
    await setSpecialHours(open.slug, [range('2026-11-26', '2026-11-27', closed)]);
    expect(await openNow()).not.toContain(open.slug);
    expect(await closedNow()).toContain(open.slug);

    const detail = await api.get(`/api/v1/restaurant/${await idOf(open.slug)}`, 'ar');
    expect(detail.body.specialHours).toEqual([
      { name: 'ساعات العيد', from: '2026-11-26', to: '2026-11-27', hours: closed },
    ]);
    expect(isOpenAt(detail.body.hours, now, detail.body.specialHours)).toBe(false);
    const card = (await allItems(api, '/api/v1/restaurants')).find((r) => r.slug === open.slug);
    expect(card.specialHours).toEqual([{ name: 'Eid hours', from: '2026-11-26', to: '2026-11-27', hours: closed }]);

    // The day after the range, the regular hours are back.
    now = at('2026-11-28T13:00:00');
    expect(await openNow()).toEqual(slugsOf(restaurants.filter((s) => isOpenAt(s.hours, now, s.specialHours))));
    await restore(open.slug);
  });

  it('opens a listing normally closed', async () => {
    now = at('2026-11-26T05:00:00');
    const shut = restaurants.find((s) => !isOpenAt(s.hours, now)) as (typeof restaurants)[number];
    expect(await openNow()).not.toContain(shut.slug);
    await setSpecialHours(shut.slug, [
      range('2026-11-26', '2026-11-26', everyDay([{ open: '04:00', close: '06:00' }])),
    ]);
    expect(await openNow()).toContain(shut.slug);
    expect(await closedNow()).not.toContain(shut.slug);
    await restore(shut.slug);
  });

  it('keeps the last special evening open past midnight into the day after the range', async () => {
    now = at('2026-11-27T00:30:00');
    const shut = restaurants.find((s) => !isOpenAt(s.hours, now)) as (typeof restaurants)[number];
    await setSpecialHours(shut.slug, [
      range('2026-11-20', '2026-11-26', everyDay([{ open: '20:00', close: '02:00' }])),
    ]);
    expect(await openNow()).toContain(shut.slug);
    // The range has ended by date, but its last evening is still running: the views keep it.
    const detail = await api.get(`/api/v1/restaurant/${await idOf(shut.slug)}`);
    expect(detail.body.specialHours).toHaveLength(1);
    now = at('2026-11-27T02:00:00');
    expect(await openNow()).not.toContain(shut.slug);
    now = at('2026-11-28T00:30:00');
    const later = await api.get(`/api/v1/restaurant/${await idOf(shut.slug)}`);
    expect(later.body.specialHours).toEqual([]);
    await restore(shut.slug);
  });

  it('lists upcoming ranges on the detail, and on cards only those starting within a week', async () => {
    now = at('2026-11-26T13:00:00');
    const slug = restaurants[5]?.slug as string;
    await setSpecialHours(slug, [
      range('2026-11-01', '2026-11-10', closed, 'Past', 'مضى'),
      range('2026-11-30', '2026-12-01', closed, 'Soon', 'قريبا'),
      range('2026-12-20', '2026-12-21', closed, 'Later', 'لاحقا'),
    ]);
    const detail = await api.get(`/api/v1/restaurant/${await idOf(slug)}`);
    expect(detail.body.specialHours.map((r: { name: string }) => r.name)).toEqual(['Soon', 'Later']);
    const card = (await allItems(api, '/api/v1/restaurants')).find((r) => r.slug === slug);
    expect(card.specialHours.map((r: { name: string }) => r.name)).toEqual(['Soon']);
    await restore(slug);
  });

  it('applies the seeded Ramadan hours, iftar to past midnight, in the filter as in contracts', async () => {
    const ramadan = restaurants.filter((s) => s.specialHours?.length);
    expect(ramadan.length).toBeGreaterThanOrEqual(3);
    for (const instant of [
      '2027-02-20T13:00:00',
      '2027-02-21T01:00:00',
      '2027-03-10T01:00:00',
      '2027-02-08T01:00:00',
    ]) {
      now = at(instant);
      const expected = slugsOf(restaurants.filter((s) => isOpenAt(s.hours, now, s.specialHours)));
      expect(await openNow(), instant).toEqual(expected);
    }
    now = at('2027-02-20T13:00:00');
    for (const seed of ramadan) expect(await openNow()).not.toContain(seed.slug);
    now = at('2027-02-21T01:00:00');
    for (const seed of ramadan) expect(await openNow()).toContain(seed.slug);
  });
});
