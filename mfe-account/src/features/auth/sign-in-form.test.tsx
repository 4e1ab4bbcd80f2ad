import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { SignInForm } from './sign-in-form.tsx';

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
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeTruthy();
  });
});
