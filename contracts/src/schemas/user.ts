import { z } from 'zod';
import { roles, selfServiceRoles } from '../enums.ts';
import { idSchema, pageSchema, requiredText, singleLineText } from './common.ts';

const PHONE_DIGITS = /^\d+$/;

export const emailSchema = singleLineText({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = requiredText(
  singleLineText({ error: 'validation.passwordRequired' }),
  z
    .string()
    .min(8, { error: 'validation.passwordMin' })
    .max(128, { error: 'validation.tooLong' })
    .regex(/\p{L}/u, { error: 'validation.passwordLetter' })
    .regex(/\d/, { error: 'validation.passwordNumber' })
    .regex(/[^\p{L}\d\s]/u, { error: 'validation.passwordSpecial' }),
  'validation.passwordRequired',
);

export const fullNameSchema = requiredText(
  singleLineText({ error: 'validation.nameRequired' }).trim(),
  z.string().min(2, { error: 'validation.nameMin' }).max(30, { error: 'validation.profileNameMax' }),
  'validation.nameRequired',
);

export const phoneSchema = requiredText(
  singleLineText({ error: 'validation.phoneRequired' }).trim(),
  z
    .string()
    .regex(PHONE_DIGITS, { error: 'validation.phoneDigits' })
    .min(7, { error: 'validation.phoneMin' })
    .max(15, { error: 'validation.phoneMax' }),
  'validation.phoneRequired',
);

export const locationSchema = singleLineText({ error: 'validation.locationRequired' })
  .trim()
  .min(1, { error: 'validation.locationRequired' })
  .max(200, { error: 'validation.locationTooLong' });

export const roleSchema = z.enum(roles.values, { error: 'validation.roleRequired' });

function passwordsMatch(value: { password: string; confirmPassword: string }) {
  return value.password === value.confirmPassword;
}
/** Both passwords typed, whatever the other fields hold. */
function bothPasswordsTyped(value: unknown): boolean {
  const { password, confirmPassword } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof password === 'string' && password !== '' && typeof confirmPassword === 'string' && confirmPassword !== ''
  );
}
/**
 * zod skips an object's refine while any of its fields fails; `when` runs this one as soon as both
 * passwords are typed, so a form can say they differ when the confirmation is left, before the
 * rest of it is filled in.
 */
const mismatch = {
  error: 'validation.passwordsDoNotMatch',
  path: ['confirmPassword'],
  when: (payload: { value: unknown }) => bothPasswordsTyped(payload.value),
};
const confirmPasswordSchema = singleLineText({ error: 'validation.passwordRequired' }).min(1, {
  error: 'validation.passwordRequired',
});

export const registerBody = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema.optional(),
    location: locationSchema.optional(),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    role: z.enum(selfServiceRoles, { error: 'validation.roleRequired' }),
    agreeToTerms: z.literal(true, { error: 'validation.termsRequired' }),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailSchema,
  password: singleLineText({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }),
});

export const updatePasswordBody = z
  .object({
    currentPassword: singleLineText({ error: 'validation.passwordRequired' }).min(1, {
      error: 'validation.passwordRequired',
    }),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z
  .object({ password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, mismatch);

export const sendLoginOtpBody = z.object({ email: emailSchema });
export const verifyLoginOtpBody = z.object({
  email: emailSchema,
  otp: singleLineText({ error: 'validation.otpFormat' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.otpFormat' }),
});

/** "Fill only the fields you want to update": every field optional, at least one present. */
export const updateProfileBody = z
  .object({
    fullName: fullNameSchema.optional(),
    location: locationSchema.optional(),
    phoneNumber: phoneSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'validation.required' });

export const userSchema = z.object({
  _id: idSchema,
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  location: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const adminUserSorts = ['newest', 'oldest', 'name_asc', 'name_desc', 'email_asc', 'email_desc'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

export const adminUsersQuery = z.object({
  page: pageSchema,
  userPerPage: z.coerce
    .number({ error: 'validation.notANumber' })
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, 50)),
  email: singleLineText().trim().max(254, { error: 'validation.tooLong' }).optional(),
  role: z.enum(roles.values, { error: 'validation.unknownValue' }).optional(),
  /** The users table's sortable columns, each either way; newest sign-ups first by default. */
  sort: z.enum(adminUserSorts, { error: 'validation.unknownValue' }).default('newest'),
});

export const adminUpdateRoleBody = z.object({ role: roleSchema });

/** The secret of an emailed link (verify email, reset password), as the path carries it. */
export const linkTokenParams = z.object({
  token: singleLineText().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }),
});
