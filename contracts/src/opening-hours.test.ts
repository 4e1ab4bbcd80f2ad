import { describe, expect, it } from 'vitest';
import { weekdays } from './enums.ts';
import {
  addDays,
  hoursAt,
  instantOfQatarDateTime,
  isOpenAt,
  openingHoursSpecification,
  QATAR_TIME_ZONE,
  qatarClock,
  qatarDate,
  qatarDateTime,
  specialOpeningHoursSpecification,
} from './opening-hours.ts';
import { qatarDateTimeInput } from './schemas/common.ts';
import type { SpecialHours, WeeklyHours } from './schemas/listing.ts';

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

const everyDay = (ranges: WeeklyHours['mon']): WeeklyHours =>
  Object.fromEntries(weekdays.map((day) => [day, ranges])) as WeeklyHours;
const ramadan = (hours: WeeklyHours, from = '2027-02-08', to = '2027-03-09'): SpecialHours => ({
  name: { en: 'Ramadan hours', ar: 'ساعات رمضان' },
  from,
  to,
  hours,
});

describe('special hours', () => {
  const regular = everyDay([{ open: '09:00', close: '17:00' }]);
  const iftarToLate = everyDay([{ open: '19:00', close: '02:00' }]);

  it('reads the Qatar date of an instant and counts days across months', () => {
    expect(qatarDate(new Date('2027-02-07T21:00:00Z'))).toBe('2027-02-08');
    expect(qatarDate(new Date('2027-02-07T20:59:00Z'))).toBe('2027-02-07');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('replaces the regular hours on the dates of the range, both ends included', () => {
    const special = [ramadan(iftarToLate)];
    expect(isOpenAt(regular, at('2027-02-08T10:00:00'), special)).toBe(false);
    expect(isOpenAt(regular, at('2027-02-08T20:00:00'), special)).toBe(true);
    expect(isOpenAt(regular, at('2027-03-09T10:00:00'), special)).toBe(false);
    expect(isOpenAt(regular, at('2027-03-09T23:00:00'), special)).toBe(true);
    expect(isOpenAt(regular, at('2027-02-07T10:00:00'), special)).toBe(true);
    expect(isOpenAt(regular, at('2027-03-10T10:00:00'), special)).toBe(true);
    expect(isOpenAt(regular, at('2027-03-10T20:00:00'), special)).toBe(false);
    expect(hoursAt(regular, special, at('2027-02-20T12:00:00'))).toEqual({ hours: iftarToLate, special: special[0] });
    expect(hoursAt(regular, special, at('2027-02-07T23:59:00'))).toEqual({ hours: regular, special: undefined });
  });

  it("keeps a special range's last evening open past midnight into the next day, then goes back to the regular hours", () => {
    const special = [ramadan(iftarToLate)];
    // 00:30 on 2027-03-10: the evening that began on 2027-03-09 (the last special date) is still running.
    expect(isOpenAt(regular, at('2027-03-10T00:30:00'), special)).toBe(true);
    expect(isOpenAt(regular, at('2027-03-10T02:00:00'), special)).toBe(false);
    // 00:30 on the first special date: the regular evening before it did not cross midnight.
    expect(isOpenAt(regular, at('2027-02-08T00:30:00'), special)).toBe(false);
    // Regular hours past midnight on the eve of a special range run on into its first day.
    const lateRegular = everyDay([{ open: '12:00', close: '01:00' }]);
    expect(isOpenAt(lateRegular, at('2027-02-08T00:30:00'), [ramadan(closedAllWeek)])).toBe(true);
    expect(isOpenAt(lateRegular, at('2027-02-08T12:30:00'), [ramadan(closedAllWeek)])).toBe(false);
  });

  it('can open a listing that is normally closed, and the first of overlapping ranges wins', () => {
    const eid = ramadan(everyDay([{ open: '16:00', close: '23:00' }]), '2027-03-10', '2027-03-12');
    expect(isOpenAt(closedAllWeek, at('2027-03-11T18:00:00'), [eid])).toBe(true);
    expect(isOpenAt(closedAllWeek, at('2027-03-13T18:00:00'), [eid])).toBe(false);
    const shut = ramadan(closedAllWeek, '2027-03-11', '2027-03-11');
    expect(isOpenAt(closedAllWeek, at('2027-03-11T18:00:00'), [shut, eid])).toBe(false);
    expect(isOpenAt(closedAllWeek, at('2027-03-11T18:00:00'), [eid, shut])).toBe(true);
  });

  /**
   * A second, independent model: every evening as an interval of absolute time, starting on the
   * date whose schedule holds it. Swept every 10 minutes over the days around a special range, with
   * schedules that cross midnight, split days, closed days and a 24-hour range.
   */
  it('agrees, minute by minute, with a model of evenings as intervals of time', () => {
    const schedules: WeeklyHours[] = [
      regular,
      iftarToLate,
      closedAllWeek,
      everyDay([{ open: '00:00', close: '00:00' }]),
      {
        ...closedAllWeek,
        mon: [
          { open: '12:00', close: '15:00' },
          { open: '18:00', close: '03:00' },
        ],
        sun: [{ open: '22:00', close: '01:00' }],
      },
    ];
    const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
    for (const base of schedules) {
      for (const inside of schedules) {
        const special = [ramadan(inside, '2027-02-10', '2027-02-12')];
        const intervals: [number, number][] = [];
        for (let d = -2; d < 10; d += 1) {
          const date = addDays('2027-02-07', d);
          const weekday = qatarClock(new Date(`${date}T12:00:00+03:00`)).day;
          const schedule = date >= '2027-02-10' && date <= '2027-02-12' ? inside : base;
          const midnight = Date.parse(`${date}T00:00:00+03:00`);
          for (const range of schedule[weekday]) {
            const open = minutesOf(range.open);
            const close = minutesOf(range.close) + (minutesOf(range.close) <= open ? 24 * 60 : 0);
            intervals.push([midnight + open * 60_000, midnight + close * 60_000]);
          }
        }
        const start = Date.parse('2027-02-08T00:00:00+03:00');
        for (let t = start; t < start + 7 * 24 * 60 * 60_000; t += 10 * 60_000) {
          const expected = intervals.some(([from, to]) => t >= from && t < to);
          expect(isOpenAt(base, new Date(t), special), new Date(t).toISOString()).toBe(expected);
        }
      }
    }
  });
});

describe('special hours for schema.org', () => {
  it('gives each weekday of a range its dates, a closed day as 00:00 to 00:00', () => {
    const specs = specialOpeningHoursSpecification([
      {
        from: '2027-02-08',
        to: '2027-03-09',
        hours: { ...closedAllWeek, fri: [{ open: '19:00', close: '02:00' }], sat: [{ open: '10:00', close: '10:00' }] },
      },
    ]);
    expect(specs).toHaveLength(7);
    expect(specs).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '19:00',
      closes: '02:00',
      validFrom: '2027-02-08',
      validThrough: '2027-03-09',
    });
    expect(specs).toContainEqual(
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '00:00', closes: '00:00' }),
    );
    expect(specs).toContainEqual(
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '23:59' }),
    );
  });
});

