import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, detectionOptions } from './i18n.ts';

describe('i18n', () => {
  it('detects in the order of the spec and caches under i18nextLng', () => {
    expect(detectionOptions.order).toEqual(['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag']);
    expect(detectionOptions.lookupQuerystring).toBe('lang');
    expect(detectionOptions.lookupCookie).toBe('i18nextLng');
    expect(detectionOptions.lookupLocalStorage).toBe('i18nextLng');
    expect(detectionOptions.caches).toEqual(['localStorage', 'cookie']);
  });

  it('ignores a detected value that looks like script injection', () => {
    expect(detectionOptions.convertDetectedLanguage('ar')).toBe('ar');
    expect(detectionOptions.convertDetectedLanguage('en-US')).toBe('en');
    expect(detectionOptions.convertDetectedLanguage('<script>alert(1)</script>')).toBe('');
    expect(detectionOptions.convertDetectedLanguage('ar"><svg onload=alert(1)>')).toBe('');
  });

  it('sets the document language and direction', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
