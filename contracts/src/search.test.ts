import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search.ts';

describe('normalizeSearchText', () => {
  it('folds Arabic letter forms the way it folds them at index time', () => {
    expect(normalizeSearchText('أحمد')).toBe(normalizeSearchText('احمد'));
    expect(normalizeSearchText('إسطنبول')).toBe('اسطنبول');
    expect(normalizeSearchText('آمنة')).toBe('امنه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('مؤسسة')).toBe('موسسه');
  });

  it('drops harakat and tatweel', () => {
    expect(normalizeSearchText('مَطْعَمٌ')).toBe('مطعم');
    expect(normalizeSearchText('مـــطعم')).toBe('مطعم');
  });

  it('turns Arabic-Indic digits into ASCII and lowercases Latin with accents removed', () => {
    expect(normalizeSearchText('٢٠٢٦')).toBe('2026');
    expect(normalizeSearchText('Café  Doha!')).toBe('cafe doha');
  });
});
