import type { Weekday } from './enums.ts';
import { weekdays } from './enums.ts';
import type { WeeklyHours } from './schemas/listing.ts';

export const QATAR_TIME_ZONE = 'Asia/Qatar';

/** Qatar keeps UTC+3 all year: no daylight saving since 1972 (IANA tz database, Asia/Qatar). */
const QATAR_UTC_OFFSET_MS = 3 * 60 * 60_000;

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

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether a listing is open at an instant, in Qatar time. A range closing at or before its
 * opening time runs past midnight, so it also covers the early hours of the next day.
 */
export function isOpenAt(hours: WeeklyHours, at: Date): boolean {
  const { day, minutes } = qatarClock(at);
  const previousDay = weekdays[(weekdays.indexOf(day) + 6) % 7] as Weekday;
  for (const range of hours[day]) {
    const open = toMinutes(range.open);
    const close = toMinutes(range.close);
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  for (const range of hours[previousDay]) {
    const open = toMinutes(range.open);
    const close = toMinutes(range.close);
    if (close <= open && minutes < close) return true;
  }
  return false;
}
