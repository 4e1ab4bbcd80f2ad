import type { Lang } from 'contracts/i18n';
import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/namespace.ts';

/** The admin namespace's `t` and the page language. */
export function useAdminText() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const lang: Lang = currentLang(i18n);
  return { t, lang };
}
