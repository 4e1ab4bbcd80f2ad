/**
 * The behaviour restaurants and gift shops share as list endpoints, checked against the seed
 * itself: every filter value returns exactly the seeded listings that have it, every sort
 * orders, every bad value is a 400 naming its field.
 */
import { areas, priceLevels } from 'contracts/enums';
import { isOpenAt } from 'contracts/opening-hours';
import type { SpecialHours, WeeklyHours } from 'contracts/schemas/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, slugsOf } from './paging.ts';
import { wordUnlikeNames } from './search-words.ts';
import { databaseTargets, startTestApi, type TestApi } from './test-api.ts';

type SeedBase = {
  slug: string;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  address: { en: string; ar: string };
  area: string;
  pricing: string;
  featured: boolean;
  wheelchairAccessible: boolean;
  hours: WeeklyHours;
  specialHours?: SpecialHours[];
  memberSince: string;
};

type MultiFilter<S> = { field: string; values: readonly string[]; of: (seed: S) => readonly string[] };

export type ListingContract<S extends SeedBase> = {
  kind: string;
  listPath: string;
  seeds: S[];
  searchField: string;
  anyOf: MultiFilter<S>[];
  allOf: MultiFilter<S>[];
  badValues: [string, string][];
  /** An instant at which some, not all, listings are open (hours past midnight matter here). */
  openNowAt: Date;
  detail: (api: TestApi, first: { _id: string; slug: string }, seed: S) => Promise<void>;
};

