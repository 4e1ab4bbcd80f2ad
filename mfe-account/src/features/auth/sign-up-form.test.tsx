import { act, fireEvent, screen } from '@testing-library/react';
import { api } from 'platform/api';
import { dismissPendingIntent, readPendingIntent, recordPendingIntent } from 'platform/pending-intent';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, submit, type } from '../../testing/form-helpers.ts';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** The group's message (role): the fieldset is described by it. */
function groupError(legend: string) {
  const group = screen.getByRole('group', { name: legend });
  const id = group.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

describe('SignUpForm validation', () => {
  it('shows every rule of spec §5 under its field in English', async () => {
    await setTestLanguage('en');
    renderWithProviders(<SignUpForm />);
    await submit('Sign Up');
    expect(errorOf('Full name')).toBe('Name is required');
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf(/^Password$/)).toBe('Password is required');
    expect(groupError('I am signing up as')).toBe('Please select a role.');
    expect(errorOf(/I agree to the/)).toBe('You must agree to the terms and privacy policy');

    type('Full name', 'A'.repeat(31));
    type('Email', 'someone@');
    type(/^Password$/, '12345678');
    await submit('Sign Up');
    expect(errorOf('Full name')).toBe('Name must be at most 30 characters');
    expect(errorOf('Email')).toBe('Invalid email address');
    expect(errorOf(/^Password$/)).toBe('Password must contain at least one letter');

    type(/^Password$/, 'abcdefgh');
    await submit('Sign Up');
    expect(errorOf(/^Password$/)).toBe('Password must contain at least one number');

    type(/^Password$/, 'abcdefg1');
    type('Confirm password', 'abcdefg2');
    await submit('Sign Up');
    expect(errorOf(/^Password$/)).toBe('Password must contain at least one special character');

    // With every other field valid, the match is still checked on submit.
    type('Full name', 'Mariam');
    type('Email', 'mariam@example.com');
    type(/^Password$/, 'abcdef1!');
    type('Confirm password', 'abcdef1?');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'User' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox')));
    await submit('Sign Up');
    expect(errorOf(/^Password$/)).toBeNull();
    expect(errorOf('Confirm password')).toBe('Passwords do not match');
  });

  it('shows the messages in Arabic and clears the role message once a role is picked', async () => {
    await setTestLanguage('ar');
    renderWithProviders(<SignUpForm />);
    await submit('إنشاء حساب');
    expect(errorOf('الاسم الكامل')).toBe('الاسم مطلوب');
    expect(errorOf('البريد الإلكتروني')).toBe('البريد الإلكتروني مطلوب');
    expect(errorOf(/^كلمة المرور$/)).toBe('كلمة المرور مطلوبة');
    expect(groupError('أسجّل بصفتي')).toBe('يرجى اختيار الدور.');
    expect(errorOf(/أوافق على/)).toBe('يجب الموافقة على الشروط وسياسة الخصوصية');

    type('الاسم الكامل', 'مريم');
    type('البريد الإلكتروني', 'mariam@example.com');
    type(/^كلمة المرور$/, 'abcdef1!');
    type('تأكيد كلمة المرور', 'abcdef1?');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'مستخدم' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox')));
    await submit('إنشاء حساب');
    expect(errorOf('تأكيد كلمة المرور')).toBe('كلمتا المرور غير متطابقتين');
    expect(screen.queryByText('يرجى اختيار الدور.')).toBeNull();
  });

  it.each([
    ['en', /^Password$/, 'Confirm password', 'Passwords do not match'],
    ['ar', /^كلمة المرور$/, 'تأكيد كلمة المرور', 'كلمتا المرور غير متطابقتين'],
  ] as const)(
    '(%s) says the passwords differ when the confirmation is left, the rest still empty',
    async (lang, password, confirm, message) => {
      await setTestLanguage(lang);
      renderWithProviders(<SignUpForm />);
      type(password, 'Doha#2026');
      type(confirm, 'Doha#2027');
      expect(errorOf(confirm)).toBeNull();
      await act(async () => fireEvent.blur(screen.getByLabelText(confirm)));
      expect(errorOf(confirm)).toBe(message);
      // Nothing is said of the fields not yet visited.
      expect(errorOf(lang === 'en' ? 'Full name' : 'الاسم الكامل')).toBeNull();

      type(confirm, 'Doha#2026');
      await act(async () => fireEvent.blur(screen.getByLabelText(confirm)));
      expect(errorOf(confirm)).toBeNull();
    },
  );

  it('says nothing when an empty confirmation is passed through', async () => {
    await setTestLanguage('en');
    renderWithProviders(<SignUpForm />);
    await act(async () => fireEvent.blur(screen.getByLabelText('Confirm password')));
    expect(errorOf('Confirm password')).toBeNull();
  });
});

describe('SignUpForm and what the visitor asked for before signing up', () => {
  it('keeps it past the closing of the modal: it waits for the first sign-in after verification', async () => {
    await setTestLanguage('en');
    const post = vi.spyOn(api, 'post').mockResolvedValue({});
    const favorite = { kind: 'favorite', itemType: 'shop', itemId: 's-1' } as const;
    recordPendingIntent(favorite);
    renderWithProviders(<SignUpForm />);
    type('Full name', 'Mariam');
    type('Email', 'mariam@example.com');
    type(/^Password$/, 'abcdef1!');
    type('Confirm password', 'abcdef1!');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'User' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox')));
    await submit('Sign Up');
    expect(await screen.findByText('Check your email')).toBeVisible();
    expect(post).toHaveBeenCalledWith('auth/register', expect.anything());

    dismissPendingIntent();
    expect(readPendingIntent()).toEqual(favorite);
    post.mockRestore();
    localStorage.clear();
  });
});
