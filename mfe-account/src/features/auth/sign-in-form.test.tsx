import { act, screen } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf, submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { SignInForm } from './sign-in-form.tsx';

const post = vi.hoisted(() => vi.fn());
const notifyError = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { post } }));
vi.mock('platform/toast', () => ({ notify: { error: notifyError, success: vi.fn() } }));

describe('the one-time-code link', () => {
  const href = () => screen.getByRole('link', { name: 'Sign in with a one-time code' }).getAttribute('href');

  it('comes back to the page behind the modal, where the visitor asked to sign in', async () => {
    await setTestLanguage('en');
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />, { path: '/restaurant/saffron/42?lang=en' });
    expect(href()).toBe(`/sign-in-otp?returnTo=${encodeURIComponent('/restaurant/saffron/42?lang=en')}`);
  });

  it("on the sign-in page, passes the page's own way back on (and none to another site)", async () => {
    await setTestLanguage('en');
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />, { path: '/sign-in?returnTo=%2Fsaved-listings' });
    expect(href()).toBe(`/sign-in-otp?returnTo=${encodeURIComponent('/saved-listings')}`);
  });

  it('has no way back to give from the home page or a foreign one', async () => {
    await setTestLanguage('en');
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />, { path: '/sign-in?returnTo=%2F%2Fevil.example' });
    expect(href()).toBe('/sign-in-otp');
  });
});

describe('SignInForm validation', () => {
  it('shows the English messages under each field, linked with aria-describedby', async () => {
    await setTestLanguage('en');
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await submit('Sign In');
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    type('Email', 'not-an-email');
    await submit('Sign In');
    expect(errorOf('Email')).toBe('Invalid email address');
  });

  it('shows the Arabic messages', async () => {
    await setTestLanguage('ar');
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await submit('تسجيل الدخول');
    expect(errorOf('البريد الإلكتروني')).toBe('البريد الإلكتروني مطلوب');
    expect(errorOf('كلمة المرور')).toBe('كلمة المرور مطلوبة');
    type('البريد الإلكتروني', 'x@');
    await submit('تسجيل الدخول');
    expect(errorOf('البريد الإلكتروني')).toBe('عنوان البريد الإلكتروني غير صالح');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
  });

  describe('when the api pauses sign-in for this email after repeated wrong passwords', () => {
    beforeEach(() => {
      post.mockReset();
      notifyError.mockReset();
    });
    const paused = () => new ApiError(429, { code: 'SIGN_IN_PAUSED', message: '…', retryAfterSeconds: 4 } as never);

    it('counts down the seconds, with the button disabled, and points to the one-time code, in English', async () => {
      await setTestLanguage('en');
      post.mockRejectedValueOnce(paused());
      renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
      type('Email', 'someone@example.com');
      type('Password', 'Wrong#2026');
      await submit('Sign In');
      await act(async () => {});
      expect(post).toHaveBeenCalledWith('auth/login', { email: 'someone@example.com', password: 'Wrong#2026' });
      expect(screen.getByTestId('cooldown').textContent).toBe('Try again in 4 s');
      expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
      expect(notifyError).toHaveBeenCalledWith(
        'Too many wrong passwords for this email. Please wait a few seconds and try again, or sign in with a one-time code.',
        expect.anything(),
      );
      expect(screen.getByRole('link', { name: 'Sign in with a one-time code' })).toBeVisible();
    });

    it('says the same in Arabic', async () => {
      await setTestLanguage('ar');
      post.mockRejectedValueOnce(paused());
      renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
      type('البريد الإلكتروني', 'someone@example.com');
      type('كلمة المرور', 'Wrong#2026');
      await submit('تسجيل الدخول');
      await act(async () => {});
      expect(screen.getByTestId('cooldown').textContent).toBe('حاول مرة أخرى بعد 4 ث');
      expect(notifyError).toHaveBeenCalledWith(
        'محاولات كثيرة بكلمة مرور خاطئة لهذا البريد الإلكتروني. يرجى الانتظار بضع ثوانٍ ثم المحاولة مرة أخرى، أو تسجيل الدخول برمز لمرة واحدة.',
        expect.anything(),
      );
    });
  });
});
