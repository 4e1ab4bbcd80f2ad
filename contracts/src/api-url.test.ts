import { describe, expect, it } from 'vitest';
import { apiSearchParams, apiUrl } from './api-url.ts';

describe('API URLs', () => {
  it('drop empty filters and empty arrays, repeat array keys and end with the language', () => {
    expect(
      apiSearchParams({ a: '', b: [], c: undefined, d: null, e: 0, f: false, g: ['x', 'y'] }, 'ar').toString(),
    ).toBe('e=0&f=false&g=x&g=y&lang=ar');
  });

  it('sit under the API base whether or not the path starts with a slash', () => {
    expect(apiUrl('/blogs', { sort: 'newest' }, 'en')).toBe('/api/v1/blogs?sort=newest&lang=en');
    expect(apiUrl('blog/7', {}, 'ar')).toBe('/api/v1/blog/7?lang=ar');
  });
});
