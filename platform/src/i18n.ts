import { directionOf, fallbackLanguage, isLang, type Lang, languages } from 'contracts/i18n';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/** Detection order and caches of spec §7: query `lang`, cookie, local storage, browser, html tag. */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lang',
  lookupCookie: 'i18nextLng',
  lookupLocalStorage: 'i18nextLng',
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
  // A detected value that is not plainly "en" or "ar" (e.g. "<script>…") is ignored.
  convertDetectedLanguage: (detected: string) => {
    const code = detected.trim().toLowerCase().slice(0, 2);
    return /^[a-z]{2}(-[a-z]{2})?$/i.test(detected.trim()) && isLang(code) ? code : '';
  },
};

/** The document's `lang` and `dir` follow the language. */
export function applyDocumentLanguage(lang: Lang, doc: Document = document) {
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
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        resources: pending,
        supportedLngs: [...languages],
        fallbackLng: fallbackLanguage,
        load: 'languageOnly',
        defaultNS: 'common',
        ns: ['common'],
        interpolation: { escapeValue: false },
        detection: detectionOptions,
        react: { useSuspense: false },
      });
    applyDocumentLanguage(currentLang());
    i18next.on('languageChanged', () => applyDocumentLanguage(currentLang()));
  }
  return i18next;
}

/** Each remote brings its own namespace and registers it when it loads. */
export function registerNamespace(namespace: string, bundles: Record<Lang, Record<string, unknown>>) {
  // The store API only exists once i18next is initialised; until then keep the bundles for init.
  if (!i18next.isInitialized) {
    for (const lang of languages) pending[lang] = { ...pending[lang], [namespace]: bundles[lang] };
    return;
  }
  for (const lang of languages) {
    if (!i18next.hasResourceBundle(lang, namespace))
      i18next.addResourceBundle(lang, namespace, bundles[lang], true, true);
  }
}

export { i18next };
