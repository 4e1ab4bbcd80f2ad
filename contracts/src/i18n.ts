export const languages = ['en', 'ar'] as const;
export type Lang = (typeof languages)[number];
export const fallbackLanguage: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language a request asks for. Anything that is not exactly a supported code
 * (including values that look like script injection) falls back to English.
 */
export function resolveLang(value: unknown): Lang {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return fallbackLanguage;
  const code = first.trim().toLowerCase().slice(0, 2);
  return first.trim().length <= 5 && /^[a-z]{2}(-[a-z]{2})?$/i.test(first.trim()) && isLang(code)
    ? code
    : fallbackLanguage;
}

export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
