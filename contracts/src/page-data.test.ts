import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url.ts';
import { firstPageRequests, homeSections, leadCardRequest, relatedPosts, similarListings } from './page-data.ts';

const urls = (pathname: string, search = '') =>
  firstPageRequests(pathname, new URLSearchParams(search)).map(({ path, query }) => apiUrl(path, query, 'en'));

describe('the data a page asks for first', () => {
  it('is the three home sections on the home page', () => {
    expect(urls('/')).toEqual([
      '/api/v1/restaurants?featured=true&limit=3&lang=en',
      '/api/v1/shops?featured=true&limit=3&lang=en',
      '/api/v1/blogs?sort=newest&limit=3&lang=en',
    ]);
    expect(firstPageRequests('/', new URLSearchParams())).toEqual(Object.values(homeSections));
  });

  it('is the first unfiltered page of a list, and nothing once the address has filters', () => {
    expect(urls('/listings/restaurants')).toEqual(['/api/v1/restaurants?sort=featured&page=1&limit=10&lang=en']);
    expect(urls('/listings/gift-shops', 'lang=ar')).toEqual(['/api/v1/shops?sort=featured&page=1&limit=10&lang=en']);
    expect(urls('/listings/restaurants', 'cuisineTypes=qatari')).toEqual([]);
  });

  it('is the record of a detail page, by the id at the end of its address (its ads wait for it)', () => {
    expect(urls('/restaurant/al-mourjan/4f1c')).toEqual(['/api/v1/restaurant/4f1c?lang=en']);
    expect(urls('/gift-shop/rose-corner/9a%20b/')).toEqual(['/api/v1/shop/9a%20b?lang=en']);
    expect(urls('/restaurant/x/%E0%A4%A')).toEqual([]);
  });

  it('is the blog list’s first page unfiltered, and a post by its id', () => {
    expect(urls('/blogs')).toEqual(['/api/v1/blogs?page=1&limit=10&lang=en']);
    expect(urls('/blogs', 'category=events')).toEqual([]);
    expect(urls('/blog/winter-season/8329')).toEqual(['/api/v1/blog/8329?lang=en']);
  });

  it('names a post’s related posts once the post is known', () => {
    const related = relatedPosts({ category: 'events' });
    expect(apiUrl(related.path, related.query, 'en')).toBe('/api/v1/blogs?category=events&page=1&limit=4&lang=en');
  });

  it('names a detail page’s similar listings once its record is known', () => {
    const restaurant = similarListings.restaurant({ cuisineTypes: ['qatari', 'seafood'] });
    expect(apiUrl(restaurant.path, restaurant.query, 'en')).toBe(
      '/api/v1/restaurants?cuisineTypes=qatari&cuisineTypes=seafood&limit=4&sort=featured&lang=en',
    );
    const shop = similarListings.shop({ categories: ['flowers'] });
    expect(apiUrl(shop.path, shop.query, 'ar')).toBe(
      '/api/v1/shops?availableItems=flowers&limit=4&sort=featured&lang=ar',
    );
  });

  it('is nothing on pages without data or outside the public pages', () => {
    expect(urls('/contact-us')).toEqual([]);
    expect(urls('/saved-listings')).toEqual([]);
    expect(urls('/admin/users')).toEqual([]);
  });
});

describe('the request whose first card is a page’s largest paint', () => {
  const lead = (pathname: string, search = '') => leadCardRequest(pathname, new URLSearchParams(search));

  it('is the featured restaurants on the home page and an unfiltered list’s first page, all preloaded', () => {
    for (const [pathname, search] of [
      ['/', ''],
      ['/listings/restaurants', ''],
      ['/listings/gift-shops', 'lang=ar'],
    ] as const) {
      const request = lead(pathname, search);
      expect(request, pathname).toBeDefined();
      expect(firstPageRequests(pathname, new URLSearchParams(search))).toContainEqual(request);
    }
    expect(lead('/')).toBe(homeSections.restaurants);
    expect(lead('/listings/gift-shops')?.path).toBe('shops');
  });

  it('is none for a filtered list, a detail page or a page without cards', () => {
    expect(lead('/listings/restaurants', 'pricing=low')).toBeUndefined();
    expect(lead('/restaurant/al-mourjan/4f1c')).toBeUndefined();
    expect(lead('/blogs')).toBeUndefined();
    expect(lead('/contact-us')).toBeUndefined();
  });
});
