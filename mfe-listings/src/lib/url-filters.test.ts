import { type FilterFields, restaurantListFilters, shopListFilters } from 'contracts/list-filters';
import { restaurantListQuery } from 'contracts/schemas/restaurant';
import { shopListQuery } from 'contracts/schemas/shop';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { countActiveFilters, parseFilters, writeFilters } from './url-filters.ts';

const parse = (query: string) => parseFilters(restaurantListFilters, new URLSearchParams(query));

/**
 * The reference: each field read with the API's own zod schema, a bad value dropped (the whole
 * value, else its known items, else the field's default). The page reads URLs without zod; it
 * must read every one of these the same way.
 */
function parseWithApiSchema(schema: z.ZodObject<z.ZodRawShape>, fields: FilterFields, params: URLSearchParams) {
  const filters: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const field = schema.shape[key] as z.ZodType;
    const raw = params.getAll(key);
    const whole = field.safeParse(raw.length > 1 ? raw : raw[0]);
    let value: unknown;
    if (whole.success) value = whole.data;
    else {
      const known = raw
        .flatMap((item) => item.split(','))
        .filter((part) => {
          const one = field.safeParse(part);
          return one.success && Array.isArray(one.data);
        });
      const kept = known.length > 0 ? field.safeParse(known) : undefined;
      const fallback = field.safeParse(undefined);
      value = kept?.success ? kept.data : fallback.success ? fallback.data : undefined;
    }
    if (value !== undefined && value !== '') filters[key] = value;
  }
  return filters;
}

const SAMPLE_QUERIES = [
  '',
  'cuisineTypes=indian,qatari&pricing=low&pricing=high&openNow=true&sort=name_asc',
  'cuisineTypes=indian,martian&sort=cheapest&featured=yes&page=7&limit=500&location=nowhere',
  'cuisineTypes=,,&pricing=&featured=false&wheelchairAccess=true&wheelchairAccess=false',
  `businessName=${'x'.repeat(101)}&sort=newest&sort=oldest`,
  'businessName=%20%20&diningOptions=dine_in,takeaway,dine_in&ambience=rooftop',
  `pricing=${'low,'.repeat(7)}low&amenities=free_wifi&amenities=parking_available,martian`,
  'shopName=%20oud%20&occasion=birthday,wedding&recipient=for_her&recipient=him&deliveryOptions=same_day&availableItems=flowers',
  'occasion=nothing&personalizedItems=custom_engraving,&openNow=TRUE&sort=price_desc',
];

describe('filters in the URL', () => {
  it('read every sample URL exactly as the API schemas would, bad values dropped', () => {
    for (const query of SAMPLE_QUERIES) {
      const params = new URLSearchParams(query);
      expect(parseFilters(restaurantListFilters, params), query).toEqual(
        parseWithApiSchema(restaurantListQuery, restaurantListFilters, params),
      );
      expect(parseFilters(shopListFilters, params), query).toEqual(
        parseWithApiSchema(shopListQuery, shopListFilters, params),
      );
    }
  });

  it('cover every filter of the API lists, and nothing else but paging', () => {
    const filterKeys = (schema: z.ZodObject<z.ZodRawShape>) =>
      Object.keys(schema.shape).filter((key) => key !== 'page' && key !== 'limit');
    expect(Object.keys(restaurantListFilters)).toEqual(filterKeys(restaurantListQuery));
    expect(Object.keys(shopListFilters)).toEqual(filterKeys(shopListQuery));
  });

  it('reads lists (comma-separated or repeated), booleans, text and sort', () => {
    expect(
      parse(
        'cuisineTypes=indian,qatari&pricing=low&pricing=high&openNow=true&wheelchairAccess=true&businessName=%20grill%20&sort=name_asc',
      ),
    ).toEqual({
      cuisineTypes: ['indian', 'qatari'],
      pricing: ['low', 'high'],
      openNow: true,
      wheelchairAccess: true,
      businessName: 'grill',
      sort: 'name_asc',
    });
  });

  it('drops bad values instead of failing: unknown list items, unknown sort, non-booleans, paging', () => {
    expect(parse('cuisineTypes=indian,martian&sort=cheapest&featured=yes&page=7&limit=500&location=nowhere')).toEqual({
      cuisineTypes: ['indian'],
      sort: 'featured',
    });
  });

  it('defaults to the featured sort and no filters', () => {
    expect(parse('')).toEqual({ sort: 'featured' });
    expect(parseFilters(shopListFilters, new URLSearchParams('occasion=birthday,wedding&shopName=oud'))).toEqual({
      occasion: ['birthday', 'wedding'],
      shopName: 'oud',
      sort: 'featured',
    });
  });

  it('writes a short link: lists comma-joined, defaults and blanks left out, other parameters kept', () => {
    const current = new URLSearchParams('lang=ar&page=3&cuisineTypes=italian');
    const next = writeFilters(
      restaurantListFilters,
      {
        cuisineTypes: ['indian', 'qatari'],
        pricing: [],
        featured: false,
        openNow: true,
        sort: 'featured',
        businessName: '',
      },
      current,
    );
    expect(next.toString()).toBe('lang=ar&openNow=true&cuisineTypes=indian%2Cqatari');
    expect(writeFilters(restaurantListFilters, { sort: 'price_desc' }, new URLSearchParams()).toString()).toBe(
      'sort=price_desc',
    );
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = parse('ambience=rooftop,sea_view&amenities=free_wifi&mealOptions=breakfast&sort=newest');
    expect(parse(writeFilters(restaurantListFilters, filters, new URLSearchParams()).toString())).toEqual(filters);
  });

  it('counts the filters that narrow the list', () => {
    expect(
      countActiveFilters(parse('cuisineTypes=indian&openNow=true&sort=newest&businessName=x'), [
        'sort',
        'businessName',
      ]),
    ).toBe(2);
  });
});
