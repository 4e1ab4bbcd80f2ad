import { listingKinds } from 'contracts/listing-kinds';
import { describe, expect, it } from 'vitest';
import {
  listingExportHref,
  listingListQuery,
  listingListSearch,
  listingSortOf,
  readListingListParams,
  tableSortOf,
} from './list-params.ts';

const { restaurant: restaurantKind, shop: shopKind } = listingKinds;

describe('listing list params', () => {
  it('reads the address, dropping values the api would refuse', () => {
    const params = readListingListParams(
      restaurantKind,
      new URLSearchParams(
        'page=0&businessName=%20mar%20&businessCategory=pizza&area=mars&featured=maybe&status=gone&sort=x',
      ),
    );
    expect(params).toEqual({
      page: 1,
      name: 'mar',
      category: undefined,
      area: undefined,
      featured: undefined,
      status: undefined,
      sort: 'updated_desc',
      trash: false,
      limit: 25,
    });
  });

  it('round-trips a full state through the address, with the kind’s own filter names', () => {
    const search = new URLSearchParams(
      'shopName=roses&shopCategory=home_decor&area=lusail&featured=false&status=draft&trash=true&sort=name_desc&page=3',
    );
    const params = readListingListParams(shopKind, search);
    expect(listingListSearch(shopKind, params).toString()).toBe(search.toString());
    expect(listingListQuery(shopKind, params)).toEqual({
      page: 3,
      limit: 25,
      shopName: 'roses',
      shopCategory: 'home_decor',
      area: 'lusail',
      featured: 'false',
      status: 'draft',
      trash: 'true',
      sort: 'name_desc',
    });
    // The export takes the filters and the order, never the page.
    expect(listingExportHref(shopKind, params, 'en')).toBe(
      '/api/v1/admin/shops/export?shopName=roses&shopCategory=home_decor&area=lusail&featured=false&status=draft&trash=true&sort=name_desc&lang=en',
    );
    expect(listingExportHref(restaurantKind, readListingListParams(restaurantKind, new URLSearchParams()), 'ar')).toBe(
      '/api/v1/admin/restaurants/export?lang=ar',
    );
  });

  it('keeps the page size in the address (the default left out) and reads an unoffered one as the default', () => {
    const params = readListingListParams(restaurantKind, new URLSearchParams('limit=100&page=2'));
    expect(params.limit).toBe(100);
    expect(listingListSearch(restaurantKind, params).toString()).toBe('page=2&limit=100');
    expect(listingListQuery(restaurantKind, params)).toEqual({ page: 2, limit: 100 });
    for (const odd of ['limit=20', 'limit=1000', 'limit=x', '']) {
      const read = readListingListParams(restaurantKind, new URLSearchParams(odd));
      expect(read.limit).toBe(25);
      expect(listingListSearch(restaurantKind, read).toString()).toBe('');
    }
  });

  it('maps every api sort to a column and back', () => {
    for (const sort of ['updated_desc', 'updated_asc', 'name_asc', 'name_desc', 'area_asc', 'area_desc'] as const) {
      expect(listingSortOf(tableSortOf(sort))).toBe(sort);
    }
    expect(listingSortOf(null)).toBe('updated_desc');
  });
});
