import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Statistics } from 'contracts/schemas/admin';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { DashboardView } from './dashboard-view.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));
// The visitors' panel asks for its own figures, and has its own tests (visitor-experience-panel.test.tsx).
vi.mock('./visitor-experience-panel.tsx', () => ({ VisitorExperiencePanel: () => null }));

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
    { itemType: 'restaurant', itemId: 'r1', name: { en: 'Souq Grill', ar: 'مشويات السوق' }, saves: 14 },
    { itemType: 'shop', itemId: 's1', name: { en: 'Pearl Gifts', ar: 'هدايا اللؤلؤ' }, saves: 6 },
  ],
  signUpsPerWeek: [
    { weekStart: '2026-11-09', count: 4 },
    { weekStart: '2026-11-16', count: 11 },
  ],
  listingsByArea: [
    { area: 'west_bay', restaurants: 9, shops: 2 },
    { area: 'al_wakrah', restaurants: 1, shops: 3 },
  ],
  listingsByCategory: {
    restaurants: [{ category: 'qatari', count: 7 }],
    shops: [{ category: 'perfumes_oud', count: 4 }],
  },
};

/** The x of each column the sign-ups chart draws, in the order of the weeks. */
const columnPositions = () =>
  [...screen.getByTestId('chart-sign-ups-svg').querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('x')));

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
    expect(within(mostSaved).getByRole('rowheader', { name: 'Souq Grill' })).toBeVisible();
  });

  it('names the most-saved listings in Arabic on the Arabic dashboard', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(statistics);
    renderWithProviders(<DashboardView />);
    const mostSaved = await screen.findByRole('table', { name: 'القوائم الأكثر حفظًا' });
    expect(within(mostSaved).getByRole('rowheader', { name: 'مشويات السوق' })).toBeVisible();
    expect(within(mostSaved).queryByText('Souq Grill')).toBeNull();
  });

  it('charts listings by area with restaurants and gift shops side by side, and the top categories', async () => {
    await setTestLanguage('en');
    get.mockResolvedValue(statistics);
    renderWithProviders(<DashboardView />);
    const byArea = await screen.findByRole('table', { name: 'Listings by area' });
    expect(
      within(byArea)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Area', 'Restaurants', 'Gift shops']);
    expect(
      within(byArea)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['West Bay92', 'Al Wakrah13']);
    expect(within(screen.getByRole('table', { name: 'Restaurants by cuisine' })).getByText('Qatari')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Gift shops by category' })).getByText('4')).toBeVisible();
  });

  it('draws sign-ups as columns, hidden from screen readers, the weeks running from the inline start', async () => {
    await setTestLanguage('en');
    get.mockResolvedValue(statistics);
    const { unmount } = renderWithProviders(<DashboardView />);
    const svg = await screen.findByTestId('chart-sign-ups-svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const [first = 0, second = 0] = columnPositions();
    expect(first).toBeLessThan(second);
    unmount();
    await setTestLanguage('ar');
    renderWithProviders(<DashboardView />);
    await screen.findByTestId('chart-sign-ups-svg');
    const [firstAr = 0, secondAr = 0] = columnPositions();
    expect(firstAr).toBeGreaterThan(secondAr);
    expect(screen.getByRole('table', { name: 'القوائم حسب المنطقة' }).textContent).toContain('الوكرة');
  });

  it('writes figures and dates in Arabic with Arabic digits', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(statistics);
    renderWithProviders(<DashboardView />);
    expect((await screen.findByTestId('figure-usersTotal')).textContent).toBe('1,234');
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
    expect(within(alert).getByText('The figures could not be loaded')).toBeVisible();
    get.mockResolvedValueOnce(statistics);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('figure-usersTotal')).textContent).toBe('1,234');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
