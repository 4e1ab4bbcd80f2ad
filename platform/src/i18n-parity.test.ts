import { describe, expect, it } from 'vitest';
import { translationFileGaps, translationGaps } from './i18n-parity.ts';

describe('translation parity', () => {
  it('finds keys one language lacks and empty texts', () => {
    expect(translationGaps({ en: { a: 'A', b: { c: 'C' }, d: '' }, ar: { a: 'أ', b: { e: 'هـ' }, d: 'د' } })).toEqual([
      'b.c: missing in Arabic',
      'd: empty in English',
      'b.e: missing in English',
    ]);
  });

  it("counts Arabic's extra plural forms as the same word", () => {
    expect(
      translationGaps({
        en: { n_one: 'one', n_other: 'many' },
        ar: { n_zero: 'ص', n_one: 'و', n_few: 'ق', n_other: 'ك' },
      }),
    ).toEqual([]);
    expect(translationGaps({ en: { n_one: 'one', n_other: 'many' }, ar: { n_one: 'و', n_few: '' } })).toEqual([
      'n: empty in Arabic',
    ]);
  });

  it('pairs files by folder and reports a missing file', () => {
    const gaps = translationFileGaps({
      'home/i18n/en.json': { title: 'Home' },
      'home/i18n/ar.json': { title: 'الرئيسية' },
      'blogs/i18n/en.json': { title: 'Blogs' },
    });
    expect(gaps).toEqual(['blogs/i18n/ar.json: missing']);
  });
});
