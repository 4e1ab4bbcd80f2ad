import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({ ...(await actual<typeof import('platform/api')>()), api: { get } }));
vi.mock('react-router', async (actual) => ({
  ...(await actual<typeof import('react-router')>()),
  useParams: () => ({ token: currentToken }),
}));
let currentToken = '';

const { default: VerifyEmailPage } = await import('./verify-email-page.tsx');

describe('VerifyEmailPage', () => {
  it('says it is verifying, then that the email is verified, with a way to sign in', async () => {
    await setTestLanguage('en');
    currentToken = 'good-token';
    let answer: (value: { verified: boolean }) => void = () => {};
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<VerifyEmailPage />);
    expect(screen.getByText('Verifying your email...')).toBeVisible();
    answer({ verified: true });
    expect(await screen.findByText('Your email has been verified. You can now sign in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(get).toHaveBeenCalledWith('auth/verify-email/good-token');
  });

  it('shows the catalogue error in Arabic when the link is not valid', async () => {
    await setTestLanguage('ar');
    currentToken = 'bad-token';
    get.mockRejectedValueOnce(new Error('Invalid token.'));
    renderWithProviders(<VerifyEmailPage />);
    expect(screen.getByText('جارٍ التحقق من بريدك الإلكتروني...')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'حدث خطأ أثناء التحقق من بريدك الإلكتروني. يرجى المحاولة مرة أخرى.',
    );
  });
});
