import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
  formatPercent,
  formatQar,
  type IntlFormatSpec,
  intlFormatSpecs,
} from './intl.ts';

afterEach(() => vi.restoreAllMocks());

describe('formats', () => {
  it('writes prices in Qatari riyals, in Arabic with Latin digits', () => {
    expect(formatQar(45, 'en')).toBe('QAR\u00a045');
    expect(formatQar(12.5, 'en')).toBe('QAR\u00a012.5');
    expect(formatQar(12.5, 'ar')).toContain('12.5');
    expect(formatQar(45, 'ar')).toContain('ر.ق.');
  });

  it('writes counts and shares with grouping, in Arabic with Latin digits', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'ar')).toBe('1,234');
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(50, 'ar')).toMatch(/^50\W*%\W*$/);
  });

  it('writes a month and year, and a long date with the day first in English', () => {
    expect(formatMonthYear('2021-03-14', 'en')).toBe('March 2021');
    expect(formatMonthYear('2021-03-14', 'ar')).toBe('مارس 2021');
    // The calendar day as written, whatever the time of day or the reader's time zone.
    expect(formatLongDate('2021-03-03T23:30:00.000Z', 'en')).toBe('3 March 2021');
    expect(formatLongDate('2021-03-03', 'ar')).toBe('3 مارس 2021');
  });

  it('writes a chart axis day as day and short month', () => {
    expect(formatDayMonth('2021-03-03', 'en')).toBe('3 Mar');
    expect(formatDayMonth('2021-03-03', 'ar')).toBe('3 مارس');
  });

  it('writes an instant as its day and time in Qatar, in Arabic with Latin digits', () => {
    // 11:05 UTC is 14:05 in Qatar (UTC+3, no daylight saving).
    expect(formatDateTime('2021-03-03T11:05:00.000Z', 'en')).toMatch(/^3 March 2021.*14:05$/);
    expect(formatDateTime('2021-03-03T23:30:00.000Z', 'en')).toMatch(/^4 March 2021/);
    expect(formatDateTime('2021-03-03T11:05:00.000Z', 'ar')).toContain('مارس');
    expect(formatDateTime('2021-03-03T11:05:00.000Z', 'ar')).toMatch(/^3 مارس 2021.*2:05/);
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('gives back a string that is no date as it is', () => {
    expect(formatMonthYear('soon', 'en')).toBe('soon');
    expect(formatLongDate('', 'ar')).toBe('');
  });
});

describe('digits', () => {
  const arabicIndicDigits = /[\u0660-\u0669\u06f0-\u06f9]/;

  it('are Latin in every Arabic format, whatever number or date', () => {
    const arabic = [
      formatQar(1234.5, 'ar'),
      formatCount(9876543210, 'ar'),
      formatPercent(100, 'ar'),
      formatMonthYear('2026-11-28', 'ar'),
      formatLongDate('2026-11-28', 'ar'),
      formatDayMonth('2026-11-28', 'ar'),
      formatDateTime('2026-11-28T19:59:00.000Z', 'ar'),
    ];
    for (const text of arabic) {
      expect(text).not.toMatch(arabicIndicDigits);
      expect(text).toMatch(/[0-9]/);
    }
  });

  it('are Latin in every format the start-up builds, numbers and dates alike', () => {
    for (const spec of intlFormatSpecs('ar')) {
      expect(new Intl.NumberFormat(spec.locale).resolvedOptions().numberingSystem, spec.locale).toBe('latn');
      expect(new Intl.DateTimeFormat(spec.locale).resolvedOptions().numberingSystem, spec.locale).toBe('latn');
    }
  });
});

describe('format specs (what the start-up builds in a worker)', () => {
  it('lists the reader language first, then the other', () => {
    const specs = intlFormatSpecs('ar');
    const half = specs.length / 2;
    expect(specs.slice(0, half).every((spec) => spec.locale.startsWith('ar'))).toBe(true);
    expect(specs.slice(half).every((spec) => spec.locale.startsWith('en'))).toBe(true);
  });

  it('holds every formatter the formats build, with the same locale and options', async () => {
    vi.resetModules(); // a fresh module, so every formatter is built (not taken from the cache)
    const fresh = await import('./intl.ts');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    for (const lang of ['en', 'ar'] as const) {
      fresh.formatQar(1, lang);
      fresh.formatCount(1, lang);
      fresh.formatPercent(1, lang);
      fresh.formatMonthYear('2024-01-01', lang);
      fresh.formatLongDate('2024-01-01', lang);
      fresh.formatDateTime('2024-01-01T10:00:00Z', lang);
    }
    const built: IntlFormatSpec[] = [
      ...numberFormat.mock.calls.map(([locale, options]) => ({
        kind: 'NumberFormat' as const,
        locale: String(locale),
        options: options ?? {},
      })),
      ...dateTimeFormat.mock.calls.map(([locale, options]) => ({
        kind: 'DateTimeFormat' as const,
        locale: String(locale),
        options: options ?? {},
      })),
    ];
    expect(built).toHaveLength(12);
    expect(fresh.intlFormatSpecs('en')).toEqual(expect.arrayContaining(built));
  });

  it('builds each formatter once per language', async () => {
    vi.resetModules();
    const fresh = await import('./intl.ts');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    for (const amount of [1, 2, 3]) fresh.formatQar(amount, 'en');
    fresh.formatQar(1, 'ar');
    expect(numberFormat).toHaveBeenCalledTimes(2);
  });
});
