import { describe, expect, it } from 'vitest';
import { validationMessage, validationMessages } from '../validation-messages.ts';
import { contactBody } from './contact.ts';
import { registerBody, updateProfileBody } from './user.ts';

const valid = {
  fullName: 'Mariam',
  email: 'Mariam@Example.qa',
  password: 'Doha#2026',
  confirmPassword: 'Doha#2026',
  role: 'user',
  agreeToTerms: true,
};

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('sign-up rules of spec §5', () => {
  it('accepts a valid sign-up and lowercases the email', () => {
    const parsed = registerBody.parse(valid);
    expect(parsed.email).toBe('mariam@example.qa');
  });

  it.each([
    ['password', 'short1!', 'validation.passwordMin'],
    ['password', '12345678!', 'validation.passwordLetter'],
    ['password', 'abcdefgh!', 'validation.passwordNumber'],
    ['password', 'abcdefg12', 'validation.passwordSpecial'],
    ['email', '', 'validation.emailRequired'],
    ['email', 'not-an-email', 'validation.emailInvalid'],
    ['fullName', 'M', 'validation.nameMin'],
    ['fullName', 'M'.repeat(31), 'validation.profileNameMax'],
    ['role', 'admin', 'validation.roleRequired'],
    ['agreeToTerms', false, 'validation.termsRequired'],
    ['phoneNumber', '12345', 'validation.phoneMin'],
    ['phoneNumber', '1234567890123456', 'validation.phoneMax'],
    ['phoneNumber', '+974 5555', 'validation.phoneDigits'],
    ['location', 'x'.repeat(201), 'validation.locationTooLong'],
  ])('%s = %j gives %s', (field, value, key) => {
    const result = registerBody.safeParse({
      ...valid,
      [field]: value,
      ...(field === 'password' ? { confirmPassword: value } : {}),
    });
    expect(issuesOf(result)[field]).toBe(key);
  });

  it('says the passwords do not match on confirmPassword', () => {
    const result = registerBody.safeParse({ ...valid, confirmPassword: 'Other#2026' });
    expect(issuesOf(result).confirmPassword).toBe('validation.passwordsDoNotMatch');
  });

  it('needs a role', () => {
    const { role: _role, ...withoutRole } = valid;
    expect(issuesOf(registerBody.safeParse(withoutRole)).role).toBe('validation.roleRequired');
    expect(validationMessage('validation.roleRequired', 'en')).toBe('Please select a role.');
  });

  it('updates only the profile fields sent, but at least one', () => {
    expect(updateProfileBody.safeParse({ location: 'Lusail' }).success).toBe(true);
    expect(updateProfileBody.safeParse({}).success).toBe(false);
  });
});

describe('contact form rules', () => {
  const message = {
    name: 'Ali',
    email: 'ali@example.qa',
    phoneNumber: '97455123456',
    subject: 'Hello',
    message: 'I would like to list my café.',
  };
  it('bounds subject to 5–50 and message to 10–1000 characters', () => {
    expect(contactBody.safeParse(message).success).toBe(true);
    expect(issuesOf(contactBody.safeParse({ ...message, subject: 'Hi' })).subject).toBe('validation.subjectLength');
    expect(issuesOf(contactBody.safeParse({ ...message, subject: 'x'.repeat(51) })).subject).toBe(
      'validation.subjectLength',
    );
    expect(issuesOf(contactBody.safeParse({ ...message, message: 'short' })).message).toBe('validation.messageLength');
    expect(issuesOf(contactBody.safeParse({ ...message, message: 'x'.repeat(1001) })).message).toBe(
      'validation.messageLength',
    );
  });
});

describe('validation messages', () => {
  it('exist in English and Arabic for every key', () => {
    for (const [key, message] of Object.entries(validationMessages)) {
      expect(message.en, key).not.toBe('');
      expect(message.ar, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
