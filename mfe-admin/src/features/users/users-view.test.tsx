import { act, fireEvent, screen, within } from '@testing-library/react';
import type { User } from 'contracts/schemas/user';
import { ApiError } from 'platform/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { UserView } from './user-view.tsx';
import { EMAIL_SEARCH_DELAY_MS, UsersView } from './users-view.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));

const user = (n: number, extra: Partial<User> = {}): User => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  fullName: `Person ${n}`,
  email: `person${n}@example.com`,
  role: 'user',
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2026-03-03T10:00:00.000Z',
  ...extra,
});
const page = (users: User[], total = users.length, p = 1) => ({ users, total, page: p, userPerPage: 10 });

describe('UsersView', () => {
  beforeEach(async () => {
    get.mockReset();
    await setTestLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('lists the page the address names, each user linking to their details page', async () => {
    get.mockResolvedValue(page([user(1), user(2, { role: 'admin', emailVerified: false })], 25, 2));
    renderWithProviders(<UsersView />, { path: '/admin/users?page=2&role=admin&email=person' });
    await screen.findByRole('link', { name: 'Person 1' });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(get).toHaveBeenCalledWith('admin/all-users', { page: 2, userPerPage: 10, email: 'person', role: 'admin' });
    expect(within(table).getByRole('link', { name: 'Person 1' }).getAttribute('href')).toBe(
      '/user/00000000-0000-4000-8000-000000000001',
    );
    const second = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(within(second).getByText('Administrator')).toBeVisible();
    expect(within(second).getByText('No')).toBeVisible();
    expect(within(second).getByText('3 March 2026')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByTestId('users-total').textContent).toBe('25 users');
    // The filters show what the address says.
    expect((screen.getByLabelText('Search by email') as HTMLInputElement).value).toBe('person');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('admin');
  });

  it('searches by email once typing pauses, back on page 1, and keeps the search in the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    get.mockResolvedValue(page([user(1)], 30));
    renderWithProviders(<UsersView />, { path: '/admin/users?page=3' });
    await screen.findByRole('link', { name: 'Person 1' });
    get.mockClear();
    const search = screen.getByLabelText('Search by email');
    fireEvent.change(search, { target: { value: 'per' } });
    await act(async () => vi.advanceTimersByTime(EMAIL_SEARCH_DELAY_MS / 2));
    fireEvent.change(search, { target: { value: 'person1' } });
    await act(async () => vi.advanceTimersByTime(EMAIL_SEARCH_DELAY_MS / 2));
    expect(get).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(EMAIL_SEARCH_DELAY_MS));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('admin/all-users', { page: 1, userPerPage: 10, email: 'person1' });
    expect(currentLocation.search).toBe('?email=person1');
  });

  it('filters by role and pages through the list in the address', async () => {
    get.mockResolvedValue(page([user(1)], 30));
    renderWithProviders(<UsersView />, { path: '/admin/users' });
    await screen.findByRole('link', { name: 'Person 1' });
    await act(async () => fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'business' } }));
    expect(currentLocation.search).toBe('?role=business');
    expect(get).toHaveBeenLastCalledWith('admin/all-users', { page: 1, userPerPage: 10, role: 'business' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(currentLocation.search).toBe('?role=business&page=2');
    expect(get).toHaveBeenLastCalledWith('admin/all-users', { page: 2, userPerPage: 10, role: 'business' });
  });

  it('sorts by a column header: the order goes to the api and the address, back on page 1', async () => {
    get.mockResolvedValue(page([user(1)], 30));
    renderWithProviders(<UsersView />, { path: '/admin/users?page=2' });
    await screen.findByRole('link', { name: 'Person 1' });
    // The api's default order (newest sign-ups first) is shown as the sign-up column, descending.
    expect(screen.getByRole('columnheader', { name: /Signed up/ }).getAttribute('aria-sort')).toBe('descending');
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    await act(async () => fireEvent.click(within(name).getByRole('button')));
    expect(currentLocation.search).toBe('?sort=name_asc');
    expect(get).toHaveBeenLastCalledWith('admin/all-users', { page: 1, userPerPage: 10, sort: 'name_asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await act(async () =>
      fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button')),
    );
    expect(currentLocation.search).toBe('?sort=name_desc');
  });

  it('says so when no user matches, and offers a retry when the list cannot load', async () => {
    get.mockResolvedValueOnce(page([], 0));
    const { unmount } = renderWithProviders(<UsersView />, { path: '/admin/users?email=nobody' });
    expect(await screen.findByText('No user matches these filters.')).toBeVisible();
    unmount();
    get.mockRejectedValueOnce(new ApiError(500, null));
    renderWithProviders(<UsersView />, { path: '/admin/users' });
    const alert = await screen.findByRole('alert');
    get.mockResolvedValueOnce(page([user(1)]));
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('link', { name: 'Person 1' })).toBeVisible();
  });

  it('is in Arabic on Arabic pages', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(page([user(1)], 1));
    renderWithProviders(<UsersView />, { path: '/admin/users' });
    expect(await screen.findByText('مستخدم واحد')).toBeVisible();
    expect(screen.getByRole('table', { name: 'المستخدمون' })).toBeVisible();
    expect(screen.getByText('الصفحة 1 من 1')).toBeVisible();
  });
});

