import { randomBytes } from 'node:crypto';
import { authPolicy, loginBackoffSeconds } from 'contracts/auth-policy';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices, mailOutbox, signInFailures, signInThrottles } from '../src/db/schema.ts';
import { createSignInThrottle, PRUNE_BATCH } from '../src/modules/accounts/sign-in-throttle.ts';
import { databaseTargets, startTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Sign-in slows down instead of locking, and never tells whether an email has an account: the answers
 * of sign-in, sign-in codes and forgot-password are the same for unknown and known emails. Wrong
 * passwords slow down the client that sent them (its address, or a device known for the email), so
 * nobody elsewhere can pause the owner.
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
  /** Where a sign-in comes from: the browser's address (as the BFF forwards it) and its device id. */
  type From = { lang?: string; from?: string; device?: string };
  const login = (email: string, pass = 'Wrong#2026', { lang, from, device }: From = {}) =>
    api.request('POST', '/api/v1/auth/login', {
      body: { email, password: pass },
      lang,
      headers: { ...(from ? { 'x-forwarded-for': from } : {}), ...(device ? { 'x-device': device } : {}) },
    });
  const newDevice = () => randomBytes(32).toString('base64url');
  let octet = 0;
  /** An address no other sign-in of this file used. */
  const newAddress = () => `198.51.${Math.floor(++octet / 250)}.${(octet % 250) + 1}`;
  /**
   * `perAddress` wrong passwords for `email` from each of `addresses` new addresses, waiting out
   * each pause (so every one is checked and counted): the addresses used.
   */
  const failFromMany = async (email: string, addresses: number, perAddress: number) => {
    const used = Array.from({ length: addresses }, newAddress);
    for (const from of used)
      for (let i = 0; i < perAddress; i++) {
        let answer = await login(email, 'Wrong#2026', { from });
        if (answer.status === 429) {
          advance(answer.body.retryAfterSeconds * 1000);
          answer = await login(email, 'Wrong#2026', { from });
        }
        expect(answer.status).toBe(401);
      }
    return used;
  };
  const codeSignIn = async (email: string, from: From) => {
    advance(authPolicy.otpResendSeconds * 1000);
    await api.post('/api/v1/auth/send-login-otp', { email });
    const code = (await lastMail(email, 'login_otp'))?.bodyText.match(/\b(\d{6})\b/)?.[1] ?? '';
    return api.request('POST', '/api/v1/auth/verify-login-otp', {
      body: { email, otp: code },
      headers: {
        ...(from.from ? { 'x-forwarded-for': from.from } : {}),
        ...(from.device ? { 'x-device': from.device } : {}),
      },
    });
  };
  const same = (a: { status: number; body: unknown }, b: { status: number; body: unknown }) =>
    expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });

  it('answers a wrong password the same for an unknown email, also once either is slowed down', async () => {
    const { known, unknown } = await pair();
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) {
      const answers = [
        await login(known, 'Wrong#2026', { lang: 'ar' }),
        await login(unknown, 'Wrong#2026', { lang: 'ar' }),
      ];
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

  it('waits 1, 2, 4 … seconds after each failure past the free ones, never more than the cap, from that address only', async () => {
    const { known } = await pair();
    const attacker = { from: newAddress() };
    const owner = { from: newAddress() };
    let failures = 0;
    for (; failures < authPolicy.loginFreeFailures; failures++)
      expect((await login(known, 'Wrong#2026', attacker)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const paused = await login(known, password, attacker);
      expect(paused.status).toBe(429);
      expect(paused.body.code).toBe('SIGN_IN_PAUSED');
      waits.push(paused.body.retryAfterSeconds);
      expect(paused.body.retryAfterSeconds).toBe(loginBackoffSeconds(failures));
      // Tries while paused do not lengthen the pause.
      advance(paused.body.retryAfterSeconds * 1000 - 1);
      expect((await login(known, 'Wrong#2026', attacker)).status).toBe(429);
      advance(1);
      expect((await login(known, 'Wrong#2026', attacker)).status).toBe(401);
      failures++;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    // Meanwhile the owner, at another address, is not slowed down at all: a wrong password is
    // answered as any, and the right one signs in.
    expect((await login(known, 'Typo#2026', owner)).status).toBe(401);
    expect((await login(known, password, owner)).status).toBe(200);
    expect((await login(known, password, attacker)).status).toBe(429);
    // The right password, once the wait is over, signs in and starts that address afresh.
    advance(authPolicy.loginBackoffMaxSeconds * 1000);
    expect((await login(known, password, attacker)).status).toBe(200);
    expect((await login(known, 'Wrong#2026', attacker)).status).toBe(401);
    expect((await login(known, 'Wrong#2026', attacker)).status).toBe(401);
  });

  it("does not pause the owner's right password from one address however many wrong ones come from another", async () => {
    const { known, unknown } = await pair();
    const attacker = { from: newAddress() };
    // The attacker tries again the moment each wait ends, 30 wrong passwords in ten minutes.
    for (let failures = 0; failures < 30; ) {
      const answer = await login(known, 'Wrong#2026', attacker);
      if (answer.status === 429) advance(answer.body.retryAfterSeconds * 1000);
      else {
        expect(answer.status).toBe(401);
        failures++;
      }
    }
    expect((await login(known, 'Wrong#2026', attacker)).status).toBe(429);
    expect((await login(known, password, { from: newAddress() })).status).toBe(200);
    // An email without an account is answered alike: the attacker's failures pause only the attacker.
    for (let i = 0; i < 12; i++) await login(unknown, 'Wrong#2026', attacker);
    expect((await login(unknown, 'Wrong#2026', attacker)).status).toBe(429);
    expect((await login(unknown, 'Wrong#2026', { from: newAddress() })).status).toBe(401);
  });

  it('forgets failures after the window, and when the owner signs in with a code', async () => {
    const { known } = await pair();
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) await login(known);
    expect((await login(known)).status).toBe(429);
    advance(authPolicy.loginFailureWindowMinutes * 60_000 + 1000);
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) expect((await login(known)).status).toBe(401);
    expect((await login(known)).status).toBe(429);
    // Paused for passwords, the owner still signs in with a code sent to their mailbox.
    expect((await codeSignIn(known, {})).status).toBe(200);
    expect((await login(known)).status).toBe(401);
  });

  it('lets a browser that signed in before through, whatever others fail from its address or elsewhere', async () => {
    const { known } = await pair();
    const home = newAddress();
    const device = newDevice();
    expect((await login(known, password, { from: home, device })).status).toBe(200);
    // Someone else at the same address (a shared network), with no device cookie or a made-up one.
    for (let i = 0; i < 12; i++) await login(known, 'Wrong#2026', { from: home });
    expect((await login(known, password, { from: home })).status).toBe(429);
    expect((await login(known, password, { from: home, device: newDevice() })).status).toBe(429);
    expect((await login(known, password, { from: home, device })).status).toBe(200);
    // Many addresses failing start the email-wide pause: the known browser is not paused by it,
    // from home or from anywhere else. (Once the last unknown browser's turn is over, one more
    // takes the next.)
    await failFromMany(known, authPolicy.loginEmailPause.addresses, 5);
    advance(authPolicy.loginBackoffMaxSeconds * 1000);
    expect((await login(known, 'Wrong#2026', { from: newAddress() })).status).toBe(401);
    expect((await login(known, password, { from: newAddress() })).status).toBe(429);
    expect((await login(known, password, { from: home, device })).status).toBe(200);
    expect((await login(known, password, { from: newAddress(), device })).status).toBe(200);
    // The device is known for this email only.
    const other = await pair();
    for (let i = 0; i < authPolicy.loginFreeFailures; i++) await login(other.known, 'Wrong#2026', { from: home });
    expect((await login(other.known, password, { from: home, device })).status).toBe(429);
    // Its own wrong passwords slow it down as any client's do, and no one else.
    for (let i = 0; i < authPolicy.loginFreeFailures; i++)
      expect((await login(known, 'Typo#2026', { from: home, device })).status).toBe(401);
    const paused = await login(known, password, { from: home, device });
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ code: 'SIGN_IN_PAUSED', retryAfterSeconds: 1 });
    advance(1000);
    expect((await login(known, password, { from: home, device })).status).toBe(200);
  });

  it('pauses an email for browsers it does not know only after many failures from many addresses', async () => {
    const { known, unknown } = await pair();
    const { failures, addresses } = authPolicy.loginEmailPause;
    const perAddress = Math.ceil(failures / addresses) + 1;
    for (const email of [known, unknown]) {
      // Many failures, but from one address fewer than the pause needs: nobody else is paused.
      await failFromMany(email, addresses - 1, perAddress);
      const elsewhere = await login(email, email === known ? password : 'Wrong#2026', { from: newAddress() });
      expect(elsewhere.status).toBe(email === known ? 200 : 401);
      // One more address: from now on browsers the email does not know take turns, one password
      // check every loginBackoffMaxSeconds among them all.
      if (email === known) await failFromMany(email, 1, 1);
    }
    const answers = [];
    for (const email of [known, unknown]) {
      const checked = await login(email, 'Wrong#2026', { from: newAddress() });
      expect(checked.status).toBe(401);
      const paused = await login(email, password, { from: newAddress(), lang: 'ar' });
      answers.push({ status: paused.status, body: paused.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      status: 429,
      body: { code: 'SIGN_IN_PAUSED', retryAfterSeconds: authPolicy.loginBackoffMaxSeconds },
    });
    advance(authPolicy.loginBackoffMaxSeconds * 1000);
    expect((await login(known, password, { from: newAddress() })).status).toBe(200);
    expect((await login(known, password, { from: newAddress() })).status).toBe(429);
    // Once the addresses' failures are older than the window, the pause is over.
    advance(authPolicy.loginFailureWindowMinutes * 60_000 + 1000);
    expect((await login(known, password, { from: newAddress() })).status).toBe(200);
    expect((await login(known, password, { from: newAddress() })).status).toBe(200);
  });

  it('signs in by code whatever the password failures, and the browser is then known for the email', async () => {
    const { known } = await pair();
    const home = newAddress();
    const device = newDevice();
    for (let i = 0; i < 12; i++) await login(known, 'Wrong#2026', { from: home });
    await failFromMany(known, authPolicy.loginEmailPause.addresses, 5);
    expect((await login(known, password, { from: home, device })).status).toBe(429);
    expect((await codeSignIn(known, { from: home, device })).status).toBe(200);
    // The email-wide pause still holds for other browsers, not for this one any more.
    advance(authPolicy.loginBackoffMaxSeconds * 1000);
    expect((await login(known, 'Wrong#2026', { from: newAddress() })).status).toBe(401);
    expect((await login(known, password, { from: newAddress() })).status).toBe(429);
    expect((await login(known, password, { from: home, device })).status).toBe(200);
  });

  it('signs in every right password that arrives at once', async () => {
    const { known } = await pair();
    const home = newAddress();
    const attacker = newAddress();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => login(known, password, { from: home })),
      ...Array.from({ length: 10 }, () => login(known, 'Wrong#2026', { from: attacker })),
    ]);
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // Ten more at once from the same browser, after the first ten: none is refused either.
    const again = await Promise.all(Array.from({ length: 10 }, () => login(known, password, { from: home })));
    expect(again.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });

  it('counts every wrong password that arrives at once (the BFF bounds how many one address sends)', async () => {
    const { known, unknown } = await pair();
    for (const email of [known, unknown]) {
      const from = { from: newAddress() };
      const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, 'Wrong#2026', from)));
      const checked = answers.filter((answer) => answer.status === 401).length;
      expect(checked + answers.filter((answer) => answer.status === 429).length).toBe(12);
      expect(checked).toBeGreaterThanOrEqual(authPolicy.loginFreeFailures);
      // Every checked one was counted: the wait is the one after that many failures.
      const next = await login(email, 'Wrong#2026', from);
      expect(next.body.retryAfterSeconds).toBe(loginBackoffSeconds(checked));
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
    await login(stale);
    expect(await api.db.select().from(signInThrottles).where(eq(signInThrottles.email, stale))).toHaveLength(1);
    expect(await api.db.select().from(signInFailures).where(eq(signInFailures.email, stale))).toHaveLength(1);
    advance(24 * 3600_000 + 1000);
    // Pruning runs on one claim in a couple of hundred: enough fresh addresses make it run.
    for (let i = 0; i < 200; i++)
      await api.post('/api/v1/auth/send-login-otp', { email: `fresh-${serial}-${i}@example.qa` });
    expect(await api.db.select().from(signInThrottles).where(eq(signInThrottles.email, stale))).toHaveLength(0);
    expect(await api.db.select().from(signInFailures).where(eq(signInFailures.email, stale))).toHaveLength(0);
  });

  it('prunes a bounded batch at a time, so no sign-in waits on a backlog of stale rows', async () => {
    const tag = `backlog-${++serial}`;
    const dayMs = 24 * 3600_000;
    const longAgo = new Date(now.getTime() - 3 * dayMs);
    const yearsAgo = new Date(now.getTime() - (authPolicy.knownDeviceDays + 1) * dayMs);
    const emails = Array.from({ length: PRUNE_BATCH + 100 }, (_, i) => `${tag}-${i}@example.qa`);
    const fresh = `${tag}-fresh@example.qa`;
    await api.db.insert(signInThrottles).values(emails.map((email) => ({ email, updatedAt: longAgo })));
    await api.db.insert(signInThrottles).values({ email: fresh, updatedAt: now });
    const failure = { client: '192.0.2.1', byDevice: false, failures: 3, lastFailureAt: longAgo, retryAt: longAgo };
    await api.db.insert(signInFailures).values(emails.map((email) => ({ ...failure, email, updatedAt: longAgo })));
    await api.db.insert(signInFailures).values({ ...failure, email: fresh, updatedAt: now });
    await api.db
      .insert(knownDevices)
      .values(emails.map((email) => ({ email, deviceHash: 'a'.repeat(64), signedInAt: yearsAgo })));
    // Signed in with a month short of the cookie's lifetime ago: still known.
    const lastMonth = new Date(now.getTime() - (authPolicy.knownDeviceDays - 30) * dayMs);
    await api.db.insert(knownDevices).values({ email: fresh, deviceHash: 'a'.repeat(64), signedInAt: lastMonth });
    const left = async () => ({
      throttles: (
        await api.db
          .select()
          .from(signInThrottles)
          .where(like(signInThrottles.email, `${tag}-%`))
      ).length,
      failures: (
        await api.db
          .select()
          .from(signInFailures)
          .where(like(signInFailures.email, `${tag}-%`))
      ).length,
      devices: (
        await api.db
          .select()
          .from(knownDevices)
          .where(like(knownDevices.email, `${tag}-%`))
      ).length,
    });
    const throttle = createSignInThrottle(api.db, () => now);
    expect(await throttle.pruneStale(now)).toEqual({
      throttles: PRUNE_BATCH,
      failures: PRUNE_BATCH,
      devices: PRUNE_BATCH,
    });
    expect(await left()).toEqual({ throttles: 101, failures: 101, devices: 101 });
    const second = await throttle.pruneStale(now);
    expect(Math.min(second.throttles, second.failures, second.devices)).toBeGreaterThanOrEqual(100);
    expect(await left()).toEqual({ throttles: 1, failures: 1, devices: 1 });
  });
});
