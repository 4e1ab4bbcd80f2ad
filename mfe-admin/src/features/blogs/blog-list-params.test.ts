import { describe, expect, it } from 'vitest';
import { blogListQuery, blogListSearch, readBlogListParams } from './blog-list-params.ts';

describe('blog list params', () => {
  it('reads the address, dropping values the api would refuse', () => {
    expect(
      readBlogListParams(new URLSearchParams('page=-2&title=%20karak%20&category=cars&status=gone&trash=yes')),
    ).toEqual({
      page: 1,
      title: 'karak',
      category: undefined,
      status: undefined,
      trash: false,
    });
  });

  it('round-trips a full state through the address, and asks the api with the same names', () => {
    const search = new URLSearchParams('title=souq&category=food&status=scheduled&trash=true&page=3');
    const params = readBlogListParams(search);
    expect(blogListSearch(params).toString()).toBe(search.toString());
    expect(blogListQuery(params)).toEqual({
      page: 3,
      limit: 20,
      title: 'souq',
      category: 'food',
      status: 'scheduled',
      trash: 'true',
    });
  });

  it('keeps the plain list at the plain address', () => {
    const params = readBlogListParams(new URLSearchParams());
    expect(blogListSearch(params).toString()).toBe('');
    expect(blogListQuery(params)).toEqual({ page: 1, limit: 20 });
  });
});
