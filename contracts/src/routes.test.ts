import { describe, expect, it } from 'vitest';
import { matchRoute, pathTo, routeParams } from './routes.ts';

describe('matchRoute', () => {
  it('finds fixed paths and paths with parameters, with or without a trailing slash', () => {
    expect(matchRoute('/')).toBe('home');
    expect(matchRoute('/listings/restaurants/')).toBe('restaurants');
    expect(matchRoute(pathTo('restaurant', { slug: 'souq-grill', id: 'abc' }))).toBe('restaurant');
    expect(matchRoute('/admin/gifts/edit-gift-shop/42')).toBe('adminEditGiftShop');
  });

  it('matches a parameter to one whole segment only', () => {
    expect(matchRoute('/restaurant/souq-grill')).toBeUndefined();
    expect(matchRoute('/restaurant/a/b/c')).toBeUndefined();
    expect(matchRoute('/listings/restaurants-x')).toBeUndefined();
  });
});

describe('routeParams', () => {
  it("reads a route's parameters from a path, decoded, with or without a trailing slash", () => {
    expect(routeParams('restaurant', pathTo('restaurant', { slug: 'مطعم', id: '4f/1c' }))).toEqual({
      slug: 'مطعم',
      id: '4f/1c',
    });
    expect(routeParams('giftShop', '/gift-shop/the-souq/42/')).toEqual({ slug: 'the-souq', id: '42' });
    expect(routeParams('home', '/')).toEqual({});
  });

  it('reads nothing from a path of another route or with a malformed escape', () => {
    expect(routeParams('restaurant', '/gift-shop/the-souq/42')).toBeUndefined();
    expect(routeParams('restaurant', '/restaurant/x')).toBeUndefined();
    expect(routeParams('restaurant', '/restaurant/x/%E0%A4%A')).toBeUndefined();
  });
});
