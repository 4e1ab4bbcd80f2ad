import { cleanup, screen, within } from '@testing-library/react';
import type { WeeklyHours } from 'contracts/schemas/listing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { ListingHours } from './listing-hours.tsx';

/** Closed on Monday; Friday runs past midnight into Saturday. */
const hours: WeeklyHours = {
  mon: [],
  tue: [{ open: '09:00', close: '22:00' }],
  wed: [{ open: '09:00', close: '22:00' }],
  thu: [{ open: '09:00', close: '22:00' }],
  fri: [{ open: '18:00', close: '02:00' }],
  sat: [{ open: '12:00', close: '23:00' }],
  sun: [{ open: '12:00', close: '23:00' }],
};

/** An instant given on Qatar's clock (UTC+3 all year). */
const qatarTime = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

const row = (day: string) => screen.getByRole('rowheader', { name: new RegExp(day) }).closest('tr') as HTMLElement;

describe('operating hours', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists Monday to Sunday with a closed day and a range past midnight', () => {
    vi.setSystemTime(qatarTime('2026-11-24T12:00:00')); // a Tuesday
    renderWithProviders(<ListingHours hours={hours} />);
    const days = screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/\s*\(today\)/, ''));
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(row('Monday')).getByText('Closed')).toBeVisible();
    expect(row('Friday').textContent).toContain('18:00 – 02:00');
  });

  it('highlights today on the Qatar clock', () => {
    // 22:30 UTC on Wednesday is already Thursday 01:30 in Doha.
    vi.setSystemTime(new Date('2026-11-25T22:30:00Z'));
    renderWithProviders(<ListingHours hours={hours} />);
    expect(row('Thursday').getAttribute('aria-current')).toBe('date');
    expect(row('Thursday').textContent).toContain('(today)');
    expect(row('Wednesday').getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['Tuesday noon', '2026-11-24T12:00:00', 'Open now'],
    ['Monday, a closed day', '2026-11-23T12:00:00', 'Closed now'],
    ['Tuesday before opening', '2026-11-24T08:59:00', 'Closed now'],
    ['Tuesday at closing time', '2026-11-24T22:00:00', 'Closed now'],
    ['Friday late evening', '2026-11-27T23:30:00', 'Open now'],
    ['Saturday 01:00, still Friday night', '2026-11-28T01:00:00', 'Open now'],
    ['Saturday 02:00, Friday night is over', '2026-11-28T02:00:00', 'Closed now'],
  ])('%s in Asia/Qatar reads "%s"', (_, local, expected) => {
    vi.setSystemTime(qatarTime(local));
    renderWithProviders(<ListingHours hours={hours} />);
    expect(screen.getByRole('region', { name: 'Opening hours' }).querySelector('header')?.textContent).toContain(
      expected,
    );
  });

  it('speaks Arabic', async () => {
    await setUpI18n('ar');
    vi.setSystemTime(qatarTime('2026-11-23T12:00:00'));
    renderWithProviders(<ListingHours hours={hours} />);
    expect(screen.getByRole('region', { name: 'ساعات العمل' })).toBeVisible();
    expect(within(row('الاثنين')).getByText('مغلق')).toBeVisible();
    expect(screen.getByText('مغلق الآن')).toBeVisible();
    cleanup();
    await setUpI18n('en');
  });

  describe('special hours', () => {
    const closedWeek: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const iftar = Object.fromEntries(
      Object.keys(closedWeek).map((day) => [day, [{ open: '18:00', close: '02:00' }]]),
    ) as WeeklyHours;
    const ramadan = { name: 'Ramadan hours', from: '2026-11-20', to: '2026-11-26', hours: iftar };
    const eid = { name: 'Eid hours', from: '2026-12-01', to: '2026-12-03', hours: closedWeek };
    const header = (name: string) => screen.getByRole('region', { name }).querySelector('header')?.textContent;

    it('shows each range with its name and dates, and the open-now badge follows the one in force', () => {
      vi.setSystemTime(qatarTime('2026-11-24T12:00:00')); // Tuesday noon: open on the regular hours
      renderWithProviders(<ListingHours hours={hours} specialHours={[ramadan, eid]} />);
      expect(header('Opening hours')).toContain('Closed now');
      // Today is marked in the range in force, not in the regular week it replaces.
      expect(screen.getByRole('region', { name: 'Opening hours' }).querySelector('[aria-current]')).toBeNull();
      const inForce = screen.getByRole('region', { name: 'Ramadan hours' });
      expect(inForce.textContent).toContain('20 November 2026 to 26 November 2026 · In force today');
      expect(within(inForce).getAllByRole('row')[1]?.getAttribute('aria-current')).toBe('date');
      expect(within(inForce).getAllByRole('row')[1]?.textContent).toContain('18:00 – 02:00');
      const upcoming = screen.getByRole('region', { name: 'Eid hours' });
      expect(upcoming.textContent).toContain('1 December 2026 to 3 December 2026');
      expect(upcoming.textContent).not.toContain('In force');
      expect(within(upcoming).queryByText('Closed now')).toBeNull();
      expect(upcoming.querySelector('[aria-current]')).toBeNull();
    });

    it('keeps the last special evening open after midnight, then shows no ended range', () => {
      vi.setSystemTime(qatarTime('2026-11-27T00:30:00')); // the night after the range's last day
      renderWithProviders(<ListingHours hours={{ ...hours, fri: [] }} specialHours={[ramadan]} />);
      expect(header('Opening hours')).toContain('Open now');
      expect(screen.queryByRole('region', { name: 'Ramadan hours' })).toBeNull();
      expect(screen.queryAllByTestId('special-hours')).toHaveLength(0);
    });

    it('names and dates the range in Arabic', async () => {
      await setUpI18n('ar');
      vi.setSystemTime(qatarTime('2026-11-24T12:00:00'));
      renderWithProviders(<ListingHours hours={hours} specialHours={[{ ...ramadan, name: 'ساعات رمضان' }]} />);
      const region = screen.getByRole('region', { name: 'ساعات رمضان' });
      expect(region.textContent).toMatch(/من 20 نوفمبر 2026 إلى 26 نوفمبر 2026/);
      expect(region.textContent).toContain('سارية اليوم');
      expect(screen.getByText('مغلق الآن')).toBeVisible();
      cleanup();
      await setUpI18n('en');
    });
  });
});
