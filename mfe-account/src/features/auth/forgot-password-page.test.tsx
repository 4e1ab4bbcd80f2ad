import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

const post = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { post } }));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

describe('forgot password', () => {
  beforeEach(() => post.mockReset());

  it('says a link went out only if the address has an account, and counts down the server’s cooldown', async () => {
    await setTestLanguage('en');
    post.mockResolvedValueOnce({ sent: true, retryAfterSeconds: 60 });
    renderWithProviders(<ForgotPasswordPage />);
    type('Email', 'someone@example.com');
    await submit('Send reset link');
    expect(post).toHaveBeenCalledWith('auth/forgot-password', { email: 'someone@example.com' });
    expect(
      screen.getByText(
        'If an account exists for someone@example.com, we sent a link to reset your password. Check your email.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('cooldown').textContent).toBe('Try again in 60 s');
    expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the same in Arabic', async () => {
    await setTestLanguage('ar');
    post.mockResolvedValueOnce({ sent: true, retryAfterSeconds: 60 });
    renderWithProviders(<ForgotPasswordPage />);
    type('البريد الإلكتروني', 'someone@example.com');
    await submit('إرسال رابط إعادة التعيين');
    expect(screen.getByText(/إذا كان هناك حساب مسجل بالبريد someone@example.com/)).toBeVisible();
    expect(screen.getByTestId('cooldown').textContent).toBe('حاول مرة أخرى بعد 60 ث');
  });
});
