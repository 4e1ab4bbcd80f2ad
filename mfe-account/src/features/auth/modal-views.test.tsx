import { act, fireEvent, screen } from '@testing-library/react';
import { modalAtom, overlayView } from 'platform/overlays';
import { sessionAtom } from 'platform/session';
import { describe, expect, it, vi } from 'vitest';
import { submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';

const post = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { post } }));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

await import('./modal-views.tsx');

const user = {
  _id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Mariam',
  email: 'mariam@example.com',
  role: 'user',
  location: null,
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('modal views', () => {
  it('registers sign-in and sign-up when imported', () => {
    expect(overlayView('modal', 'sign-in')).toBeDefined();
    expect(overlayView('modal', 'sign-up')).toBeDefined();
  });

  it('signs in inside the modal, closes it and switches to sign-up on request', async () => {
    await setTestLanguage('en');
    const SignIn = overlayView('modal', 'sign-in');
    if (!SignIn) throw new Error('sign-in view missing');
    const close = vi.fn();
    const { store } = renderWithProviders(<SignIn close={close} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
    expect(store.get(modalAtom)).toMatchObject({ open: true, view: 'sign-up' });

    post.mockResolvedValueOnce({ user });
    type('Email', 'mariam@example.com');
    type('Password', 'secret-1!');
    await submit('Sign In');
    expect(post).toHaveBeenCalledWith('auth/login', { email: 'mariam@example.com', password: 'secret-1!' });
    expect(store.get(sessionAtom)).toMatchObject({ isAuthenticated: true, user: { fullName: 'Mariam' } });
    expect(close).toHaveBeenCalled();
  });
});