export function describeListingContract<S extends SeedBase>(contract: ListingContract<S>) {
  const { listPath, seeds } = contract;
  const expected = (keep: (seed: S) => boolean) =>
    seeds
      .filter(keep)
      .map((s) => s.slug)
      .sort();

  describe.each(databaseTargets)(`GET ${contract.kind} on %s`, (target) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(target, { clock: () => contract.openNowAt });
    });
    afterAll(() => api?.close());

    it('pages with defaults 1 and 10, the total, and caps the limit', async () => {
      const first = await api.get(listPath);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, limit: 10, total: seeds.length });
      expect(first.body.items).toHaveLength(10);
      const capped = await api.get(`${listPath}?limit=5000`);
      expect(capped.body.limit).toBe(50);
      expect(capped.body.items).toHaveLength(Math.min(50, seeds.length));
      const past = await api.get(`${listPath}?page=999`);
      expect(past.body).toMatchObject({ items: [], total: seeds.length, page: 999 });
      expect(slugsOf(await allItems(api, listPath))).toEqual(expected(() => true));
    });

    it('answers in the language asked for', async () => {
      const seed = seeds[0] as S;
      const en = await allItems(api, listPath, 'en');
      const ar = await allItems(api, listPath, 'ar');
      expect(en.find((r) => r.slug === seed.slug)).toMatchObject({ name: seed.name.en, address: seed.address.en });
      expect(ar.find((r) => r.slug === seed.slug)).toMatchObject({ name: seed.name.ar, address: seed.address.ar });
      const byQuery = await api.get(`${listPath}?lang=ar&limit=50`);
      expect(byQuery.body.items.find((r: { slug: string }) => r.slug === seed.slug)?.name ?? seed.name.ar).toBe(
        seed.name.ar,
      );
    });

    const anyOf: MultiFilter<S>[] = [
      ...contract.anyOf,
      { field: 'location', values: areas.values, of: (s) => [s.area] },
      { field: 'pricing', values: priceLevels.values, of: (s) => [s.pricing] },
    ];
    for (const { field, values, of } of anyOf) {
      it(`filters by ${field}, any of the values chosen`, async () => {
        for (const value of values) {
          const items = await allItems(api, `${listPath}?${field}=${value}`);
          expect(slugsOf(items), `${field}=${value}`).toEqual(expected((s) => of(s).includes(value)));
          expect(items.length, `${field}=${value} matches something`).toBeGreaterThan(0);
        }
        const [a, b] = values as [string, string];
        const both = await allItems(api, `${listPath}?${field}=${a},${b}`);
        expect(slugsOf(both)).toEqual(expected((s) => of(s).some((v) => v === a || v === b)));
      });
    }

    for (const { field, values, of } of contract.allOf) {
      it(`filters by ${field}, having all the values chosen`, async () => {
        for (const value of values) {
          const items = await allItems(api, `${listPath}?${field}=${value}`);
          expect(slugsOf(items), `${field}=${value}`).toEqual(expected((s) => of(s).includes(value)));
          expect(items.length, `${field}=${value} matches something`).toBeGreaterThan(0);
        }
        const [a, b] = values as [string, string];
        const both = await allItems(api, `${listPath}?${field}=${a}&${field}=${b}`);
        expect(slugsOf(both)).toEqual(expected((s) => of(s).includes(a) && of(s).includes(b)));
      });
    }

    it('filters by wheelchair access and featured, both ways', async () => {
      for (const flag of [true, false]) {
        expect(slugsOf(await allItems(api, `${listPath}?wheelchairAccess=${flag}`))).toEqual(
          expected((s) => s.wheelchairAccessible === flag),
        );
        expect(slugsOf(await allItems(api, `${listPath}?featured=${flag}`))).toEqual(
          expected((s) => s.featured === flag),
        );
      }
    });

    it('filters by open now in Qatar time, including hours past midnight', async () => {
      const open = expected((s) => isOpenAt(s.hours, contract.openNowAt, s.specialHours));
      expect(open.length).toBeGreaterThan(0);
      expect(open.length).toBeLessThan(seeds.length);
      expect(slugsOf(await allItems(api, `${listPath}?openNow=true`))).toEqual(open);
      expect(slugsOf(await allItems(api, `${listPath}?openNow=false`))).toEqual(
        expected((s) => !isOpenAt(s.hours, contract.openNowAt, s.specialHours)),
      );
    });

    it('searches names in English, also with a letter missing', async () => {
      const seed = seeds.find((s) => /\b[A-Za-z]{7,}\b/.test(s.name.en)) as S;
      const word = seed.name.en.match(/\b[A-Za-z]{7,}\b/)?.[0] ?? '';
      const exact = await allItems(
        api,
        `${listPath}?${contract.searchField}=${encodeURIComponent(word.toLowerCase())}`,
      );
      expect(slugsOf(exact)).toContain(seed.slug);
      const misspelt = word.slice(0, 3) + word.slice(4);
      const fuzzy = await allItems(api, `${listPath}?${contract.searchField}=${encodeURIComponent(misspelt)}`);
      expect(slugsOf(fuzzy), `"${misspelt}" finds "${word}"`).toContain(seed.slug);
    });

    it('matches names only, never a word found only in a description, in either language', async () => {
      const names = seeds.flatMap((s) => [s.name.en, s.name.ar]);
      for (const lang of ['en', 'ar'] as const) {
        const word = wordUnlikeNames(
          seeds.map((s) => s.description[lang]),
          names,
        );
        expect(word, `a ${lang} description word unlike any name`).toBeDefined();
        const found = await allItems(
          api,
          `${listPath}?${contract.searchField}=${encodeURIComponent(word ?? '')}`,
          lang,
        );
        expect(slugsOf(found), `"${word}" is in a description, not a name`).toEqual([]);
      }
    });

    it('searches Arabic names whatever the alef, hamza or taa marbuta forms', async () => {
      const seed = seeds.find((s) => /[أإآة]/.test(s.name.ar));
      expect(seed, 'a seeded Arabic name with alef-hamza or taa marbuta').toBeDefined();
      const word = seed?.name.ar.split(/\s+/).find((w) => /[أإآة]/.test(w)) ?? '';
      const variant = word.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
      const items = await allItems(api, `${listPath}?${contract.searchField}=${encodeURIComponent(variant)}`, 'ar');
      expect(slugsOf(items), `"${variant}" finds "${word}"`).toContain(seed?.slug);
    });

    it('sorts by featured, newest, oldest, price and name', async () => {
      const featured = await allItems(api, `${listPath}?sort=featured`);
      const firstPlain = featured.findIndex((r) => !r.featured);
      expect(firstPlain).toBeGreaterThan(0);
      expect(featured.slice(firstPlain).every((r) => !r.featured)).toBe(true);

      const newest = (await allItems(api, `${listPath}?sort=newest`)).map((r) => r.memberSince);
      expect(newest).toEqual([...newest].sort().reverse());
      const oldest = (await allItems(api, `${listPath}?sort=oldest`)).map((r) => r.memberSince);
      expect(oldest).toEqual([...newest].sort());

      const rank: Record<string, number> = { low: 1, medium: 2, high: 3 };
      const cheap = (await allItems(api, `${listPath}?sort=price_asc`)).map((r) => rank[r.pricing]);
      expect(cheap).toEqual([...cheap].sort());
      const dear = (await allItems(api, `${listPath}?sort=price_desc`)).map((r) => rank[r.pricing]);
      expect(dear).toEqual([...dear].sort().reverse());

      for (const lang of ['en', 'ar']) {
        const initials = (await allItems(api, `${listPath}?sort=name_asc`, lang)).map((r) =>
          r.name.charAt(0).toLowerCase(),
        );
        expect(initials).toEqual([...initials].sort());
        const reverse = (await allItems(api, `${listPath}?sort=name_desc`, lang)).map((r) =>
          r.name.charAt(0).toLowerCase(),
        );
        expect(reverse).toEqual([...initials].reverse());
      }
    });

    const badValues: [string, string][] = [
      ...contract.badValues,
      ['location', 'atlantis'],
      ['pricing', 'free'],
      ['wheelchairAccess', 'maybe'],
      ['featured', 'yes'],
      ['openNow', 'soon'],
      ['sort', 'random'],
      ['page', '0'],
      ['limit', 'many'],
      [contract.searchField, 'x'.repeat(101)],
    ];
    for (const [field, value] of badValues) {
      it(`refuses ${field}=${value.slice(0, 12)} with a 400 naming the field, in the request's language`, async () => {
        const en = await api.get(`${listPath}?${field}=${value}`);
        expect(en.status).toBe(400);
        expect(en.headers.get('content-type')).toContain('application/problem+json');
        expect(en.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
        expect(en.body.errors.map((e: { field: string }) => e.field)).toContain(field);
        expect(en.body.detail).toContain(field);
        const ar = await api.get(`${listPath}?${field}=${value}`, 'ar');
        expect(ar.body.title).toBe('بعض المعلومات المرسلة غير صالحة.');
        expect(ar.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
      });
    }

    it('gives one listing by id', async () => {
      const [first] = await allItems(api, `${listPath}?sort=name_asc`);
      const seed = seeds.find((s) => s.slug === first.slug) as S;
      await contract.detail(api, first, seed);
    });
  });
}
