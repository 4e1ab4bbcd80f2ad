import { act, fireEvent, screen, within } from '@testing-library/react';
import type { User } from 'contracts/schemas/user';
import { ApiError } from 'platform/api-client';
import { modalAtom, overlayView } from 'platform/overlays';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { DELETE_USER_VIEW, EDIT_USER_VIEW, UserActions } from './user-actions.tsx';

const put = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { put, delete: del },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const user: User = {
  _id: '00000000-0000-4000-8000-000000000007',
  fullName: 'Mona Saleh',
  email: 'mona@example.com',
  role: 'user',
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A registered modal view, rendered as the shell's modal host renders it. */
function renderView(name: string, close = vi.fn()) {
  const View = overlayView('modal', name);
  if (!View) throw new Error(`${name} is not registered`);
  renderWithProviders(<View user={user} close={close} />, { path: `/user/${user._id}` });
  return close;
}

describe('user actions', () => {
  beforeEach(async () => {
    put.mockReset();
    del.mockReset();
    await setTestLanguage('en');
  });

  it('opens the shell’s modal with the user, for a role change or a deletion', async () => {
    const { store } = renderWithProviders(<UserActions user={user} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change role' })));
    expect(store.get(modalAtom)).toMatchObject({ open: true, view: EDIT_USER_VIEW, props: { user } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete user' })));
    expect(store.get(modalAtom)).toMatchObject({ open: true, view: DELETE_USER_VIEW, props: { user } });
  });

  it('saves a new role through PUT admin/user/:id and closes', async () => {
    put.mockResolvedValue({ user: { ...user, role: 'business' } });
    const close = renderView(EDIT_USER_VIEW);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'business' } });
    await act(async () => fireEvent.click(save));
    expect(put).toHaveBeenCalledWith(`admin/user/${user._id}`, { role: 'business' });
    expect(close).toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays open', async () => {
    put.mockRejectedValue(
      new ApiError(409, { code: 'LAST_ADMIN', message: 'The last administrator cannot be removed.' }),
    );
    const close = renderView(EDIT_USER_VIEW);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect((await screen.findByRole('alert')).textContent).toBe('The last administrator cannot be removed.');
    expect(close).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation naming the user, then goes back to the list', async () => {
    del.mockResolvedValue({ deleted: true });
    const close = renderView(DELETE_USER_VIEW);
    const dialog = screen.getByRole('region', { name: 'Delete Mona Saleh?' });
    expect(within(dialog).getByText(/mona@example\.com/)).toBeVisible();
    expect(del).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Mona Saleh' })));
    expect(del).toHaveBeenCalledWith(`admin/user/${user._id}`);
    expect(close).toHaveBeenCalled();
    expect(currentLocation.pathname).toBe('/admin/users');
  });
});
