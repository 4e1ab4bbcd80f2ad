import { authPolicy } from 'contracts/auth-policy';
import type { Lang } from 'contracts/i18n';
import type { RegisterBody } from 'contracts/schemas/user';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loginCodeMail, passwordResetMail, verificationMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { randomCode, randomToken, sha256 } from './secrets.ts';
import { createSignInThrottle, type SignInClient } from './sign-in-throttle.ts';
import type { TokenStore } from './token-store.ts';
import { createUserRepository } from './user-repository.ts';
import { type UserRow, userView } from './user-view.ts';

const MINUTE_MS = 60_000;
/** The key of an email's counters: schemas already lowercase it, this also covers direct callers. */
const normalised = (email: string) => email.trim().toLowerCase();
/** Compared against when the email is unknown, so both answers take as long. */
const DUMMY_HASH = hashPassword('not-a-real-password-1!');

export type AccountServiceOptions = { db: Db; clock: () => Date; tokens: TokenStore; siteUrl: string };

export function createAccountService({ db, clock, tokens, siteUrl }: AccountServiceOptions) {
  const codes = createOneTimeCodes(db, clock);
  const throttle = createSignInThrottle(db, clock);
  const now = () => clock();

  const accounts = createUserRepository(db);
  const findByEmail = accounts.findByEmail;

  async function sendVerification(writer: Pick<Db, 'insert' | 'update'>, user: UserRow, lang: Lang) {
    const secret = randomToken();
    await codes.create(writer, user.id, 'verify_email', secret, authPolicy.verifyEmailHours * 60 * MINUTE_MS);
    await enqueueMail(writer, verificationMail(user.email, lang, user.fullName, `${siteUrl}/verify-email/${secret}`));
  }

  async function signIn(user: UserRow) {
    const issued = await tokens.issue(db, user.id);
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: userView(user) };
  }

  return {
    async register(body: RegisterBody, lang: Lang) {
      if (await findByEmail(body.email)) throw new AppError(409, 'EMAIL_TAKEN');
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const created = await accounts.insert(tx, {
          fullName: body.fullName,
          email: body.email,
          passwordHash,
          role: body.role,
          location: body.location ?? null,
          phoneNumber: body.phoneNumber ?? null,
        });
        await sendVerification(tx, created, lang);
        return created;
      });
      return { user: userView(user) };
    },

    async verifyEmail(secret: string) {
      await db.transaction(async (tx) => {
        const code = await codes.useLink(tx, 'verify_email', secret);
        if (!code) throw new AppError(400, 'INVALID_TOKEN');
        await accounts.update(tx, code.userId, { emailVerifiedAt: now(), updatedAt: now() });
      });
      return { verified: true };
    },

    async login(email: string, password: string, lang: Lang, client: SignInClient) {
      const key = normalised(email);
      // Counted per email, not per account, so an address without an account is slowed down alike.
      const turn = await throttle.passwordTurn(key, client);
      if (!turn.allowed) throw new AppError(429, 'SIGN_IN_PAUSED', { retryAfterSeconds: turn.retryAfterSeconds });
      const user = await findByEmail(key);
      // An unknown email still costs an argon2 verification, so both answers take as long.
      const right = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), password);
      if (!user || !right) {
        await throttle.recordFailure(key, turn.countedAs);
        throw new AppError(401, 'INVALID_CREDENTIALS');
      }
      await throttle.forgetFailures(db, key, turn.countedAs);
      if (!user.emailVerifiedAt) {
        await db.transaction((tx) => sendVerification(tx, user, lang));
        throw new AppError(403, 'EMAIL_NOT_VERIFIED');
      }
      await throttle.rememberDevice(db, key, client.device);
      return signIn(user);
    },

    async sendLoginCode(email: string, lang: Lang) {
      const answer = {
        sent: true,
        retryAfterSeconds: authPolicy.otpResendSeconds,
        expiresInSeconds: authPolicy.otpMinutes * 60,
      };
      const key = normalised(email);
      // The same answer whether or not the email has an account, and whether or not the cooldown
      // let the mail go: a code asked for again too soon is simply not sent again.
      const user = await findByEmail(key);
      if (!(await throttle.claimMail(key, 'login_code')) || !user) return answer;
      const code = randomCode();
      await db.transaction(async (tx) => {
        await codes.create(tx, user.id, 'login_otp', `${user.id}:${code}`, authPolicy.otpMinutes * MINUTE_MS);
        await enqueueMail(tx, loginCodeMail(user.email, lang, code));
      });
      return answer;
    },

    /** Never paused by wrong passwords: the code has its own bound on attempts. */
    async verifyLoginCode(email: string, otp: string, client: SignInClient) {
      const user = await findByEmail(email);
      const latest = user ? await codes.latest(user.id, 'login_otp') : undefined;
      // The attempt is taken before the comparison, so parallel guesses cannot outnumber the bound.
      const claimed = latest ? await codes.claimAttempt(latest.id, authPolicy.otpMaxAttempts) : undefined;
      if (!user || !claimed || claimed.codeHash !== sha256(`${user.id}:${otp}`)) throw new AppError(400, 'INVALID_OTP');
      const key = normalised(user.email);
      const counted = await throttle.countedAs(key, client);
      await db.transaction(async (tx) => {
        // Two right guesses at once: only the one that marks the code used signs in.
        if (!(await codes.markUsed(tx, claimed.id))) throw new AppError(400, 'INVALID_OTP');
        // The mailbox is proven: this browser's wrong passwords are forgotten, and it becomes known
        // for the email, so others' failures no longer pause its password sign-ins.
        await throttle.forgetFailures(tx, key, counted);
        await throttle.rememberDevice(tx, key, client.device);
        // A code that arrived by mail proves the address as well as a link does.
        if (!user.emailVerifiedAt) await accounts.update(tx, user.id, { emailVerifiedAt: now() });
      });
      return signIn({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now() });
    },

    async forgotPassword(email: string, lang: Lang) {
      const answer = { sent: true, retryAfterSeconds: authPolicy.otpResendSeconds };
      const key = normalised(email);
      const user = await findByEmail(key);
      if (!(await throttle.claimMail(key, 'reset_link')) || !user) return answer;
      const secret = randomToken();
      await db.transaction(async (tx) => {
        await codes.create(tx, user.id, 'reset_password', secret, authPolicy.resetLinkMinutes * MINUTE_MS);
        await enqueueMail(tx, passwordResetMail(user.email, lang, `${siteUrl}/reset-password/${secret}`));
      });
      return answer;
    },

    async resetPassword(secret: string, password: string, client: SignInClient) {
      // Checked before hashing, so unknown links cost no argon2 work; used below atomically.
      if (!(await codes.findLiveLink('reset_password', secret))) throw new AppError(400, 'INVALID_TOKEN');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // A link opened twice at once resets the password once.
        const code = await codes.useLink(tx, 'reset_password', secret);
        if (!code) throw new AppError(400, 'INVALID_TOKEN');
        const owner = await accounts.update(tx, code.userId, { passwordHash, updatedAt: now() });
        if (owner) {
          const key = normalised(owner.email);
          await throttle.forgetFailures(tx, key, await throttle.countedAs(key, client, tx));
        }
        await tokens.revokeAllOf(tx, code.userId);
      });
      return { reset: true };
    },

    async updatePassword(user: UserRow, tokenId: string, currentPassword: string, password: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw new AppError(400, 'WRONG_CURRENT_PASSWORD');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await accounts.update(tx, user.id, { passwordHash, updatedAt: now() });
        await tokens.revokeAllOf(tx, user.id, tokenId);
      });
      return { updated: true };
    },

    async updateProfile(user: UserRow, changes: { fullName?: string; location?: string; phoneNumber?: string }) {
      const updated = await accounts.update(db, user.id, { ...changes, updatedAt: now() });
      return { user: userView(updated ?? user) };
    },
  };
}
