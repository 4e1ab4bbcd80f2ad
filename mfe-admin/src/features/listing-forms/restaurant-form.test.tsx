import { act, fireEvent, screen, within } from '@testing-library/react';
import { adminRestaurant } from 'contracts/schemas/admin';
import { ApiError } from 'platform/api-client';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedRestaurant } from '../../testing/records.ts';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { RestaurantForm } from './restaurant-form.tsx';

const put = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { put, post },
}));
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('platform/toast', () => ({ notify }));

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: /^(Save changes|Add|احفظ التغييرات|أضف)$/ })));

describe('restaurant form', () => {
  beforeEach(async () => {
    put.mockReset();
    post.mockReset();
    notify.error.mockReset();
    notify.success.mockReset();
    await setTestLanguage('en');
  });

  it('the fixture is a valid stored restaurant', () => {
    expect(adminRestaurant.safeParse(storedRestaurant()).success).toBe(true);
  });

  it('saves an edit with PUT and the version it loaded, then toasts', async () => {
    const record = storedRestaurant();
    put.mockResolvedValue({ ...record, version: 3 });
    const { client } = renderWithProviders(<RestaurantForm record={record} />);
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Al Bandar Grill' } });
    await submit();
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['admin', 'listings', 'restaurant'], ['restaurants'], ['saved'], ['admin', 'activity']]),
    );
    expect(put).toHaveBeenCalledTimes(1);
    const [path, body] = put.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe(`admin/restaurant/${record._id}`);
    expect(body).toMatchObject({ version: 2, name: { en: 'Al Bandar Grill', ar: 'البندر' }, slug: 'al-bandar' });
    expect(body).not.toHaveProperty('_id');
    expect(notify.success).toHaveBeenCalledWith('Saved.');
  });

  it('Ctrl+S saves like the button', async () => {
    const record = storedRestaurant();
    put.mockResolvedValue({ ...record, version: 3 });
    renderWithProviders(<RestaurantForm record={record} />);
    await act(async () => fireEvent.keyDown(window, { key: 's', ctrlKey: true }));
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('sends one save at a time: Ctrl+S held down or pressed again while saving, and the button', async () => {
    const record = storedRestaurant();
    let answer: (value: unknown) => void = () => {};
    put.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<RestaurantForm record={record} />);
    await act(async () => {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
      fireEvent.keyDown(window, { key: 's', ctrlKey: true, repeat: true });
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
      fireEvent.submit(screen.getByRole('button', { name: 'Save changes' }).closest('form') as HTMLFormElement);
    });
    await act(async () => answer({ ...record, version: 3 }));
    expect(put).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Name (English)', 'This field is required'],
    ['ar', 'الاسم (بالإنجليزية)', 'هذا الحقل مطلوب'],
  ] as const)('shows the schema messages in the page language (%s) and sends nothing', async (lang, label, message) => {
    await setTestLanguage(lang);
    renderWithProviders(<RestaurantForm />);
    await submit();
    expect(post).not.toHaveBeenCalled();
    const input = screen.getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(message);
  });

  it('puts a field error of the api on the field it names', async () => {
    put.mockRejectedValue(
      new ApiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        errors: [{ field: 'slug', rule: 'validation.invalid', message: 'Invalid value' }],
      }),
    );
    renderWithProviders(<RestaurantForm record={storedRestaurant()} />);
    await submit();
    const slug = screen.getByLabelText('Slug');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(slug.getAttribute('aria-describedby')).toContain('-error');
    expect(notify.error).toHaveBeenCalledWith('Some fields need attention: see the messages beside them.');
  });

  it('on a version conflict shows what they changed; overwrite saves again with their version', async () => {
    const record = storedRestaurant();
    const theirs = { ...record, version: 5, name: { en: 'Bandar House', ar: 'بيت البندر' }, featured: true };
    put.mockRejectedValueOnce(
      new ApiError(409, { code: 'VERSION_CONFLICT', message: 'conflict', current: theirs } as never),
    );
    put.mockResolvedValueOnce({ ...record, version: 6 });
    renderWithProviders(<RestaurantForm record={record} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+974 5555 1111' } });
    await submit();
    const panel = screen.getByRole('alert', { name: /changed by someone else since you opened it/ });
    expect(within(panel).getByText('Name').parentElement?.textContent).toBe('Name was “Al Bandar”, now “Bandar House”');
    expect(within(panel).getByText('Featured').parentElement?.textContent).toBe('Featured was “No”, now “Yes”');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Save mine over theirs' })));
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]?.[1]).toMatchObject({ version: 5, phone: '+974 5555 1111', name: record.name });
    expect(screen.queryByRole('alert', { name: /changed by someone else/ })).toBeNull();
  });

  it('on a version conflict names what changed in Arabic: labels of codes, the Arabic text', async () => {
    await setTestLanguage('ar');
    const record = storedRestaurant();
    const theirs = {
      ...record,
      version: 5,
      status: 'draft',
      area: 'lusail',
      name: { en: 'Bandar House', ar: 'بيت البندر' },
    };
    put.mockRejectedValueOnce(
      new ApiError(409, { code: 'VERSION_CONFLICT', message: 'conflict', current: theirs } as never),
    );
    renderWithProviders(<RestaurantForm record={record} />);
    await submit();
    const panel = screen.getByRole('alert', { name: /غيّر شخص آخر/ });
    expect(within(panel).getByText('الحالة').parentElement?.textContent).toContain('«منشور»');
    expect(within(panel).getByText('الحالة').parentElement?.textContent).toContain('«مسودة»');
    expect(within(panel).getByText('المنطقة').parentElement?.textContent).toContain('لوسيل');
    expect(panel.textContent).toContain('بيت البندر');
    expect(panel.textContent).not.toContain('Bandar House');
  });

  it('says when the listing is in the trash and restores it; the next save sends the new version', async () => {
    const record = { ...storedRestaurant(), deletedAt: '2026-11-20T10:00:00.000Z' };
    post.mockResolvedValueOnce({ ...record, version: 3, deletedAt: null });
    put.mockResolvedValueOnce({ ...record, version: 4, deletedAt: null });
    renderWithProviders(<RestaurantForm record={record} />);
    const banner = screen.getByText(/This listing is in the trash/).parentElement as HTMLElement;
    expect(banner.getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+974 5555 2222' } });
    await act(async () => fireEvent.click(within(banner).getByRole('button', { name: 'Restore' })));
    expect(post).toHaveBeenCalledWith(`admin/restaurant/${record._id}/restore`);
    expect(screen.queryByText(/This listing is in the trash/)).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Restored.');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+974 5555 2222');
    await submit();
    expect(put.mock.calls[0]?.[1]).toMatchObject({ version: 3, phone: '+974 5555 2222' });
  });

  it('on a version conflict, loading theirs replaces the form with their record', async () => {
    const record = storedRestaurant();
    const theirs = { ...record, version: 5, name: { en: 'Bandar House', ar: 'بيت البندر' } };
    put.mockRejectedValueOnce(
      new ApiError(409, { code: 'VERSION_CONFLICT', message: 'conflict', current: theirs } as never),
    );
    put.mockResolvedValueOnce({ ...theirs, version: 6 });
    renderWithProviders(<RestaurantForm record={record} />);
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Mine' } });
    await submit();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load their version (discard mine)' })));
    expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Bandar House');
    await submit();
    expect(put.mock.calls[1]?.[1]).toMatchObject({ version: 5, name: theirs.name });
  });

  it('asks before following a link away from unsaved changes', async () => {
    renderWithProviders(
      <>
        <Link to="/admin/dashboard">Dashboard</Link>
        <RestaurantForm record={storedRestaurant()} />
      </>,
      { path: '/admin/restaurants/edit-restaurant/1' },
    );
    // Clean: the link is followed at once.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Changed' } });
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' })));
    expect(currentLocation.pathname).toBe('/admin/restaurants/edit-restaurant/1');
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' })));
    expect(currentLocation.pathname).toBe('/admin/restaurants/edit-restaurant/1');

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' })));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
          name: 'Leave and discard changes',
        }),
      ),
    );
    expect(currentLocation.pathname).toBe('/admin/dashboard');
  });

  it('edits special hours: a named date range with its own week, checked by the schema', async () => {
    const record = storedRestaurant();
    put.mockResolvedValue({ ...record, version: 3 });
    renderWithProviders(<RestaurantForm record={record} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add special hours' })));
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Name of special hours 1 (English)', 'Ramadan hours');
    fill('Name of special hours 1 (Arabic)', 'ساعات رمضان');
    fill('Special hours 1: from', '2027-02-08');
    fill('Special hours 1: to', '2027-02-01');
    const ramadan = screen.getByRole('group', { name: 'Hours of special hours 1' });
    await act(async () => fireEvent.click(within(ramadan).getByLabelText('Closed on Monday')));
    fireEvent.change(within(ramadan).getByLabelText('Monday, range 1: opens'), { target: { value: '20:00' } });
    fireEvent.change(within(ramadan).getByLabelText('Monday, range 1: closes'), { target: { value: '02:00' } });
    await submit();
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByText('The end date must be on or after the start date')).toBeVisible();
    fill('Special hours 1: to', '2027-03-09');
    await submit();
    expect(put.mock.calls[0]?.[1]).toMatchObject({
      specialHours: [
        {
          name: { en: 'Ramadan hours', ar: 'ساعات رمضان' },
          from: '2027-02-08',
          to: '2027-03-09',
          hours: { mon: [{ open: '20:00', close: '02:00' }], tue: [] },
        },
      ],
    });
  });

  it('asks before Back leaves unsaved changes, keeping the form’s entry in the history', async () => {
    renderWithProviders(<RestaurantForm record={storedRestaurant()} />);
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Changed' } });
    const pushState = vi.spyOn(window.history, 'pushState');
    const routerSaw = vi.fn();
    window.addEventListener('popstate', routerSaw);
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate', { state: null })));
    window.removeEventListener('popstate', routerSaw);
    expect(routerSaw).not.toHaveBeenCalled();
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leave and discard changes' })));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('is no longer dirty once an edit is undone, even with empty number fields', async () => {
    const { coordinates: _none, ...record } = storedRestaurant();
    renderWithProviders(<RestaurantForm record={record} />);
    const name = screen.getByLabelText('Name (English)');
    fireEvent.change(name, { target: { value: 'Changed' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    await act(async () => fireEvent.change(name, { target: { value: 'Al Bandar' } }));
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});