describe('regular hours for schema.org', () => {
  it('gives each open range its weekday, none for a closed day, a 24-hour range as open till 23:59', () => {
    const specs = openingHoursSpecification({
      ...closedAllWeek,
      fri: [{ open: '12:00', close: '01:00' }],
      sat: [{ open: '00:00', close: '00:00' }],
    });
    expect(specs).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '12:00', closes: '01:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });
});

describe('Qatar wall-clock times (a post’s schedule)', () => {
  it('reads and writes "YYYY-MM-DDTHH:mm" at UTC+3, across midnight', () => {
    expect(instantOfQatarDateTime('2026-11-22T15:00').toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(instantOfQatarDateTime('2026-11-23T00:30').toISOString()).toBe('2026-11-22T21:30:00.000Z');
    expect(qatarDateTime(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23T00:30');
    expect(qatarDateTime(instantOfQatarDateTime('2027-03-01T08:05'))).toBe('2027-03-01T08:05');
  });

  it('takes only a real day and minute within the directory’s years', () => {
    const input = qatarDateTimeInput();
    expect(input.safeParse('2026-11-22T15:00').success).toBe(true);
    for (const refused of ['2026-02-30T10:00', '2026-01-01T24:00', '2026-01-01 10:00', '2026-01-01T10:00:00', '']) {
      expect(input.safeParse(refused).success, refused).toBe(false);
    }
    expect(input.safeParse('1800-01-01T10:00').error?.issues[0]?.message).toBe('validation.dateOutOfRange');
  });
});