describe('UserView', () => {
  beforeEach(async () => {
    get.mockReset();
    await setTestLanguage('en');
  });

  const detail = (extra: Partial<User> & { emailVerifiedAt?: string | null } = {}) => ({
    user: { updatedAt: '2026-04-05T09:00:00.000Z', emailVerifiedAt: null, ...user(4, extra), ...extra },
    saved: { favorites: 1234, bookmarks: 0 },
  });

  it('shows what admin/user/:id says of the user', async () => {
    get.mockResolvedValue(detail({ role: 'business', location: 'Doha', phoneNumber: null }));
    renderWithProviders(<UserView id="00000000-0000-4000-8000-000000000004" />);
    expect(await screen.findByRole('heading', { name: 'Person 4' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/user/00000000-0000-4000-8000-000000000004');
    const details = screen.getByTestId('user-details');
    expect(within(details).getByText('Business owner')).toBeVisible();
    expect(within(details).getByText('Doha')).toBeVisible();
    expect(within(details).getByText('Not set')).toBeVisible();
    expect(within(details).getByText('Not yet')).toBeVisible();
    expect(within(details).getByText('5 April 2026')).toBeVisible();
    expect(within(details).getByText('1,234')).toBeVisible();
    expect(within(details).getByText('0')).toBeVisible();
    expect(screen.getByRole('link', { name: 'This user’s history' }).getAttribute('href')).toBe(
      '/admin/activity?entityType=user&entityId=00000000-0000-4000-8000-000000000004',
    );
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/admin/users');
  });

  it('shows the saved-listing counts and dates in Arabic', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(detail({ emailVerifiedAt: '2026-03-04T10:00:00.000Z' }));
    renderWithProviders(<UserView id="00000000-0000-4000-8000-000000000004" />);
    const details = await screen.findByTestId('user-details');
    expect(within(details).getByText('المفضلة المحفوظة').nextElementSibling?.textContent).toBe('1,234');
    expect(within(details).getByText('تاريخ تأكيد البريد الإلكتروني').nextElementSibling?.textContent).toMatch(
      /^4 مارس 2026$/,
    );
  });

  it('says a user that does not exist does not, without a pointless retry', async () => {
    get.mockRejectedValue(new ApiError(404, { message: 'No such user', code: 'USER_NOT_FOUND' }));
    renderWithProviders(<UserView id="00000000-0000-4000-8000-000000000009" />);
    expect(await screen.findByText('This user does not exist.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
