export const languages = ['en', 'ar'] as const;
export type Lang = (typeof languages)[number];
export const fallbackLanguage: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The supported language a value names ("ar", "AR-qa", the first of a repeated query parameter), or
 * none: an unsupported language ("fr") names none, and so does anything that is not plainly a
 * language tag (values that look like script injection included).
 */
export function langOf(value: unknown): Lang | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return undefined;
  const tag = first.trim();
  const code = tag.slice(0, 2).toLowerCase();
  return /^[a-z]{2}(-[a-z]{2})?$/i.test(tag) && isLang(code) ? code : undefined;
}

/** The language a request asks for: the one `value` names, else English. */
export function resolveLang(value: unknown): Lang {
  return langOf(value) ?? fallbackLanguage;
}

/**
 * Where the preferred language is looked for, in this order: the query's `lang`, the cookie the
 * chosen language persists in, local storage, the browser's languages, the page's html tag.
 */
export const languageSources = ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'] as const;
export type LanguageSource = (typeof languageSources)[number];

/**
 * The language of the first source that names a supported one; a value that names none (`?lang=fr`,
 * a tampered cookie) is passed over for the next source, never taken as English. The browser's
 * detector (platform/i18n) and the server's render of the page (bff pages) both decide with it, each
 * with the sources it can read, so a page is served in the language the app then starts in.
 */
export function detectLanguage(
  found: Partial<Record<LanguageSource, readonly (string | null | undefined)[]>>,
): Lang | undefined {
  for (const source of languageSources) {
    for (const value of found[source] ?? []) {
      const lang = langOf(value);
      if (lang) return lang;
    }
  }
  return undefined;
}

export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}
