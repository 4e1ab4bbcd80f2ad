import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Mail is read from the API's development mailbox (`GET /dev/mailbox`, served when NODE_ENV is not
 * production), called on the API's own port; accounts a journey only needs to exist are created
 * there too, so the BFF's sign-in rate limit is spent only on what the journeys test.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`;
export const PASSWORD = 'Journey#2026pass';

type MailKind = 'verify_email' | 'login_otp' | 'reset_password';
type Mail = { to: string; subject: string; bodyText: string; kind: string; createdAt: string };

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();

/** The newest mail of a kind sent to `to`, waiting for it to be queued. */
export async function latestMail(request: APIRequestContext, to: string, kind: MailKind, after = ''): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${API}/dev/mailbox`, { params: { to } });
        expect(answer.ok(), 'the development mailbox answers (NODE_ENV is not production)').toBe(true);
        const { items } = (await answer.json()) as { items: Mail[] };
        found = items.find((mail) => mail.kind === kind && mail.createdAt > after);
        return found !== undefined;
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The site path of the link in a mail (the mail carries the configured site address). */
export function linkPath(mail: Mail, route: 'verify-email' | 'reset-password'): string {
  const match = mail.bodyText.match(new RegExp(`/${route}/[^\\s]+`));
  if (!match) throw new Error(`no ${route} link in "${mail.bodyText}"`);
  return match[0];
}

/** A verified account, created directly on the API. */
export async function createVerifiedUser(request: APIRequestContext, label: string, fullName = 'Journey Tester') {
  const email = uniqueEmail(label);
  const answer = await request.post(`${API}/api/v1/auth/register`, {
    data: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD, role: 'user', agreeToTerms: true },
  });
  expect(answer.status()).toBe(201);
  const token = linkPath(await latestMail(request, email, 'verify_email'), 'verify-email')
    .split('/')
    .pop();
  expect((await request.get(`${API}/api/v1/auth/verify-email/${token}`)).ok()).toBe(true);
  return { email, password: PASSWORD, fullName };
}
