import type { Lang } from 'contracts/i18n';

// Formatters are costly to build and blog cards come in lists: one per language, kept.
const formatters = new Map<Lang, Intl.DateTimeFormat>();
const formatterFor = (lang: Lang) => {
  const formatter =
    formatters.get(lang) ??
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-QA' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  formatters.set(lang, formatter);
  return formatter;
};

/** A publication date (YYYY-MM-DD) as the language writes it; read as a calendar day, not an instant. */
export function formatBlogDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatterFor(lang).format(date);
}
