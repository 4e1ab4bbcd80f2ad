import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adInput } from './ad.ts';
import { blogInput } from './blog.ts';
import { contactBody } from './contact.ts';
import { restaurantInput } from './restaurant.ts';
import { shopInput } from './shop.ts';
import { registerBody, resetPasswordBody, updatePasswordBody, updateProfileBody } from './user.ts';

/** Every message a schema gives one field of `input` (the other fields may fail too: only this one is read). */
function messagesAt(schema: z.ZodType, input: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

describe('an empty required field says it is required, and nothing else', () => {
  it.each([
    ['sign-up', 'fullName', registerBody, 'validation.nameRequired'],
    ['sign-up', 'email', registerBody, 'validation.emailRequired'],
    ['sign-up', 'password', registerBody, 'validation.passwordRequired'],
    ['sign-up', 'confirmPassword', registerBody, 'validation.passwordRequired'],
    ['sign-up', 'phoneNumber', registerBody, 'validation.phoneRequired'],
    ['sign-up', 'location', registerBody, 'validation.locationRequired'],
    ['profile', 'phoneNumber', updateProfileBody, 'validation.phoneRequired'],
    ['profile', 'fullName', updateProfileBody, 'validation.nameRequired'],
    ['new password', 'password', updatePasswordBody, 'validation.passwordRequired'],
    ['reset password', 'confirmPassword', resetPasswordBody, 'validation.passwordRequired'],
    ['contact', 'name', contactBody, 'validation.nameRequired'],
    ['contact', 'phoneNumber', contactBody, 'validation.phoneRequired'],
    ['contact', 'subject', contactBody, 'validation.subjectRequired'],
    ['contact', 'message', contactBody, 'validation.messageRequired'],
    ['restaurant', 'phone', restaurantInput, 'validation.phoneRequired'],
    ['restaurant', 'slug', restaurantInput, 'validation.required'],
    ['restaurant', 'memberSince', restaurantInput, 'validation.required'],
    ['gift shop', 'phone', shopInput, 'validation.phoneRequired'],
    ['blog', 'slug', blogInput, 'validation.required'],
    ['ad', 'targetUrl', adInput, 'validation.required'],
    ['ad', 'activeFrom', adInput, 'validation.required'],
  ])('%s: %s', (_form, field, schema, key) => {
    expect(messagesAt(schema, { [field]: '' }, field)).toEqual([key]);
  });

  it('also for a value of only spaces', () => {
    expect(messagesAt(contactBody, { phoneNumber: '   ' }, 'phoneNumber')).toEqual(['validation.phoneRequired']);
  });

  it('keeps the format rules for a value that is there', () => {
    expect(messagesAt(contactBody, { phoneNumber: 'abc' }, 'phoneNumber')).toContain('validation.phoneDigits');
    expect(messagesAt(restaurantInput, { memberSince: '2026-02-30' }, 'memberSince')).toEqual([
      'validation.invalidDate',
    ]);
    expect(messagesAt(restaurantInput, { memberSince: '1850-01-01' }, 'memberSince')).toEqual([
      'validation.dateOutOfRange',
    ]);
  });
});

describe('passwords that differ', () => {
  it('are said to differ while other fields are still empty or wrong', () => {
    const input = { fullName: '', email: 'nope', password: 'Doha#2026', confirmPassword: 'Doha#2027' };
    expect(messagesAt(registerBody, input, 'confirmPassword')).toEqual(['validation.passwordsDoNotMatch']);
    expect(messagesAt(updatePasswordBody, { ...input, currentPassword: '' }, 'confirmPassword')).toEqual([
      'validation.passwordsDoNotMatch',
    ]);
  });

  it('are not judged before both are typed', () => {
    expect(messagesAt(registerBody, { password: '', confirmPassword: 'Doha#2026' }, 'confirmPassword')).toEqual([]);
    expect(messagesAt(registerBody, { password: 'Doha#2026', confirmPassword: '' }, 'confirmPassword')).toEqual([
      'validation.passwordRequired',
    ]);
  });
});
