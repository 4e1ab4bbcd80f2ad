import { act, screen } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import SignInOtpPage from './sign-in-otp-page.tsx';

const post = vi.hoisted(() => vi.fn());
const notifyError = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { post } }));
vi.mock('platform/toast', () => ({ notify: { error: notifyError, success: vi.fn() } }));

describe('one-time-code sign-in', () => {
  beforeEach(() => {
    post.mockReset();
    notifyError.mockReset();
  });

  it('counts down the server’s cooldown with resend disabled, and toasts a wrong code', async () => {
    await setTestLanguage('en');
    post.mockResolvedValueOnce({ sent: true, retryAfterSeconds: 60 });
    renderWithProviders(<SignInOtpPage />);
    type('Email', 'someone@example.com');
    await submit('Send code');
    expect(post).toHaveBeenCalledWith('auth/send-login-otp', { email: 'someone@example.com' });
    expect(screen.getByTestId('cooldown').textContent).toBe('Try again in 60 s');
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(true);

    post.mockRejectedValueOnce(new ApiError(400, { code: 'INVALID_OTP', message: 'Invalid OTP. Please try again.' }));
    type('One-time code', '000000');
    await submit('Verify and sign in');
    await act(async () => {});
    expect(notifyError).toHaveBeenCalledWith('Invalid OTP. Please try again.', expect.anything());
  });

  it('says a code went out only if the address has an account, as the answer is the same either way', async () => {
    await setTestLanguage('en');
    post.mockResolvedValueOnce({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 600 });
    renderWithProviders(<SignInOtpPage />);
    type('Email', 'someone@example.com');
    await submit('Send code');
    expect(
      screen.getByText(
        'If an account exists for someone@example.com, we sent it a 6-digit code. It is valid for 10 minutes.',
      ),
    ).toBeVisible();
  });

  it('starts the countdown from a rate-limit answer, in Arabic, and stays on the email step (no code went out)', async () => {
    await setTestLanguage('ar');
    post.mockRejectedValueOnce(
      new ApiError(429, { code: 'RATE_LIMITED', message: '…', retryAfterSeconds: 42 } as never),
    );
    renderWithProviders(<SignInOtpPage />);
    type('البريد الإلكتروني', 'someone@example.com');
    await submit('إرسال الرمز');
    expect(screen.getByTestId('cooldown').textContent).toBe('حاول مرة أخرى بعد 42 ث');
    expect(notifyError).toHaveBeenCalledWith('محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.', expect.anything());
    expect(screen.queryByLabelText('رمز التحقق لمرة واحدة')).toBeNull();
    expect((screen.getByRole('button', { name: 'إرسال الرمز' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
