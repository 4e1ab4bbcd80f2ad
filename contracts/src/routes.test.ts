import { describe, expect, it } from 'vitest';
import { matchRoute, pathTo } from './routes.ts';

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
