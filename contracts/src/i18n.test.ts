import { describe, expect, it } from 'vitest';
import { directionOf, resolveLang } from './i18n.ts';

describe('resolveLang', () => {
  it('accepts en and ar, with a region or any case', () => {
    expect(resolveLang('ar')).toBe('ar');
    expect(resolveLang('AR-qa')).toBe('ar');
    expect(resolveLang(['en', 'ar'])).toBe('en');
  });

  it('falls back to English for anything else, including script-looking values', () => {
    expect(resolveLang('fr')).toBe('en');
    expect(resolveLang('<script>alert(1)</script>')).toBe('en');
    expect(resolveLang('ar"><img src=x onerror=alert(1)>')).toBe('en');
    expect(resolveLang(undefined)).toBe('en');
  });

  it('gives the text direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
