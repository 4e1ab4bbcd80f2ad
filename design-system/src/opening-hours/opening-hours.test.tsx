import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpeningHours } from './opening-hours.tsx';

const hours = {
  mon: [{ open: '12:00', close: '23:00' }],
  tue: [],
  wed: [
    { open: '12:00', close: '15:00' },
    { open: '18:00', close: '23:00' },
  ],
  thu: [{ open: '12:00', close: '01:00' }],
  fri: [{ open: '13:00', close: '23:00' }],
  sat: [{ open: '12:00', close: '23:00' }],
  sun: [{ open: '12:00', close: '23:00' }],
};
const labels = {
  title: 'Opening hours',
  closed: 'Closed',
  openNow: 'Open now',
  closedNow: 'Closed now',
  today: 'today',
};

describe('OpeningHours', () => {
  it('lists Monday to Sunday with the closed day, and marks today and open now in Qatar time', () => {
    // Friday 00:30 in Qatar: Thursday's hours run past midnight.
    render(<OpeningHours hours={hours} lang="en" now={new Date('2026-11-20T00:30:00+03:00')} labels={labels} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent?.replace(' (today)', ''))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Closed')).toBeTruthy();
    expect(rows[4]?.getAttribute('aria-current')).toBe('date');
    expect(screen.getByText('Open now')).toBeTruthy();
  });

  it('says closed now, in Arabic day names', () => {
    render(
      <OpeningHours
        hours={hours}
        lang="ar"
        now={new Date('2026-11-24T10:00:00+03:00')}
        labels={{ ...labels, closedNow: 'مغلق الآن' }}
      />,
    );
    expect(screen.getByText('مغلق الآن')).toBeTruthy();
    expect(screen.getByText(/الثلاثاء/)).toBeTruthy();
  });
});
