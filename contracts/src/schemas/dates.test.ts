import { describe, expect, it } from 'vitest';
import { adInput, adPatch } from './ad.ts';
import { dateInput } from './common.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('dates a person can mean', () => {
  it.each([
    ['1900-01-01', true],
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2100-12-31', true],
  ])('%s is accepted', (value, ok) => {
    expect(dateInput().safeParse(value).success).toBe(ok);
  });

  it.each([
    ['0000-01-01', 'validation.dateOutOfRange'],
    ['1899-12-31', 'validation.dateOutOfRange'],
    ['2101-01-01', 'validation.dateOutOfRange'],
    ['9999-12-31', 'validation.dateOutOfRange'],
    ['2026-02-30', 'validation.invalidDate'],
    ['2027-02-29', 'validation.invalidDate'],
    ['275760-09-13', 'validation.invalidDate'],
    ['-000001-01-01', 'validation.invalidDate'],
    ['2026-01-01T00:00:00Z', 'validation.invalidDate'],
    ['', 'validation.required'],
  ])('%s is refused with %s', (value, key) => {
    expect(messages(dateInput().safeParse(value))).toEqual([['', key]]);
  });

  const ad = {
    category: 'home',
    title: { en: 'Ad', ar: 'إعلان' },
    targetUrl: '/restaurants',
    activeFrom: '2026-03-01',
    activeTo: '2026-03-31',
  };

  it('needs an ad window that ends on or after its start', () => {
    expect(adInput.safeParse(ad).success).toBe(true);
    expect(adInput.safeParse({ ...ad, activeTo: ad.activeFrom }).success).toBe(true);
    expect(messages(adInput.safeParse({ ...ad, activeTo: '2026-02-28' }))).toEqual([
      ['activeTo', 'validation.endBeforeStart'],
    ]);
    expect(messages(adPatch.safeParse({ activeFrom: '2026-04-01', activeTo: '2026-03-01' }))).toEqual([
      ['activeTo', 'validation.endBeforeStart'],
    ]);
    expect(adPatch.safeParse({ activeTo: '2026-03-01' }).success).toBe(true);
  });
});
