import { describe, expect, it, vi } from 'vitest';
import { errorOf, submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { EmailRequestForm } from './email-request-form.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

describe('one-time code and password reset forms', () => {
  it('validates the email request and the code in English', async () => {
    await setTestLanguage('en');
    const onSubmit = vi.fn();
    const { unmount } = renderWithProviders(
      <EmailRequestForm submitLabel="Send code" pending={false} onSubmit={onSubmit} />,
    );
    await submit('Send code');
    expect(errorOf('Email')).toBe('Email is required');
    type('Email', 'Someone@Example.com ');
    await submit('Send code');
    expect(onSubmit).toHaveBeenCalledWith('someone@example.com');
    unmount();

    renderWithProviders(<OtpCodeForm email="someone@example.com" pending={false} onSubmit={onSubmit} />);
    type('One-time code', '12ab');
    await submit('Verify and sign in');
    expect(errorOf('One-time code')).toBe('Enter the 6-digit code');
  });

  it('validates the code and the new password in Arabic', async () => {
    await setTestLanguage('ar');
    const { unmount } = renderWithProviders(
      <OtpCodeForm email="someone@example.com" pending={false} onSubmit={vi.fn()} />,
    );
    await submit('تحقق وسجّل الدخول');
    expect(errorOf('رمز التحقق لمرة واحدة')).toBe('أدخل الرمز المكون من 6 أرقام');
    unmount();

    renderWithProviders(<ResetPasswordForm pending={false} onSubmit={vi.fn()} />);
    type('كلمة المرور الجديدة', 'abc');
    await submit('إعادة تعيين كلمة المرور');
    expect(errorOf('كلمة المرور الجديدة')).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
    type('كلمة المرور الجديدة', 'abcdef1!');
    type('تأكيد كلمة المرور الجديدة', 'different1!');
    await submit('إعادة تعيين كلمة المرور');
    expect(errorOf('تأكيد كلمة المرور الجديدة')).toBe('كلمتا المرور غير متطابقتين');
  });

  it('says the passwords do not match in English', async () => {
    await setTestLanguage('en');
    const onSubmit = vi.fn();
    renderWithProviders(<ResetPasswordForm pending={false} onSubmit={onSubmit} />);
    type('New password', 'abcdef1!');
    type('Confirm new password', 'abcdef1?');
    await submit('Reset password');
    expect(errorOf('Confirm new password')).toBe('Passwords do not match');
    type('Confirm new password', 'abcdef1!');
    await submit('Reset password');
    expect(onSubmit).toHaveBeenCalledWith({ password: 'abcdef1!', confirmPassword: 'abcdef1!' }, expect.anything());
  });
});
