import type { Weekday } from './enums.ts';
import { weekdays } from './enums.ts';
import type { WeeklyHours } from './schemas/listing.ts';

export const QATAR_TIME_ZONE = 'Asia/Qatar';

const weekdayIndex: Record<string, Weekday> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** The weekday and minutes since midnight of an instant, on the clock in Qatar. */
export function qatarClock(at: Date): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: QATAR_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: weekdayIndex[get('weekday')] ?? 'mon',
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
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
