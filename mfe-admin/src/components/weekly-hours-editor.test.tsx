import { act, fireEvent, screen, within } from '@testing-library/react';
import type { WeeklyHours } from 'contracts/schemas/listing';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../testing/render-with-providers.tsx';
import { closedWeek, copyToAllDays, crossesMidnight, WeeklyHoursEditor } from './weekly-hours-editor.tsx';

let latest: WeeklyHours = closedWeek();
function Harness({ initial = closedWeek() }: { initial?: WeeklyHours }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <WeeklyHoursEditor legend="Weekly hours" value={value} onChange={setValue} />;
}

describe('weekly hours editor', () => {
  beforeEach(() => setTestLanguage('en'));

  it('opens a closed day with one range, and a range may cross midnight', async () => {
    renderWithProviders(<Harness />);
    await act(async () => fireEvent.click(screen.getByLabelText('Closed on Friday')));
    expect(latest.fri).toEqual([{ open: '09:00', close: '22:00' }]);
    fireEvent.change(screen.getByLabelText('Friday, range 1: opens'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Friday, range 1: closes'), { target: { value: '01:00' } });
    expect(latest.fri).toEqual([{ open: '12:00', close: '01:00' }]);
    expect(screen.getByText('(next day)')).toBeVisible();
    // The public component previews it.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(/12:00/)).toBeVisible();
  });

  it('adds a second range, removes one, and closes the day again', async () => {
    renderWithProviders(<Harness initial={{ ...closedWeek(), mon: [{ open: '08:00', close: '12:00' }] }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a range on Monday' })));
    expect(latest.mon).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Monday range 1' })));
    expect(latest.mon).toEqual([{ open: '18:00', close: '23:00' }]);
    await act(async () => fireEvent.click(screen.getByLabelText('Closed on Monday')));
    expect(latest.mon).toEqual([]);
  });

  it("names a range's error on both of its times", () => {
    const fri = [{ open: '25:00', close: '01:00' }];
    renderWithProviders(
      <WeeklyHoursEditor
        legend="Weekly hours"
        value={{ ...closedWeek(), fri }}
        onChange={() => {}}
        errors={{ fri: [{ open: { type: 'server', message: 'validation.invalid' } }] } as never}
      />,
    );
    for (const label of ['Friday, range 1: opens', 'Friday, range 1: closes']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid value');
    }
  });

  it('copies one day to all days', async () => {
    const sat = [
      { open: '12:00', close: '15:00' },
      { open: '19:00', close: '01:00' },
    ];
    renderWithProviders(<Harness initial={{ ...closedWeek(), sat }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Saturday to all days' })));
    for (const day of Object.values(latest)) expect(day).toEqual(sat);
    expect(screen.getAllByText('(next day)')).toHaveLength(7);
  });

  it('labels the days in Arabic on an Arabic page', async () => {
    await setTestLanguage('ar');
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('button', { name: /إلى كل الأيام/ })).toHaveLength(7);
  });

  it('copyToAllDays copies, crossesMidnight tells a range past midnight', () => {
    const week = copyToAllDays({ ...closedWeek(), tue: [{ open: '10:00', close: '20:00' }] }, 'tue');
    expect(week.sun).toEqual([{ open: '10:00', close: '20:00' }]);
    expect(week.sun[0]).not.toBe(week.tue[0]);
    expect(crossesMidnight({ open: '12:00', close: '01:00' })).toBe(true);
    expect(crossesMidnight({ open: '09:00', close: '17:00' })).toBe(false);
    // Open all day, or an empty range the schema refuses: neither is a night past midnight.
    expect(crossesMidnight({ open: '00:00', close: '00:00' })).toBe(false);
    expect(crossesMidnight({ open: '10:00', close: '10:00' })).toBe(false);
  });
});
