import { authPolicy } from 'contracts/auth-policy';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeCodes, users } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Guesses and links arriving at the same moment: every use of a code is claimed by one
 * conditional UPDATE, so the bounds hold whatever the interleaving. On PostgreSQL the requests
 * really run in parallel (a pool of connections); PGlite serialises them, and must agree.
 */
describe.each(databaseTargets)('one-time codes under concurrent use on %s', (target) => {
  let api: TestApi;
  let serial = 0;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  const lastMail = async (to: string, kind: string) =>
    (
      await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0]?.bodyText ?? '';
  const newUser = async () => {
    const email = `race-${++serial}@example.qa`;
    const password = 'Pearl#2026';
    const body = {
      fullName: 'Race Test',
      email,
      password,
      confirmPassword: password,
      role: 'user',
      agreeToTerms: true,
    };
    expect((await api.post('/api/v1/auth/register', body)).status).toBe(201);
    return { email, password };
  };
  const sendCode = async (email: string) => {
    expect((await api.post('/api/v1/auth/send-login-otp', { email })).status).toBe(200);
    return (await lastMail(email, 'login_otp')).match(/\b(\d{6})\b/)?.[1] ?? '';
  };
  const otherThan = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const attemptsOf = async (email: string) => {
    const [user] = await api.db.select().from(users).where(eq(users.email, email));
    const [code] = await api.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user?.id ?? ''), eq(oneTimeCodes.purpose, 'login_otp')));
    return code?.attempts;
  };
  const guess = (email: string, otp: string) => api.post('/api/v1/auth/verify-login-otp', { email, otp });

  it('counts 20 simultaneous wrong guesses as exactly the bound, after which the right code is refused', async () => {
    const { email } = await newUser();
    const code = await sendCode(email);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(email, otherThan(code, i))));
    expect(answers.every((answer) => answer.status === 400 && answer.body.code === 'INVALID_OTP')).toBe(true);
    expect(await attemptsOf(email)).toBe(authPolicy.otpMaxAttempts);
    expect((await guess(email, code)).status).toBe(400);
  });

  it('refuses the right code once simultaneous wrong guesses have used up the bound', async () => {
    for (let round = 0; round < 3; round++) {
      const { email } = await newUser();
      const code = await sendCode(email);
      const wrong = await Promise.all(Array.from({ length: 9 }, (_, i) => guess(email, otherThan(code, i))));
      expect(wrong.map((answer) => answer.status)).toEqual(Array(9).fill(400));
      expect(await attemptsOf(email)).toBe(authPolicy.otpMaxAttempts);
      const right = await guess(email, code);
      expect({ status: right.status, code: right.body.code }).toEqual({ status: 400, code: 'INVALID_OTP' });
    }
  });

  it('compares exactly the bound of guesses when wrong ones and the right one arrive together', async () => {
    for (let round = 0; round < 3; round++) {
      const { email } = await newUser();
      const code = await sendCode(email);
      const guesses = [...Array.from({ length: 9 }, (_, i) => otherThan(code, i)), code];
      const answers = await Promise.all(guesses.map((otp) => guess(email, otp)));
      // Whether the right code is among the compared five depends on the order the database saw
      // them (the test above fixes the order): here the bound holds, no wrong guess signs in, and
      // the right code signs in at most once and never again afterwards.
      expect(await attemptsOf(email)).toBe(authPolicy.otpMaxAttempts);
      expect(answers.slice(0, 9).map((answer) => answer.status)).toEqual(Array(9).fill(400));
      expect([200, 400]).toContain(answers[9]?.status);
      expect((await guess(email, code)).status).toBe(400);
    }
  });

  it('signs in once when the right code arrives several times at once', async () => {
    const { email } = await newUser();
    const code = await sendCode(email);
    const answers = await Promise.all(Array.from({ length: 4 }, () => guess(email, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(3);
  });

  it('uses a reset link and a verification link once when they are opened together', async () => {
    const { email } = await newUser();
    const verifyToken = (await lastMail(email, 'verify_email')).match(/verify-email\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const verified = await Promise.all(
      Array.from({ length: 4 }, () => api.get(`/api/v1/auth/verify-email/${verifyToken}`)),
    );
    expect(verified.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(verified.filter((answer) => answer.status === 400)).toHaveLength(3);

    await api.post('/api/v1/auth/forgot-password', { email });
    const resetToken = (await lastMail(email, 'reset_password')).match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const passwords = ['First#20270', 'Second#2027', 'Third#20277'];
    const resets = await Promise.all(
      passwords.map((password) =>
        api.request('PUT', `/api/v1/auth/reset-password/${resetToken}`, {
          body: { password, confirmPassword: password },
        }),
      ),
    );
    expect(resets.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(resets.filter((answer) => answer.status === 400)).toHaveLength(2);
    const winner = passwords[resets.findIndex((answer) => answer.status === 200)] ?? '';
    expect((await api.post('/api/v1/auth/login', { email, password: winner })).status).toBe(200);
  });
});
