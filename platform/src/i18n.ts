import {
  detectLanguage as detectLanguageFrom,
  directionOf,
  fallbackLanguage,
  isLang,
  type Lang,
  type LanguageSource,
  languageSources,
  languages,
} from 'contracts/i18n';
import i18next, { type i18n as I18n, type LanguageDetectorModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Where spec §4's preferred language is looked for (contracts/i18n's order) and where it is kept. */
export const detectionOptions = {
  order: languageSources,
  lookupQuerystring: 'lang',
  lookupCookie: 'i18nextLng',
  lookupLocalStorage: 'i18nextLng',
  caches: ['localStorage', 'cookie'] as const,
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

/** Storage can throw (private mode, blocked cookies): a source that fails simply finds nothing. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** What each source says, in the browser; several values for the navigator (its preference list). */
const sources: Record<LanguageSource, () => (string | null | undefined)[]> = {
  querystring: () => [new URLSearchParams(window.location.search).get(detectionOptions.lookupQuerystring)],
  cookie: () => [readCookie(detectionOptions.lookupCookie)],
  localStorage: () => [window.localStorage.getItem(detectionOptions.lookupLocalStorage)],
  navigator: () => [...(navigator.languages ?? []), navigator.language],
  htmlTag: () => [document.documentElement.getAttribute('lang')],
};

/**
 * The language the browser's sources name, decided as the server decides the page's (contracts/i18n
 * detectLanguage); none → i18next's fallback.
 */
export function detectLanguage(): Lang | undefined {
  return detectLanguageFrom(
    Object.fromEntries(languageSources.map((source) => [source, safely(sources[source]) ?? []])),
  );
}

/** Keeps the chosen language in local storage and in a cookie, both named `i18nextLng`. */
export function cacheLanguage(lang: string) {
  safely(() => window.localStorage.setItem(detectionOptions.lookupLocalStorage, lang));
  const { path, sameSite } = detectionOptions.cookieOptions;
  const expires = new Date(Date.now() + detectionOptions.cookieMinutes * 60_000).toUTCString();
  safely(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older Safari and Firefox
    document.cookie = `${detectionOptions.lookupCookie}=${encodeURIComponent(lang)}; expires=${expires}; path=${path}; SameSite=${sameSite}`;
  });
}

/**
 * The language detector i18next uses: a few lines doing what the spec asks, in place of
 * i18next-browser-languagedetector (which ships every source and option to every visitor).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init: () => undefined,
  detect: () => detectLanguage(),
  cacheUserLanguage: (lang) => cacheLanguage(lang),
};

/** The document's `lang` and `dir` follow the language (a server render has no document: the BFF writes both). */
export function applyDocumentLanguage(lang: Lang, doc: Document | undefined = globalThis.document) {
  if (!doc) return;
  doc.documentElement.lang = lang;
  doc.documentElement.dir = directionOf(lang);
}

export function currentLang(instance: I18n = i18next): Lang {
  const lang = instance.resolvedLanguage ?? instance.language;
  return isLang(lang) ? lang : fallbackLanguage;
}

/** Namespaces registered before i18next is initialised (module evaluation order); added at init. */
const pending: Resource = {};

/** The one i18next instance (an MF singleton), with embedded resources. */
export async function initI18n(resources: Resource = {}): Promise<I18n> {
  if (!i18next.isInitialized) {
    for (const [lang, namespaces] of Object.entries(resources)) pending[lang] = { ...pending[lang], ...namespaces };
    await i18next
      .use(languageDetector)
      .use(initReactI18next)
      .init({
        resources: pending,
        supportedLngs: [...languages],
        fallbackLng: fallbackLanguage,
        load: 'languageOnly',
        defaultNS: 'common',
        ns: ['common'],
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
    applyDocumentLanguage(currentLang());
    i18next.on('languageChanged', () => applyDocumentLanguage(currentLang()));
  }
  return i18next;
}

/**
 * Each remote brings its own namespace and registers it when it loads. A namespace may come in
 * parts (a remote's features each adding their own keys when their code loads): parts merge.
 */
export function registerNamespace(namespace: string, bundles: Record<Lang, Record<string, unknown>>) {
  // The store API only exists once i18next is initialised; until then keep the bundles for init.
  if (!i18next.isInitialized) {
    for (const lang of languages) {
      const known = pending[lang]?.[namespace];
      pending[lang] = { ...pending[lang], [namespace]: { ...(known as object), ...bundles[lang] } };
    }
    return;
  }
  for (const lang of languages) i18next.addResourceBundle(lang, namespace, bundles[lang], true, true);
}

export { i18next };
