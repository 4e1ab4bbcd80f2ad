import type { Lang } from 'contracts/i18n';
import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace.ts';

/** The account namespace's `t`, the page language, and a translator for schema messages (`validation.*`). */
export function useAccountText() {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const lang: Lang = currentLang(i18n);
  const fieldError = (error?: { message?: string | undefined }) => (error?.message ? t(error.message) : undefined);
  return { t, lang, fieldError };
}
