import type { Lang } from 'contracts/i18n';
import { validationMessages } from 'contracts/validation-messages';
import { registerNamespace } from 'platform/i18n';
import commonAr from '../components/i18n/ar.json';
import commonEn from '../components/i18n/en.json';
import authAr from '../features/auth/i18n/ar.json';
import authEn from '../features/auth/i18n/en.json';
import savedAr from '../features/saved/i18n/ar.json';
import savedEn from '../features/saved/i18n/en.json';
import settingsAr from '../features/settings/i18n/ar.json';
import settingsEn from '../features/settings/i18n/en.json';
import { ACCOUNT_NAMESPACE } from './namespace.ts';

/**
 * The schemas' messages are keys (`validation.emailRequired`); their texts live once, in
 * contracts, and are read from there so forms and servers never disagree.
 */
function validationTexts(lang: Lang) {
  return Object.fromEntries(
    Object.entries(validationMessages).map(([key, text]) => [key.replace(/^validation\./, ''), text[lang]]),
  );
}

/**
 * This remote's translations, registered with the shared i18next when the remote loads.
 * Each feature keeps its strings beside its code, under its own top-level key.
 */
registerNamespace(ACCOUNT_NAMESPACE, {
  en: { common: commonEn, auth: authEn, settings: settingsEn, saved: savedEn, validation: validationTexts('en') },
  ar: { common: commonAr, auth: authAr, settings: settingsAr, saved: savedAr, validation: validationTexts('ar') },
});
