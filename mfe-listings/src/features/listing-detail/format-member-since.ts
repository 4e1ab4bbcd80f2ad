import type { Lang } from 'contracts/i18n';

/** Qatar's locales, so Arabic gets its own digits and month names. */
export const intlLocale = (lang: Lang) => (lang === 'ar' ? 'ar-QA' : 'en-QA');

/** "March 2021" / "مارس ٢٠٢١". The date has no time of day, so it is read and shown in UTC. */
export function formatMemberSince(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(lang), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}
