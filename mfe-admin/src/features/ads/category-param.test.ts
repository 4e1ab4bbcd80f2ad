import { describe, expect, it } from 'vitest';
import { DEFAULT_AD_CATEGORY, readAdCategory, withAdCategory } from './category-param.ts';

describe('the ads tab in the address', () => {
  it('reads each category from ?category=', () => {
    for (const category of ['restaurant', 'shop', 'blog', 'home'] as const) {
      expect(readAdCategory(new URLSearchParams({ category }))).toBe(category);
    }
  });

  it('opens the first tab when the address names none or no category', () => {
    expect(readAdCategory(new URLSearchParams())).toBe(DEFAULT_AD_CATEGORY);
    expect(readAdCategory(new URLSearchParams({ category: 'billboard' }))).toBe(DEFAULT_AD_CATEGORY);
  });

  it('writes the tab into the query, keeping the rest of it', () => {
    const next = withAdCategory(new URLSearchParams({ lang: 'ar', category: 'shop' }), 'home');
    expect(next.toString()).toBe('lang=ar&category=home');
  });
});
