import { screen } from '@testing-library/react';
import type { User } from 'contracts/schemas/user';
import { describe, expect, it } from 'vitest';
import { errorOf, submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { changedFields } from './changed-fields.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const user: User = {
  _id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Mariam Al-Thani',
  email: 'mariam@example.com',
  role: 'user',
  location: 'Doha',
  phoneNumber: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('ProfileForm', () => {
  it('judges only the filled fields, in English', async () => {
    await setTestLanguage('en');
    renderWithProviders(<ProfileForm user={user} />);
    expect(screen.getByText('Fill only the fields you want to update')).toBeVisible();
    await submit('Save changes');
    expect(errorOf('Full name')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Change at least one field to update your profile.');

    type('Full name', 'M');
    type('Phone number', '12ab');
    type('Location', 'x'.repeat(201));
    await submit('Save changes');
    expect(errorOf('Full name')).toBe('Name must be at least 2 characters');
    expect(errorOf('Phone number')).toBe('Phone number must contain digits only');
    expect(errorOf('Location')).toBe('Location is too long: at most 200 characters');

    type('Full name', 'x'.repeat(31));
    type('Phone number', '123');
    await submit('Save changes');
    expect(errorOf('Full name')).toBe('Name must be at most 30 characters');
    expect(errorOf('Phone number')).toBe('Phone number must be at least 7 digits');
    type('Phone number', '1'.repeat(16));
    await submit('Save changes');
    expect(errorOf('Phone number')).toBe('Phone number must be at most 15 digits');
  });

  it('shows the messages in Arabic', async () => {
    await setTestLanguage('ar');
    renderWithProviders(<ProfileForm user={user} />);
    expect(screen.getByText('املأ فقط الحقول التي تريد تحديثها')).toBeVisible();
    type('الاسم الكامل', 'م');
    type('رقم الهاتف', '12ab');
    await submit('حفظ التغييرات');
    expect(errorOf('الاسم الكامل')).toBe('يجب ألا يقل الاسم عن حرفين');
    expect(errorOf('رقم الهاتف')).toBe('يجب أن يحتوي رقم الهاتف على أرقام فقط');
  });

  it('sends only the fields that changed', () => {
    expect(changedFields({ fullName: ' Mariam Al-Thani ', location: '', phoneNumber: '55123456' }, user)).toEqual({
      phoneNumber: '55123456',
    });
    expect(changedFields({ fullName: 'Mariam', location: 'Doha' }, user)).toEqual({ fullName: 'Mariam' });
  });
});

describe('PasswordForm', () => {
  it('checks current, new and confirm password in English', async () => {
    await setTestLanguage('en');
    renderWithProviders(<PasswordForm />);
    await submit('Change password');
    expect(errorOf('Current password')).toBe('Password is required');
    expect(errorOf(/^New password$/)).toBe('Password is required');
    type(/^New password$/, 'short1!');
    await submit('Change password');
    expect(errorOf(/^New password$/)).toBe('Password must be at least 8 characters');
    type('Current password', 'old-pass1!');
    type(/^New password$/, 'newpass1!');
    type('Confirm new password', 'newpass2!');
    await submit('Change password');
    expect(errorOf('Confirm new password')).toBe('Passwords do not match');
  });

  it('checks them in Arabic', async () => {
    await setTestLanguage('ar');
    renderWithProviders(<PasswordForm />);
    type(/^كلمة المرور الجديدة$/, 'abcdefgh');
    await submit('تغيير كلمة المرور');
    expect(errorOf('كلمة المرور الحالية')).toBe('كلمة المرور مطلوبة');
    expect(errorOf(/^كلمة المرور الجديدة$/)).toBe('يجب أن تحتوي كلمة المرور على رقم واحد على الأقل');
  });
});
