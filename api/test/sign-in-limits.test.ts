import { authPolicy, loginBackoffSeconds } from 'contracts/auth-policy';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, signInThrottles } from '../src/db/schema.ts';
import { createSignInThrottle, PRUNE_BATCH } from '../src/modules/accounts/sign-in-throttle.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Sign-in slows down instead of locking, and never tells whether an email has an account (issue 26):
 * the answers of sign-in, sign-in codes and forgot-password are the same for unknown and known emails.
 */
describe.each(databaseTargets)('sign-in limits on %s', (target) => {
  let now = new Date('2026-11-25T10:00:00+03:00');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let api: TestApi;
  let serial = 0;
  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => now });
  });
  afterAll(() => api?.close());

  const password = 'Pearl#2026';
  /** A verified account, and an address of the same shape that has none. */
  const pair = async () => {
    const n = ++serial;
    const known = `known-${n}@example.qa`;
    const body = {
      fullName: 'Limits Test',
      email: known,
      password,
      confirmPassword: password,
      role: 'user',
      agreeToTerms: true,
    };
    expect((await api.post('/api/v1/auth/register', body)).status).toBe(201);
    const token = (await lastMail(known, 'verify_email'))?.bodyText.match(/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    expect((await api.get(`/api/v1/auth/verify-email/${token}`)).status).toBe(200);
    return { known, unknown: `nobody-${n}@example.qa` };
  };
  const lastMail = async (to: string, kind: string) =>
    (
      await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];
  const login = (email: string, pass = 'Wrong#2026', lang?: string) =>
    api.post('/api/v1/auth/login', { email, password: pass }, lang);
  const same = (a: { status: number; body: unknown }, b: { status: number; body: unknown }) =>
    expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });

  it('answers a wrong password the same for an unknown email, also once either is slowed down', async () => {
    const { known, unknown } = await pair();
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) {
      const answers = [await login(known, 'Wrong#2026', 'ar'), await login(unknown, 'Wrong#2026', 'ar')];
      same(answers[0] as never, answers[1] as never);
      expect(answers[0]?.status).toBe(401);
      expect(answers[0]?.body.code).toBe('INVALID_CREDENTIALS');
      expect(answers[0]?.body).not.toHaveProperty('attemptsLeft');
    }
    const paused = [await login(known), await login(unknown)];
    same(paused[0] as never, paused[1] as never);
    expect(paused[0]?.status).toBe(429);
    expect(paused[0]?.body).toMatchObject({ code: 'SIGN_IN_PAUSED', retryAfterSeconds: 1 });
  });

  it('answers send-login-otp and forgot-password the same for an unknown email, within the cooldown too', async () => {
    const { known, unknown } = await pair();
    for (const path of ['/api/v1/auth/send-login-otp', '/api/v1/auth/forgot-password']) {
      const first = [await api.post(path, { email: known }), await api.post(path, { email: unknown })];
      same(first[0] as never, first[1] as never);
      expect(first[0]?.status).toBe(200);
      advance(10_000);
      const again = [await api.post(path, { email: known }), await api.post(path, { email: unknown })];
      same(again[0] as never, again[1] as never);
      same(again[0] as never, first[0] as never);
    }
    // The cooldown held silently: one code and one link went out, to the account only.
    const codes = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, known), eq(mailOutbox.kind, 'login_otp')));
    expect(codes).toHaveLength(1);
    expect(await lastMail(unknown, 'login_otp')).toBeUndefined();
    expect(await lastMail(unknown, 'reset_password')).toBeUndefined();
    advance(authPolicy.otpResendSeconds * 1000);
    await api.post('/api/v1/auth/send-login-otp', { email: known });
    const after = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, known), eq(mailOutbox.kind, 'login_otp')));
    expect(after).toHaveLength(2);
  });

  it('answers a wrong sign-in code the same for an unknown email', async () => {
    const { known, unknown } = await pair();
    advance(authPolicy.otpResendSeconds * 1000);
    await api.post('/api/v1/auth/send-login-otp', { email: known });
    await api.post('/api/v1/auth/send-login-otp', { email: unknown });
    const code = (await lastMail(known, 'login_otp'))?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    same(
      await api.post('/api/v1/auth/verify-login-otp', { email: known, otp: wrong }),
      await api.post('/api/v1/auth/verify-login-otp', { email: unknown, otp: wrong }),
    );
  });

  it('waits 1, 2, 4 … seconds after each failure past the free ones, never more than the cap', async () => {
    const { known } = await pair();
    let failures = 0;
    for (; failures < authPolicy.loginFreeFailures; failures++) expect((await login(known)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const paused = await login(known, password);
      expect(paused.status).toBe(429);
      waits.push(paused.body.retryAfterSeconds);
      expect(paused.body.retryAfterSeconds).toBe(loginBackoffSeconds(failures));
      // Tries while paused do not lengthen the pause.
      advance(paused.body.retryAfterSeconds * 1000 - 1);
      expect((await login(known)).status).toBe(429);
      advance(1);
      expect((await login(known)).status).toBe(401);
      failures++;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    // The right password, once the wait is over, signs in and starts the email afresh.
    advance(authPolicy.loginBackoffMaxSeconds * 1000);
    expect((await login(known, password)).status).toBe(200);
    expect((await login(known)).status).toBe(401);
    expect((await login(known)).status).toBe(401);
  });

  it('forgets failures after the window, and when the owner signs in with a code', async () => {
    const { known } = await pair();
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) await login(known);
    expect((await login(known)).status).toBe(429);
    advance(authPolicy.loginFailureWindowMinutes * 60_000 + 1000);
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) expect((await login(known)).status).toBe(401);
    expect((await login(known)).status).toBe(429);
    // Paused for passwords, the owner still signs in with a code sent to their mailbox.
    advance(authPolicy.otpResendSeconds * 1000);
    await api.post('/api/v1/auth/send-login-otp', { email: known });
    const code = (await lastMail(known, 'login_otp'))?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect((await api.post('/api/v1/auth/verify-login-otp', { email: known, otp: code })).status).toBe(200);
    expect((await login(known)).status).toBe(401);
  });

  it('checks no more passwords than the free failures when they arrive at once', async () => {
    const { known, unknown } = await pair();
    for (const email of [known, unknown]) {
      const answers = await Promise.all(Array.from({ length: 12 }, () => login(email)));
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(authPolicy.loginFreeFailures);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - authPolicy.loginFreeFailures);
    }
  });

  it('mails one code and one link when the same address asks several times at once', async () => {
    const { known } = await pair();
    advance(authPolicy.otpResendSeconds * 1000);
    for (const path of ['/api/v1/auth/send-login-otp', '/api/v1/auth/forgot-password']) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => api.post(path, { email: known })));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    }
    for (const kind of ['login_otp', 'reset_password']) {
      const sent = await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, known), eq(mailOutbox.kind, kind)));
      expect(sent).toHaveLength(1);
    }
  });

  it('forgets addresses untouched for a day, so the counters do not grow without end', async () => {
    const stale = `stale-${++serial}@example.qa`;
    await api.post('/api/v1/auth/send-login-otp', { email: stale });
    expect(await api.db.select().from(signInThrottles).where(eq(signInThrottles.email, stale))).toHaveLength(1);
    advance(24 * 3600_000 + 1000);
    // Pruning runs on one claim in a couple of hundred: enough fresh addresses make it run.
    for (let i = 0; i < 200; i++)
      await api.post('/api/v1/auth/send-login-otp', { email: `fresh-${serial}-${i}@example.qa` });
    expect(await api.db.select().from(signInThrottles).where(eq(signInThrottles.email, stale))).toHaveLength(0);
  });

  it('prunes a bounded batch at a time, so no sign-in waits on a backlog of stale rows', async () => {
    const tag = `backlog-${++serial}`;
    const longAgo = new Date(now.getTime() - 3 * 24 * 3600_000);
    const rows = Array.from({ length: PRUNE_BATCH + 100 }, (_, i) => ({
      email: `${tag}-${i}@example.qa`,
      updatedAt: longAgo,
    }));
    await api.db.insert(signInThrottles).values(rows);
    await api.db.insert(signInThrottles).values({ email: `${tag}-fresh@example.qa`, updatedAt: now });
    const left = async () =>
      (
        await api.db
          .select()
          .from(signInThrottles)
          .where(like(signInThrottles.email, `${tag}-%`))
      ).length;
    const throttle = createSignInThrottle(api.db, () => now);
    expect(await throttle.pruneStale(now)).toBe(PRUNE_BATCH);
    expect(await left()).toBe(101);
    expect(await throttle.pruneStale(now)).toBeGreaterThanOrEqual(100);
    expect(await left()).toBe(1);
  });
});
