import { describe, expect, it } from 'vitest';
import { preferredLang } from './preferred-lang.ts';

describe("a browser's preferred language", () => {
  it('is the first supported one the browser lists, by preference', () => {
    expect(preferredLang('ar-QA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(preferredLang('fr-FR, en-GB;q=0.8, ar;q=0.5')).toBe('en');
    expect(preferredLang('en;q=0.4, ar;q=0.9')).toBe('ar');
    expect(preferredLang('de, *;q=0.1')).toBeUndefined();
  });

  it('is none for a header that is missing or not a language list', () => {
    expect(preferredLang(undefined)).toBeUndefined();
    expect(preferredLang('')).toBeUndefined();
    expect(preferredLang('<script>alert(1)</script>')).toBeUndefined();
    expect(preferredLang('ar;q=0')).toBeUndefined();
  });
});
