import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, mailOutbox, users } from '../src/db/schema.ts';
import { databaseTargets, startTestApi, type TestApi, testAccounts } from './helpers/test-api.ts';

describe.each(databaseTargets)('accounts on %s', (target) => {
  // Each database gets its own clock and newcomer: the tests below change both.
  let now = new Date('2026-11-22T10:00:00+03:00');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  const newcomer = {
    fullName: 'Noor Al-Sulaiti',
    email: 'Noor@Example.qa',
    password: 'Pearl#2026',
    confirmPassword: 'Pearl#2026',
    role: 'business',
    agreeToTerms: true,
  };

  let api: TestApi;
  const lastMail = async (to: string, kind: string) =>
    (
      await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];
  const linkIn = (text: string | undefined, path: string) =>
    text?.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`))?.[1] ?? '';

  beforeAll(async () => {
    api = await startTestApi(target, { clock: () => now, siteUrl: 'https://directory.example' });
  });
  afterAll(() => api?.close());

  it('registers an unverified user and mails a verification link in their language', async () => {
    const response = await api.post('/api/v1/auth/register', newcomer, 'ar');
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'noor@example.qa', role: 'business', emailVerified: false });
    expect(response.body.user.passwordHash).toBeUndefined();
    const mail = await lastMail('noor@example.qa', 'verify_email');
    expect(mail?.bodyText).toContain('https://directory.example/verify-email/');
    expect(mail?.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const response = await api.post('/api/v1/auth/register', { ...newcomer, email: 'NOOR@example.QA' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('EMAIL_TAKEN');
  });

  it('refuses admin as a sign-up role and a missing role with "Please select a role."', async () => {
    const admin = await api.post('/api/v1/auth/register', { ...newcomer, email: 'x@example.qa', role: 'admin' });
    expect(admin.status).toBe(400);
    const { role: _role, ...noRole } = newcomer;
    const missing = await api.post('/api/v1/auth/register', { ...noRole, email: 'y@example.qa' });
    expect(missing.body.errors).toContainEqual({
      field: 'role',
      rule: 'validation.roleRequired',
      message: 'Please select a role.',
    });
  });

  it('keeps an unverified user out until the link is opened; the link works once', async () => {
    const before = await api.post('/api/v1/auth/login', { email: newcomer.email, password: newcomer.password });
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('EMAIL_NOT_VERIFIED');
    const token = linkIn((await lastMail('noor@example.qa', 'verify_email'))?.bodyText, 'verify-email');
    expect((await api.get(`/api/v1/auth/verify-email/${token}`)).body).toEqual({ verified: true });
    const again = await api.get(`/api/v1/auth/verify-email/${token}`, 'ar');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_TOKEN', title: 'رمز غير صالح.' });
    const after = await api.post('/api/v1/auth/login', { email: newcomer.email, password: newcomer.password });
    expect(after.status).toBe(200);
    expect(after.body.user.emailVerified).toBe(true);
    const me = await api.request('GET', '/api/v1/auth/me', { token: after.body.token });
    expect(me.body.user.email).toBe('noor@example.qa');
  });

  it('expires a verification link after 24 hours', async () => {
    await api.post('/api/v1/auth/register', { ...newcomer, email: 'late@example.qa' });
    const token = linkIn((await lastMail('late@example.qa', 'verify_email'))?.bodyText, 'verify-email');
    advance(24 * 3600_000 + 1000);
    expect((await api.get(`/api/v1/auth/verify-email/${token}`)).status).toBe(400);
  });

  it('answers a wrong email and a wrong password the same way, and stores argon2id hashes', async () => {
    const wrongEmail = await api.post('/api/v1/auth/login', { email: 'nobody@example.qa', password: 'Whatever#1' });
    const wrongPassword = await api.post('/api/v1/auth/login', {
      email: testAccounts.user.email,
      password: 'Whatever#1',
    });
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.body.title).toBe(wrongPassword.body.title);
    const [row] = await api.db.select().from(users).where(eq(users.email, 'noor@example.qa'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('slows sign-in down for seconds after repeated failures, saying how long, then lets the right password in', async () => {
    await api.post('/api/v1/auth/register', { ...newcomer, email: 'slowed@example.qa' });
    await api.db.update(users).set({ emailVerifiedAt: now }).where(eq(users.email, 'slowed@example.qa'));
    const attempt = (password = 'Wrong#2026') =>
      api.post('/api/v1/auth/login', { email: 'slowed@example.qa', password });
    for (let i = 0; i < 5; i++) expect((await attempt()).body.code).toBe('INVALID_CREDENTIALS');
    const paused = await attempt(newcomer.password);
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ code: 'SIGN_IN_PAUSED', retryAfterSeconds: 1 });
    advance(1000);
    expect((await attempt(newcomer.password)).status).toBe(200);
  });

  it('signs in with a one-time code: cooldown, wrong code, attempts, single use', async () => {
    const email = testAccounts.user.email;
    const sent = await api.post('/api/v1/auth/send-login-otp', { email }, 'ar');
    expect(sent.body).toEqual({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 600 });
    const mail = await lastMail(email, 'login_otp');
    // Asked again within the cooldown: the same answer, and no second mail.
    advance(20_000);
    const tooSoon = await api.post('/api/v1/auth/send-login-otp', { email });
    expect(tooSoon.status).toBe(200);
    expect(tooSoon.body).toEqual(sent.body);
    expect((await lastMail(email, 'login_otp'))?.id).toBe(mail?.id);
    const code = mail?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(mail?.bodyText).toMatch(/[\u0600-\u06FF]/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api.post('/api/v1/auth/verify-login-otp', { email, otp: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', title: 'Invalid OTP. Please try again.' });
    const right = await api.post('/api/v1/auth/verify-login-otp', { email, otp: code });
    expect(right.status).toBe(200);
    expect(right.body.token).toBeTruthy();
    expect((await api.post('/api/v1/auth/verify-login-otp', { email, otp: code })).status).toBe(400);
  });

  it('stops accepting a code after 5 wrong tries, and after 10 minutes', async () => {
    const email = testAccounts.admin.email;
    advance(61_000);
    await api.post('/api/v1/auth/send-login-otp', { email });
    const code = (await lastMail(email, 'login_otp'))?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await api.post('/api/v1/auth/verify-login-otp', { email, otp: wrongCode });
    expect((await api.post('/api/v1/auth/verify-login-otp', { email, otp: code })).status).toBe(400);

    advance(61_000);
    await api.post('/api/v1/auth/send-login-otp', { email });
    const fresh = (await lastMail(email, 'login_otp'))?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '';
    advance(10 * 60_000 + 1000);
    expect((await api.post('/api/v1/auth/verify-login-otp', { email, otp: fresh })).status).toBe(400);
  });

  it('answers forgot-password the same for unknown emails; a reset link works once and signs out everywhere', async () => {
    const unknown = await api.post('/api/v1/auth/forgot-password', { email: 'ghost@example.qa' });
    const known = await api.post('/api/v1/auth/forgot-password', { email: 'noor@example.qa' });
    expect(unknown.body).toEqual(known.body);
    expect(await lastMail('ghost@example.qa', 'reset_password')).toBeUndefined();
    const session = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    const token = linkIn((await lastMail('noor@example.qa', 'reset_password'))?.bodyText, 'reset-password');
    const mismatch = await api.request('PUT', `/api/v1/auth/reset-password/${token}`, {
      body: { password: 'NewPearl#2027', confirmPassword: 'Other#2027' },
    });
    expect(mismatch.body.errors[0]).toMatchObject({ field: 'confirmPassword', message: 'Passwords do not match' });
    const reset = await api.request('PUT', `/api/v1/auth/reset-password/${token}`, {
      body: { password: 'NewPearl#2027', confirmPassword: 'NewPearl#2027' },
    });
    expect(reset.body).toEqual({ reset: true });
    const old = await api.request('GET', '/api/v1/auth/me', { token: session });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('TOKEN_EXPIRED');
    const reused = await api.request('PUT', `/api/v1/auth/reset-password/${token}`, {
      body: { password: 'Again#20277', confirmPassword: 'Again#20277' },
    });
    expect(reused.status).toBe(400);
    newcomer.password = 'NewPearl#2027';
    expect(await api.signIn({ email: 'noor@example.qa', password: 'NewPearl#2027' })).toBeTruthy();
  });

  it('changes the password with the current one, revoking the other sessions only', async () => {
    const first = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    const second = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    const wrong = await api.request('PUT', '/api/v1/auth/update-password', {
      token: second,
      body: { currentPassword: 'nope', password: 'Later#20288', confirmPassword: 'Later#20288' },
    });
    expect(wrong.body.code).toBe('WRONG_CURRENT_PASSWORD');
    const changed = await api.request('PUT', '/api/v1/auth/update-password', {
      token: second,
      body: { currentPassword: newcomer.password, password: 'Later#20288', confirmPassword: 'Later#20288' },
    });
    expect(changed.status).toBe(200);
    expect((await api.request('GET', '/api/v1/auth/me', { token: first })).status).toBe(401);
    expect((await api.request('GET', '/api/v1/auth/me', { token: second })).status).toBe(200);
    newcomer.password = 'Later#20288';
  });

  it('updates only the profile fields sent', async () => {
    const token = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    const response = await api.request('PUT', '/api/v1/user/update-profile', { token, body: { location: 'Lusail' } });
    expect(response.body.user).toMatchObject({ location: 'Lusail', fullName: newcomer.fullName });
    const empty = await api.request('PUT', '/api/v1/user/update-profile', { token, body: {} });
    expect(empty.status).toBe(400);
  });

  it('logs out by revoking the token; an expired token is TOKEN_EXPIRED', async () => {
    const token = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    expect((await api.request('GET', '/api/v1/auth/logout', { token })).body).toEqual({ loggedOut: true });
    expect((await api.request('GET', '/api/v1/auth/me', { token })).body.code).toBe('TOKEN_EXPIRED');

    const idle = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    advance(8 * 86_400_000);
    expect((await api.request('GET', '/api/v1/auth/me', { token: idle })).status).toBe(401);
    expect((await api.request('GET', '/api/v1/auth/me', { token: 'garbage-garbage-garbage-garbage' })).body.code).toBe(
      'TOKEN_EXPIRED',
    );
    expect((await api.get('/api/v1/auth/me')).body.code).toBe('UNAUTHENTICATED');
  });

  it('renews a token that keeps being used', async () => {
    const token = await api.signIn({ email: 'noor@example.qa', password: newcomer.password });
    for (let day = 0; day < 10; day++) {
      advance(86_400_000);
      expect((await api.request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    }
    const rows = await api.db.select().from(authTokens);
    expect(rows.length).toBeGreaterThan(0);
  });
});
