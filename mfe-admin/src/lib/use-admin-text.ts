import type { Lang } from 'contracts/i18n';
import { isValidationMessageKey, validationMessage } from 'contracts/validation-messages';
import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/namespace.ts';

/**
 * The admin namespace's `t`, the page language, and a translator for the schemas' messages
 * (`validation.*` keys, whose texts live once in contracts so forms and the api never disagree).
 */
export function useAdminText() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const lang: Lang = currentLang(i18n);
  const fieldError = (error?: { message?: string | undefined; type?: unknown }) => {
    if (!error?.message) return undefined;
    // The api's own words (already in the request's language) when it gave no schema key.
    if (error.type === 'server' && !isValidationMessageKey(error.message)) return error.message;
    return validationMessage(error.message, lang);
  };
  return { t, lang, fieldError };
}
