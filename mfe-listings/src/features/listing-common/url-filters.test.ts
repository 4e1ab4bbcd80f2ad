import { restaurantListQuery } from 'contracts/schemas/restaurant';
import { shopListQuery } from 'contracts/schemas/shop';
import { describe, expect, it } from 'vitest';
import { countActiveFilters, parseFilters, writeFilters } from './url-filters.ts';

const parse = (query: string) => parseFilters(restaurantListQuery, new URLSearchParams(query));

describe('filters in the URL', () => {
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
    expect(parseFilters(shopListQuery, new URLSearchParams('occasion=birthday,wedding&shopName=oud'))).toEqual({
      occasion: ['birthday', 'wedding'],
      shopName: 'oud',
      sort: 'featured',
    });
  });

  it('writes a short link: lists comma-joined, defaults and blanks left out, other parameters kept', () => {
    const current = new URLSearchParams('lang=ar&page=3&cuisineTypes=italian');
    const next = writeFilters(
      restaurantListQuery,
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
    expect(writeFilters(restaurantListQuery, { sort: 'price_desc' }, new URLSearchParams()).toString()).toBe(
      'sort=price_desc',
    );
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = parse('ambience=rooftop,sea_view&amenities=free_wifi&mealOptions=breakfast&sort=newest');
    expect(parse(writeFilters(restaurantListQuery, filters, new URLSearchParams()).toString())).toEqual(filters);
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
