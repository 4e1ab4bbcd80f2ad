import type { Weekday } from './enums.ts';
import { weekdays } from './enums.ts';
import type { SpecialHours, WeeklyHours } from './schemas/listing.ts';

export const QATAR_TIME_ZONE = 'Asia/Qatar';

/** Qatar keeps UTC+3 all year: no daylight saving since 1972 (IANA tz database, Asia/Qatar). */
const QATAR_UTC_OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The weekday and minutes since midnight of an instant, on the clock in Qatar. Plain arithmetic on
 * the fixed offset: every card's open-now badge asks, and an Intl formatter with a time zone costs
 * tens of milliseconds to build on a phone (a test checks the two agree over a whole year).
 */
export function qatarClock(at: Date): { day: Weekday; minutes: number } {
  const local = new Date(at.getTime() + QATAR_UTC_OFFSET_MS);
  // getUTCDay counts from Sunday; `weekdays` starts on Monday.
  const day = weekdays[(local.getUTCDay() + 6) % 7] as Weekday;
  return { day, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** The calendar date in Qatar of an instant, "YYYY-MM-DD" (the form special hours' from/to use). */
export function qatarDate(at: Date): string {
  return new Date(at.getTime() + QATAR_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The wall-clock time in Qatar of an instant, "YYYY-MM-DDTHH:mm" (a datetime-local input's value). */
export function qatarDateTime(at: Date): string {
  return new Date(at.getTime() + QATAR_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant a Qatar wall-clock time "YYYY-MM-DDTHH:mm" names. */
export function instantOfQatarDateTime(local: string): Date {
  return new Date(Date.parse(`${local}:00Z`) - QATAR_UTC_OFFSET_MS);
}

/** A Qatar date `days` later (or earlier), "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The special range in force on a Qatar date, if any. Ranges should not overlap (an editor's
 * mistake if they do); when they do, the first in the list wins, here and in the api's SQL alike.
 */
export function specialHoursOn<S extends Pick<SpecialHours, 'from' | 'to'>>(
  specialHours: readonly S[] | undefined,
  date: string,
): S | undefined {
  return specialHours?.find((range) => range.from <= date && date <= range.to);
}

/**
 * The weekly hours in force on the Qatar date of an instant: a special range's own hours on its dates,
 * the regular ones otherwise; `special` names the range when one applies.
 */
export function hoursAt<S extends Pick<SpecialHours, 'from' | 'to' | 'hours'>>(
  hours: WeeklyHours,
  specialHours: readonly S[] | undefined,
  at: Date,
): { hours: WeeklyHours; special: S | undefined } {
  const special = specialHoursOn(specialHours, qatarDate(at));
  return { hours: special ? special.hours : hours, special };
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether a listing is open at an instant, in Qatar time. A range closing at or before its
 * opening time runs past midnight, so it also covers the early hours of the next day.
 *
 * With special hours, each evening belongs to the date it starts on: the ranges of a date come
 * from the schedule in force on that date, and the part past midnight comes from the day before's.
 * So at 00:30 on the day after a special range ends, its last evening (say 20:00–02:00) still
 * holds, and regular hours crossing midnight from the eve of a special range run on into its first
 * day. The api's open-now filter (listing-query.ts) decides the same way.
 */
export function isOpenAt(
  hours: WeeklyHours,
  at: Date,
  specialHours?: readonly Pick<SpecialHours, 'from' | 'to' | 'hours'>[],
): boolean {
  const { day, minutes } = qatarClock(at);
  const today = qatarDate(at);
  const previousDay = weekdays[(weekdays.indexOf(day) + 6) % 7] as Weekday;
  const todays = specialHoursOn(specialHours, today)?.hours ?? hours;
  const yesterdays = specialHoursOn(specialHours, addDays(today, -1))?.hours ?? hours;
  for (const range of todays[day]) {
    const open = toMinutes(range.open);
    const close = toMinutes(range.close);
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  for (const range of yesterdays[previousDay]) {
    const open = toMinutes(range.open);
    const close = toMinutes(range.close);
    if (close <= open && minutes < close) return true;
  }
  return false;
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

type OpenRange = WeeklyHours[Weekday][number];

/** 00:00–00:00 is open the whole day: the one range allowed to open and close at the same time. */
const isAllDay = (range: OpenRange) => range.open === '00:00' && range.close === '00:00';

/** Opening and closing at the same time (10:00–10:00) says nothing about when the door is open. */
const isEmptyRange = (range: OpenRange) => range.open === range.close && !isAllDay(range);

/**
 * The minutes a range covers on a week's timeline from Monday 00:00. Closing at or before its
 * opening runs past midnight into the next day, as {@link isOpenAt} reads it.
 */
function weekInterval(dayIndex: number, range: OpenRange) {
  const open = toMinutes(range.open);
  const close = toMinutes(range.close);
  const start = dayIndex * MINUTES_PER_DAY + open;
  return { start, end: dayIndex * MINUTES_PER_DAY + (close > open ? close : close + MINUTES_PER_DAY) };
}

/** Whether two week intervals share a minute; Sunday's night runs on into Monday's morning. */
function intersect(a: { start: number; end: number }, b: { start: number; end: number }) {
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some((shift) => a.start < b.end + shift && b.start + shift < a.end);
}

type WeeklyHoursProblem = { day: Weekday; index: number; problem: 'emptyRange' | 'overlap' };

/**
 * What is wrong with a week's ranges, each named on the range at fault: an empty range, and a range
 * sharing a minute with one listed before it, whether on its own day or running past midnight from
 * the night before (the public list would otherwise show a day's hours twice over).
 */
export function weeklyHoursProblems(hours: WeeklyHours): WeeklyHoursProblem[] {
  const problems: WeeklyHoursProblem[] = [];
  const earlier: { start: number; end: number }[] = [];
  weekdays.forEach((day, dayIndex) => {
    (hours[day] ?? []).forEach((range, index) => {
      if (isEmptyRange(range)) {
        problems.push({ day, index, problem: 'emptyRange' });
        return;
      }
      const interval = weekInterval(dayIndex, range);
      if (earlier.some((other) => intersect(interval, other))) problems.push({ day, index, problem: 'overlap' });
      earlier.push(interval);
    });
  });
  return problems;
}

const SCHEMA_ORG_DAY: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** One open range as schema.org reads it: ours closing when it opens runs 24 hours (00:00–00:00 would read as closed). */
const schemaOrgRange = (range: { open: string; close: string }) => ({
  opens: range.open,
  closes: range.close === range.open ? '23:59' : range.close,
});

/**
 * Regular weekly hours as schema.org's `openingHoursSpecification` (a closed day has no entry; a
 * range closing before it opens runs past midnight). Shared by the BFF's server-side JSON-LD and
 * the page's own.
 */
export function openingHoursSpecification(hours: WeeklyHours) {
  return weekdays.flatMap((day) =>
    hours[day].map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_ORG_DAY[day]}`,
      ...schemaOrgRange(range),
    })),
  );
}

/**
 * Special ranges as schema.org's `specialOpeningHoursSpecification`: each weekday's ranges with the
 * dates they hold (validFrom/validThrough, both included). A day closed during the range is said as
 * opens = closes = 00:00, schema.org's way to say closed all day, so engines do not fall back on the
 * regular hours. Shared by the BFF's server-side JSON-LD and the page's own.
 */
export function specialOpeningHoursSpecification(specialHours: readonly Pick<SpecialHours, 'from' | 'to' | 'hours'>[]) {
  return specialHours.flatMap((range) =>
    weekdays.flatMap((day) => {
      const base = {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_ORG_DAY[day]}`,
        validFrom: range.from,
        validThrough: range.to,
      };
      const ranges = range.hours[day];
      if (ranges.length === 0) return [{ ...base, opens: '00:00', closes: '00:00' }];
      return ranges.map((open) => ({ ...base, ...schemaOrgRange(open) }));
    }),
  );
}
