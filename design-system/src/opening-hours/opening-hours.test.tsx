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
    expect(within(rows[1] as HTMLElement).getByText('Closed')).toBeVisible();
    expect(rows[4]?.getAttribute('aria-current')).toBe('date');
    expect(screen.getByText('Open now')).toBeVisible();
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
    expect(screen.getByText('مغلق الآن')).toBeVisible();
    expect(screen.getByText(/الثلاثاء/)).toBeVisible();
  });

  it("lists a split day's ranges as separate items, in both languages", () => {
    for (const [lang, wednesday] of [
      ['en', 'Wednesday'],
      ['ar', 'الأربعاء'],
    ] as const) {
      const { unmount } = render(<OpeningHours hours={hours} lang={lang} labels={labels} />);
      const row = screen.getByRole('row', { name: new RegExp(wednesday) });
      expect(
        within(row)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['12:00 – 15:00', '18:00 – 23:00']);
      unmount();
    }
  });

  it('judges open now by the special range in force, and can leave out the badge and today', () => {
    const closedAllWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const special = [{ from: '2026-11-20', to: '2026-11-21', hours: closedAllWeek }];
    // Friday 14:00 in Qatar: the regular hours are open, the special range closes it.
    const now = new Date('2026-11-20T14:00:00+03:00');
    const { unmount } = render(
      <OpeningHours hours={hours} specialHours={special} lang="en" now={now} labels={labels} />,
    );
    expect(screen.getByText('Closed now')).toBeVisible();
    unmount();
    render(
      <OpeningHours
        hours={closedAllWeek}
        lang="en"
        now={now}
        labels={{ ...labels, title: 'Ramadan hours' }}
        caption="8 February 2027 – 9 March 2027"
        badge={false}
        highlightToday={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ramadan hours' })).toBeVisible();
    expect(screen.getByText('8 February 2027 – 9 March 2027')).toBeVisible();
    expect(screen.queryByText('Closed now')).toBeNull();
    expect(screen.getAllByRole('row').some((r) => r.getAttribute('aria-current'))).toBe(false);
  });
});
