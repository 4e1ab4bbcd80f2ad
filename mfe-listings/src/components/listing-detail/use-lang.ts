import type { Lang } from 'contracts/i18n';
import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** The listings namespace's `t` and the active language, re-rendering when either changes. */
export function useListingsT(): { t: ReturnType<typeof useTranslation>['t']; lang: Lang } {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return { t, lang: currentLang(i18n) };
}
