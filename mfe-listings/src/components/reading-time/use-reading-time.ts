import { currentLang } from 'platform/i18n';
import { formatCount } from 'platform/intl';
import { useTranslation } from 'react-i18next';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** A post's minutes to read as a reader sees them ("4 min read", Arabic's plural forms), on its cards and page. */
export function useReadingTime(): (minutes: number) => string {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return (minutes) => t('readingTime.minutes', { count: minutes, formatted: formatCount(minutes, currentLang(i18n)) });
}
