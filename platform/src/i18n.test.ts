import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyDocumentLanguage,
  cacheLanguage,
  currentLang,
  detectionOptions,
  detectLanguage,
  i18next,
  initI18n,
} from './i18n.ts';

/** The detector reads `document.cookie`, so the tests write it the way a page would. */
function writeCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads this very cookie string
  document.cookie = cookie;
}

describe('i18n', () => {
  it('detects in the order of the spec and caches under i18nextLng', () => {
    expect(detectionOptions.order).toEqual(['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag']);
    expect(detectionOptions.lookupQuerystring).toBe('lang');
    expect(detectionOptions.lookupCookie).toBe('i18nextLng');
    expect(detectionOptions.lookupLocalStorage).toBe('i18nextLng');
    expect(detectionOptions.caches).toEqual(['localStorage', 'cookie']);
  });

  it('sets the document language and direction', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('language detection', () => {
  function clearSources() {
    window.history.replaceState(null, '', '/');
    writeCookie('i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
  }
  function withNavigatorLanguages(languages: string[], run: () => void) {
    const spy = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    const single = vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
    try {
      run();
    } finally {
      spy.mockRestore();
      single.mockRestore();
    }
  }
  beforeEach(clearSources);
  afterEach(clearSources);

  it('takes the query string first, then the cookie, then local storage', () => {
    window.history.replaceState(null, '', '/?lang=ar');
    writeCookie('i18nextLng=en; path=/');
    localStorage.setItem('i18nextLng', 'en');
    expect(detectLanguage()).toBe('ar');

    window.history.replaceState(null, '', '/');
    writeCookie('i18nextLng=ar; path=/');
    expect(detectLanguage()).toBe('ar');

    writeCookie('i18nextLng=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    localStorage.setItem('i18nextLng', 'ar');
    expect(detectLanguage()).toBe('ar');
  });

  it('then the browser languages, then the html tag; nothing supported leaves the fallback to i18next', () => {
    withNavigatorLanguages(['fr-FR', 'ar-QA'], () => expect(detectLanguage()).toBe('ar'));
    withNavigatorLanguages(['fr-FR'], () => {
      document.documentElement.setAttribute('lang', 'ar');
      expect(detectLanguage()).toBe('ar');
      document.documentElement.removeAttribute('lang');
      expect(detectLanguage()).toBeUndefined();
    });
  });

  it('skips an injection-looking value and goes on to the next source', () => {
    window.history.replaceState(null, '', `/?lang=${encodeURIComponent('<script>alert(1)</script>')}`);
    localStorage.setItem('i18nextLng', 'ar');
    expect(detectLanguage()).toBe('ar');
  });

  it('skips a query language it does not support and goes on to the cookie', () => {
    window.history.replaceState(null, '', '/blogs?lang=fr');
    writeCookie('i18nextLng=ar; path=/');
    expect(detectLanguage()).toBe('ar');
  });

  it('caches the language in local storage and in a year-long cookie, both i18nextLng', () => {
    cacheLanguage('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.cookie).toContain('i18nextLng=ar');
  });

  it('is what i18next detects with: the query string decides the language at init', async () => {
    window.history.replaceState(null, '', '/?lang=ar');
    await initI18n();
    await i18next.changeLanguage();
    expect(currentLang()).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
