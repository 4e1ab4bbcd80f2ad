import { describe, expect, it } from 'vitest';
import { listingInputBase } from './listing.ts';

const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const range = (from: string, to: string) => ({ name: { en: 'Eid hours', ar: 'ساعات العيد' }, from, to, hours: week });
const specialHours = listingInputBase.shape.specialHours;

describe('special hours of a listing', () => {
  it('takes ranges that follow each other, even on consecutive days', () => {
    expect(specialHours.safeParse([range('2027-02-08', '2027-03-09'), range('2027-03-10', '2027-03-12')]).success).toBe(
      true,
    );
  });

  it('refuses a range sharing a date with an earlier one, naming the later range', () => {
    const result = specialHours.safeParse([range('2027-02-08', '2027-03-09'), range('2027-03-09', '2027-03-12')]);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'validation.rangesOverlap', path: [1, 'from'] }),
    ]);
  });

  it('refuses a range whose end comes before its start', () => {
    const result = specialHours.safeParse([range('2027-03-09', '2027-03-01')]);
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.endBeforeStart', path: [0, 'to'] });
  });
});
