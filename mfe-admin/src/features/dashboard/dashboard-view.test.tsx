import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Statistics } from 'contracts/schemas/admin';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { DashboardView } from './dashboard-view.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));

const statistics: Statistics = {
  users: { total: 1234, byRole: { user: 1200, business: 30, admin: 4 }, newLast30Days: 17 },
  restaurants: 52,
  shops: 21,
  blogs: 9,
  activeAds: 3,
  favorites: 88,
  bookmarks: 40,
  contactMessages: 12,
  unreadMessages: 5,
  mostSaved: [
    { itemType: 'restaurant', itemId: 'r1', name: 'Souq Grill', saves: 14 },
    { itemType: 'shop', itemId: 's1', name: 'Pearl Gifts', saves: 6 },
  ],
  signUpsPerWeek: [
    { weekStart: '2026-11-09', count: 4 },
    { weekStart: '2026-11-16', count: 11 },
  ],
};

describe('DashboardView', () => {
  beforeEach(() => get.mockReset());

  it('shows each figure of admin/statistics as a card, with grouped digits', async () => {
    await setTestLanguage('en');
    get.mockResolvedValue(statistics);
    renderWithProviders(<DashboardView />);
    expect((await screen.findByTestId('figure-usersTotal')).textContent).toBe('1,234');
    expect(screen.getByTestId('figure-usersAdmin').textContent).toBe('4');
    expect(screen.getByTestId('figure-restaurants').textContent).toBe('52');
    expect(screen.getByTestId('figure-unreadMessages').textContent).toBe('5');
    expect(get).toHaveBeenCalledWith('admin/statistics');
  });

  it('draws each chart as a table screen readers can read: a row per bar, its label and figure', async () => {
    await setTestLanguage('en');
    get.mockResolvedValue(statistics);
    renderWithProviders(<DashboardView />);
    const signUps = await screen.findByRole('table', { name: 'Sign-ups per week' });
    const rows = within(signUps).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Week of 9 November 20264', 'Week of 16 November 202611']);
    const mostSaved = screen.getByRole('table', { name: 'Most-saved listings' });
    expect(within(mostSaved).getByRole('rowheader', { name: 'Souq Grill' })).toBeTruthy();
  });

  it('writes figures and dates in Arabic with Arabic digits', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(statistics);
    renderWithProviders(<DashboardView />);
    expect((await screen.findByTestId('figure-usersTotal')).textContent).toBe('١٬٢٣٤');
    expect(screen.getByRole('table', { name: 'التسجيلات في الأسبوع' }).textContent).toContain('نوفمبر');
  });

  it('shows skeletons while loading, then an error with a retry that asks again', async () => {
    await setTestLanguage('en');
    let fail: (error: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    renderWithProviders(<DashboardView />);
    expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => fail(new ApiError(500, null)));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The figures could not be loaded')).toBeTruthy();
    get.mockResolvedValueOnce(statistics);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('figure-usersTotal')).textContent).toBe('1,234');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
