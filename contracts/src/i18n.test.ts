import { describe, expect, it } from 'vitest';
import { detectLanguage, directionOf, langOf, resolveLang } from './i18n.ts';

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

  it('names no language for an unsupported or script-looking value', () => {
    expect(langOf('ar-QA')).toBe('ar');
    expect(langOf('fr')).toBeUndefined();
    expect(langOf('<script>alert(1)</script>')).toBeUndefined();
    expect(langOf(undefined)).toBeUndefined();
  });

  it('gives the text direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('detectLanguage', () => {
  it('takes the sources in order: query, cookie, local storage, browser, html tag', () => {
    expect(detectLanguage({ querystring: ['ar'], cookie: ['en'] })).toBe('ar');
    expect(detectLanguage({ querystring: [null], cookie: ['ar'], navigator: ['en'] })).toBe('ar');
    expect(detectLanguage({ localStorage: ['ar'], navigator: ['en'] })).toBe('ar');
    expect(detectLanguage({ navigator: ['fr-FR', 'ar-QA'], htmlTag: ['en'] })).toBe('ar');
    expect(detectLanguage({ htmlTag: ['ar'] })).toBe('ar');
  });

  it('passes over a query language it does not support and goes on to the cookie', () => {
    expect(detectLanguage({ querystring: ['fr'], cookie: ['ar'] })).toBe('ar');
    expect(detectLanguage({ querystring: ['<script>alert(1)</script>'], navigator: ['ar'] })).toBe('ar');
  });

  it('finds none when no source names a supported language', () => {
    expect(detectLanguage({ querystring: ['fr'], cookie: ['de'], navigator: ['fr-FR'] })).toBeUndefined();
    expect(detectLanguage({})).toBeUndefined();
  });
});
