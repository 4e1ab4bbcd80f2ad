import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { databaseTargets, startTestApi, type TestApi } from 'api/testing';
import { serverLogger } from 'server-kit/server-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../src/app.ts';
import { createMemorySessionStore, type SessionStore } from '../src/plugins/app/session-store.ts';
import { csrf, fakeBuilds, sessionCookie, testBffOptions } from './helpers.ts';

/** The servers' logger at its loudest, into `lines`. */
function capturedLogger(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { ...serverLogger({ level: 'trace' }), stream };
}

/** The memory store, remembering every session id and api token it was given. */
function recordingStore(secrets: Set<string>): SessionStore {
  const store = createMemorySessionStore();
  return {
    ...store,
    set: (id, session, ttl) => {
      secrets.add(id).add(session.token);
      return store.set(id, session, ttl);
    },
  };
}

describe.each(databaseTargets)('what the logs never hold, over a sign-up and sign-in journey on %s', (target) => {
  const lines: string[] = [];
  const secrets = new Set<string>();
  let api: TestApi;
  let bff: Awaited<ReturnType<typeof buildBff>>;
  let site: string;
  let builds: string;

  beforeAll(async () => {
    api = await startTestApi(target, { logger: capturedLogger(lines) });
    builds = await fakeBuilds();
    bff = await buildBff(
      testBffOptions(api.address, builds, { logger: capturedLogger(lines), sessionStore: recordingStore(secrets) }),
    );
    site = await bff.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
    if (builds) await rm(builds, { recursive: true, force: true });
  });

  /** The newest mail of `kind` to `to`, read as a developer does (the api's dev mailbox). */
  const lastMail = async (to: string, kind: string) => {
    const answer = await fetch(`${api.address}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { items } = (await answer.json()) as { items: { kind: string; bodyText: string }[] };
    return items.find((mail) => mail.kind === kind)?.bodyText ?? '';
  };
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${site}${path}`, {
      method,
      headers: { ...csrf, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const kept = (value: string | undefined) => {
    expect(value, 'a secret the journey needs').toBeTruthy();
    secrets.add(value as string);
    return value as string;
  };

  it('holds no password, cookie, token, authorization or one-time code, at any level', async () => {
    const email = `logged-${target}@example.qa`;
    const password = kept('Lantern#2026-first');
    const registration = { fullName: 'Log Test', email, password, confirmPassword: password, role: 'user' };
    const mismatch = kept('Lantern#2026-typo');
    expect((await send('POST', '/api/v1/auth/register', { ...registration, confirmPassword: mismatch })).status).toBe(
      400,
    );
    expect((await send('POST', '/api/v1/auth/register', { ...registration, agreeToTerms: true })).status).toBe(201);
    const verification = kept((await lastMail(email, 'verify_email')).match(/\/verify-email\/([^\s/?"]+)/)?.[1]);
    expect((await fetch(`${site}/verify-email/${verification}`, { headers: { accept: 'text/html' } })).ok).toBe(true);
    expect((await send('GET', `/api/v1/auth/verify-email/${verification}`)).status).toBe(200);

    expect((await send('POST', '/api/v1/auth/login', { email, password: kept('Lantern#2026-wrong') })).status).toBe(
      401,
    );
    const login = await send('POST', '/api/v1/auth/login', { email, password });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login.headers.getSetCookie());
    kept(cookie.split('=')[1]);

    expect((await send('POST', '/api/v1/auth/send-login-otp', { email })).status).toBe(200);
    const code = kept((await lastMail(email, 'login_otp')).match(/\b(\d{6})\b/)?.[1]);
    expect((await send('POST', '/api/v1/auth/verify-login-otp', { email, otp: code })).status).toBe(200);

    // A browser's own Authorization header (the BFF drops it) and the cookie, on the BFF and on the api.
    const authorization = `Bearer ${kept('browser-sent-credential-7c1e')}`;
    expect((await send('GET', '/api/v1/auth/me', undefined, { cookie, authorization })).status).toBe(200);
    const direct = await fetch(`${api.address}/api/v1/auth/me`, { headers: { authorization, cookie } });
    expect(direct.status).toBe(401);

    expect((await send('POST', '/api/v1/auth/forgot-password', { email })).status).toBe(200);
    const reset = kept((await lastMail(email, 'reset_password')).match(/\/reset-password\/([^\s/?"]+)/)?.[1]);
    expect((await fetch(`${site}/reset-password/${reset}`, { headers: { accept: 'text/html' } })).ok).toBe(true);
    const newPassword = kept('Lantern#2026-second');
    const resetBody = { password: newPassword, confirmPassword: newPassword };
    expect((await send('PUT', `/api/v1/auth/reset-password/${reset}`, resetBody)).status).toBe(200);

    const written = lines.join('');
    // The journey was logged (every request, at debug for the fast reads), with its request ids.
    expect(written).toContain('/api/v1/auth/login');
    expect(written).toContain('/reset-password/[Redacted]');
    for (const secret of secrets) expect(written, `a log line holds ${secret}`).not.toContain(secret);
  });
});
