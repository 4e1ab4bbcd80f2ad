import { z } from 'zod';
import { multiLineText, requiredText, singleLineText } from './common.ts';
import { emailSchema, phoneSchema } from './user.ts';

/** What a message to the team is about (stored with it, shown to administrators). */
export const contactKinds = ['contact', 'business_application'] as const;
export type ContactKind = (typeof contactKinds)[number];

/** Contact form (spec §5: subject 5–50 characters, message 10–1000; the name field allows 100). */
export const contactBody = z.object({
  name: requiredText(
    singleLineText({ error: 'validation.nameRequired' }).trim(),
    z.string().min(2, { error: 'validation.nameMin' }).max(100, { error: 'validation.nameMax' }),
    'validation.nameRequired',
  ),
  email: emailSchema,
  phoneNumber: phoneSchema,
  subject: requiredText(
    singleLineText({ error: 'validation.subjectRequired' }).trim(),
    z.string().min(5, { error: 'validation.subjectLength' }).max(50, { error: 'validation.subjectLength' }),
    'validation.subjectRequired',
  ),
  message: requiredText(
    multiLineText({ error: 'validation.messageRequired' }).trim(),
    z.string().min(10, { error: 'validation.messageLength' }).max(1000, { error: 'validation.messageLength' }),
    'validation.messageRequired',
  ),
  /** The home page's "list your business" form sends a business application; the contact page a message. */
  kind: z.enum(contactKinds).optional(),
});
export type ContactBody = z.infer<typeof contactBody>;
