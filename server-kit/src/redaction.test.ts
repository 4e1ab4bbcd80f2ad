import { describe, expect, it } from 'vitest';
import { redactUrl } from './redaction.ts';

describe('redactUrl', () => {
  it("leaves secrets out of a query, whether a URL's or a span's url.query without its `?`", () => {
    expect(redactUrl('/sign-in?code=118822&lang=en')).toBe('/sign-in?code=[Redacted]&lang=en');
    expect(redactUrl('code=118822&lang=en')).toBe('code=[Redacted]&lang=en');
    expect(redactUrl('lang=en&token=tk-1')).toBe('lang=en&token=[Redacted]');
  });

  it('keeps a query with no secret as it is', () => {
    expect(redactUrl('/listings/restaurants?cuisineTypes=qatari&page=2')).toBe(
      '/listings/restaurants?cuisineTypes=qatari&page=2',
    );
  });
});
