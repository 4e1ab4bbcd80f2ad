import { type Lang, languages } from 'contracts/i18n';

/**
 * The front end's number and date formats, one place for all of them.
 *
 * The first Intl formatter a page builds costs 20–50 ms on a fast machine, four times that on a
 * phone: ICU loads the language's number and calendar data. ICU keeps that data for the whole
 * renderer process, so the shell builds these same formats in a worker at start-up (shell
 * intl-warm-up) and the page's own first formatter, on the main thread, then costs under a millisecond.
 * That is why each format is a spec the worker can receive, not only a function.
 */
export type IntlFormatSpec =
  | { kind: 'NumberFormat'; locale: string; options: Intl.NumberFormatOptions }
  | { kind: 'DateTimeFormat'; locale: string; options: Intl.DateTimeFormatOptions };

/**
 * Arabic pages write Latin digits, 0–9, like the English ones (docs/adr/0004-latin-digits-on-arabic-pages.md):
 * Qatar's Arabic month names, separators and currency sign, with the `latn` numbering system in
 * place of the Arabic-Indic digits `ar-QA` writes by default.
 */
const arabicLocale = 'ar-QA-u-nu-latn';

/** Qatar's locales for numbers. */
const intlLocale = (lang: Lang) => (lang === 'ar' ? arabicLocale : 'en-QA');

/** The locales for dates: British English writes the day before the month, as Qatar writes English. */
const dateLocale = (lang: Lang) => (lang === 'ar' ? arabicLocale : 'en-GB');

/** A number format in the page's language. */
const numbers =
  (options: Intl.NumberFormatOptions) =>
  (lang: Lang): IntlFormatSpec => ({ kind: 'NumberFormat', locale: intlLocale(lang), options });

/** A date format in the page's language; `locale` is the numbers' for a month and year, which name no day. */
const dates =
  (options: Intl.DateTimeFormatOptions, locale: (lang: Lang) => string = dateLocale) =>
  (lang: Lang): IntlFormatSpec => ({ kind: 'DateTimeFormat', locale: locale(lang), options });

const FORMATS = {
  /** A price in Qatari riyals: "QAR 45" / "45 ر.ق.". */
  qar: numbers({ style: 'currency', currency: 'QAR', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  /** A count: "1,234" / "1,234". */
  count: numbers({ maximumFractionDigits: 0 }),
  /** A measure to two decimals: "2.15" / "2.15". */
  decimal: numbers({ minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  /** A share: "50%", in both languages. */
  percent: numbers({ style: 'percent' }),
  /** "March 2021" / "مارس 2021": dates without a time of day are read and shown in UTC. */
  monthYear: dates({ year: 'numeric', month: 'long', timeZone: 'UTC' }, intlLocale),
  /** "3 March 2021" / "3 مارس 2021". */
  longDate: dates({ dateStyle: 'long', timeZone: 'UTC' }),
  /** "3 Mar" / "3 مارس": a day on a chart's axis, where the year is the chart's. */
  dayMonth: dates({ day: 'numeric', month: 'short', timeZone: 'UTC' }),
  /** An instant in Qatar time, day and minute: "3 March 2021 at 14:05" / "3 مارس 2021 في 2:05 م". */
  dateTime: dates({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Qatar' }),
} satisfies Record<string, (lang: Lang) => IntlFormatSpec>;

type FormatName = keyof typeof FORMATS;

/** Every format, in `lang` first and then in the other languages (a language switch needs them next). */
export function intlFormatSpecs(lang: Lang): IntlFormatSpec[] {
  const langs = [lang, ...languages.filter((other) => other !== lang)];
  return langs.flatMap((each) => Object.values(FORMATS).map((spec) => spec(each)));
}

type Format = (value: number | Date) => string;

/** The formatter a spec describes, as a function (a number format reads a date as its time value). */
function createFormatter(spec: IntlFormatSpec): Format {
  if (spec.kind === 'NumberFormat') {
    const numbers = new Intl.NumberFormat(spec.locale, spec.options);
    return (value) => numbers.format(Number(value));
  }
  const dates = new Intl.DateTimeFormat(spec.locale, spec.options);
  return (value) => dates.format(value);
}

// Building a formatter costs far more than using it, and cards come in lists: one per format and language.
const formatters = new Map<string, Format>();
function formatterOf(name: FormatName, lang: Lang): Format {
  const key = `${name}:${lang}`;
  const formatter = formatters.get(key) ?? createFormatter(FORMATS[name](lang));
  formatters.set(key, formatter);
  return formatter;
}

/** A calendar day (YYYY-MM-DD, or an ISO instant whose day is meant) as a UTC midnight; undefined if none. */
function calendarDay(isoDate: string): Date | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export const formatQar = (amount: number, lang: Lang): string => formatterOf('qar', lang)(amount);

/** "1,234" / "1,234". */
export const formatCount = (count: number, lang: Lang): string => formatterOf('count', lang)(count);

/** A measure to two decimals (a time in seconds, a layout shift): "2.15" / "2.15". */
export const formatDecimal = (value: number, lang: Lang): string => formatterOf('decimal', lang)(value);

/** A whole percentage (50 for a half): "50%". */
export const formatPercent = (percent: number, lang: Lang): string => formatterOf('percent', lang)(percent / 100);

/** A format of calendar days (YYYY-MM-DD); a string that is no date comes back as it is. */
const calendarDayFormat =
  (name: 'monthYear' | 'longDate' | 'dayMonth') =>
  (isoDate: string, lang: Lang): string => {
    const date = calendarDay(isoDate);
    return date ? formatterOf(name, lang)(date) : isoDate;
  };

/** "March 2021" / "مارس 2021". */
export const formatMonthYear = calendarDayFormat('monthYear');

/** "3 March 2021" / "3 مارس 2021". */
export const formatLongDate = calendarDayFormat('longDate');

/** "3 Mar" / "3 مارس". */
export const formatDayMonth = calendarDayFormat('dayMonth');

/**
 * An ISO instant as a day and time in Qatar time (the directory's time, whatever the reader's zone):
 * "3 March 2021 at 14:05"; a string that is no date comes back as it is.
 */
export function formatDateTime(isoInstant: string, lang: Lang): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? isoInstant : formatterOf('dateTime', lang)(date);
}
