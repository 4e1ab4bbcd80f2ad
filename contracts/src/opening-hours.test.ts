import { describe, expect, it } from 'vitest';
import { isOpenAt, QATAR_TIME_ZONE, qatarClock } from './opening-hours.ts';
import type { WeeklyHours } from './schemas/listing.ts';

const closedAllWeek: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
// 2026-11-19 is a Thursday.
const at = (isoLocalQatar: string) => new Date(`${isoLocalQatar}+03:00`);

describe('opening hours in Qatar time', () => {
  it('reads the weekday and time on the clock in Qatar, whatever the machine zone', () => {
    expect(qatarClock(new Date('2026-11-19T21:30:00Z'))).toEqual({ day: 'fri', minutes: 30 });
  });

  it('agrees with the time zone database for Asia/Qatar every 97 minutes of a year', () => {
    const zoned = new Intl.DateTimeFormat('en-US', {
      timeZone: QATAR_TIME_ZONE,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let t = start; t < start + 366 * 24 * 60 * 60_000; t += 97 * 60_000) {
      const parts = Object.fromEntries(zoned.formatToParts(new Date(t)).map((part) => [part.type, part.value]));
      const { day, minutes } = qatarClock(new Date(t));
      expect([day, minutes]).toEqual([parts.weekday?.toLowerCase(), Number(parts.hour) * 60 + Number(parts.minute)]);
    }
  });

  it('is open inside a range and closed outside it', () => {
    const hours = { ...closedAllWeek, thu: [{ open: '09:00', close: '17:00' }] };
    expect(isOpenAt(hours, at('2026-11-19T09:00:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-19T16:59:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-19T17:00:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-19T08:59:00'))).toBe(false);
  });

  it('carries a range past midnight into the next day', () => {
    const hours = { ...closedAllWeek, thu: [{ open: '12:00', close: '01:00' }] };
    expect(isOpenAt(hours, at('2026-11-19T23:30:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-20T00:30:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-20T01:00:00'))).toBe(false);
  });

  it('handles split hours and closed days', () => {
    const hours = {
      ...closedAllWeek,
      thu: [
        { open: '12:00', close: '15:00' },
        { open: '18:00', close: '23:00' },
      ],
    };
    expect(isOpenAt(hours, at('2026-11-19T16:00:00'))).toBe(false);
    expect(isOpenAt(hours, at('2026-11-19T19:00:00'))).toBe(true);
    expect(isOpenAt(hours, at('2026-11-18T19:00:00'))).toBe(false);
  });
});
