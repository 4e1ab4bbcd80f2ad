import { describe, expect, it } from 'vitest';
import { listingInputBase, type WeeklyHours, weeklyHoursInput } from './listing.ts';

const closedWeek: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const week = (days: Partial<WeeklyHours>): WeeklyHours => ({ ...closedWeek, ...days });
const issues = (hours: WeeklyHours) =>
  weeklyHoursInput.safeParse(hours).error?.issues.map(({ message, path }) => ({ message, path })) ?? [];

describe('weekly hours as an admin writes them', () => {
  it('takes split shifts, ranges that meet, a night running past midnight and the next day starting after it', () => {
    const hours = week({
      mon: [
        { open: '12:00', close: '15:00' },
        { open: '15:00', close: '02:00' },
      ],
      tue: [{ open: '02:00', close: '10:00' }],
    });
    expect(issues(hours)).toEqual([]);
  });

  it('refuses two ranges of a day sharing minutes, naming the later range', () => {
    const hours = week({
      mon: [
        { open: '18:00', close: '02:00' },
        { open: '19:00', close: '20:00' },
      ],
    });
    expect(issues(hours)).toEqual([{ message: 'validation.hoursOverlap', path: ['mon', 1, 'open'] }]);
  });

  it("refuses a morning range overlapping the previous night's spill past midnight", () => {
    const hours = week({ mon: [{ open: '22:00', close: '02:00' }], tue: [{ open: '01:00', close: '03:00' }] });
    expect(issues(hours)).toEqual([{ message: 'validation.hoursOverlap', path: ['tue', 0, 'open'] }]);
  });

  it("refuses Sunday's night running into Monday's opening (the week goes round)", () => {
    const hours = week({ mon: [{ open: '01:00', close: '09:00' }], sun: [{ open: '20:00', close: '03:00' }] });
    expect(issues(hours)).toEqual([{ message: 'validation.hoursOverlap', path: ['sun', 0, 'open'] }]);
  });

  it('refuses an empty range (opening and closing at one time) on its closing time', () => {
    expect(issues(week({ wed: [{ open: '10:00', close: '10:00' }] }))).toEqual([
      { message: 'validation.emptyHoursRange', path: ['wed', 0, 'close'] },
    ]);
  });

  it('takes 00:00 to 00:00 as open all day, alone on its day', () => {
    expect(
      issues(week({ fri: [{ open: '00:00', close: '00:00' }], sat: [{ open: '00:00', close: '00:00' }] })),
    ).toEqual([]);
    expect(
      issues(
        week({
          fri: [
            { open: '00:00', close: '00:00' },
            { open: '18:00', close: '20:00' },
          ],
        }),
      ),
    ).toEqual([{ message: 'validation.hoursOverlap', path: ['fri', 1, 'open'] }]);
    expect(
      issues(week({ thu: [{ open: '22:00', close: '01:00' }], fri: [{ open: '00:00', close: '00:00' }] })),
    ).toEqual([{ message: 'validation.hoursOverlap', path: ['fri', 0, 'open'] }]);
  });

  it("applies the same rules to a special range's hours, on the listing form's path", () => {
    const hours = week({
      mon: [
        { open: '18:00', close: '02:00' },
        { open: '19:00', close: '20:00' },
      ],
    });
    const special = [{ name: { en: 'Eid hours', ar: 'ساعات العيد' }, from: '2027-03-10', to: '2027-03-12', hours }];
    const result = listingInputBase.shape.specialHours.safeParse(special);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'validation.hoursOverlap', path: [0, 'hours', 'mon', 1, 'open'] }),
    ]);
  });
});
