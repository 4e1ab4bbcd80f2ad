import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';
import { errorCatalogue } from './errors.ts';

describe('enumerations', () => {
  type Enumeration = { values: readonly string[]; labels: Record<string, { en: string; ar: string }> };
  const all = Object.entries(enums as Record<string, unknown>).filter(
    (entry): entry is [string, Enumeration] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'labels' in entry[1],
  );

  it('label every value in English and Arabic', () => {
    expect(all.length).toBeGreaterThanOrEqual(18);
    for (const [name, enumeration] of all) {
      for (const value of enumeration.values) {
        expect(enumeration.labels[value]?.en, `${name}.${value}`).toBeTruthy();
        expect(enumeration.labels[value]?.ar, `${name}.${value}`).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('has the spec §3 sizes', () => {
    expect(enums.cuisines.values).toHaveLength(18);
    expect(enums.shopCategories.values).toHaveLength(12);
    expect(enums.occasions.values).toHaveLength(10);
    expect(enums.deliveryOptions.values).toHaveLength(8);
    expect(enums.blogCategories.values).toHaveLength(13);
    expect(enums.priceLevelSigns).toEqual({ low: '$', medium: '$$', high: '$$$' });
  });

  it('has an Arabic message for every error of the catalogue', () => {
    for (const [code, message] of Object.entries(errorCatalogue)) expect(message.ar, code).toMatch(/[\u0600-\u06FF]/);
    expect(errorCatalogue.SESSION_EXPIRED.en).toBe('Session expired. Please log in again.');
  });
});
