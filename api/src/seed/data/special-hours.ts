import { weekdays } from 'contracts/enums';
import type { SpecialHoursSeed } from '../types.ts';

/**
 * Ramadan 1448 as expected in Qatar (the first and last days follow the moon sighting; the seed
 * keeps fixed dates so every run gives the same rows): restaurants open from iftar to late night,
 * past midnight, every day of the month.
 */
export function ramadanHours(open: string, close: string): SpecialHoursSeed {
  return {
    name: { en: 'Ramadan hours', ar: 'ساعات رمضان' },
    from: '2027-02-08',
    to: '2027-03-09',
    hours: Object.fromEntries(weekdays.map((day) => [day, [{ open, close }]])) as SpecialHoursSeed['hours'],
  };
}
