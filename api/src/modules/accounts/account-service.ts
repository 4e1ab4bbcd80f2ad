import { authPolicy } from 'contracts/auth-policy';
import type { Lang } from 'contracts/i18n';
import type { RegisterBody } from 'contracts/schemas/user';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { loginCodeMail, passwordResetMail, verificationMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { randomCode, randomToken, sha256 } from './secrets.ts';
import type { TokenStore } from './token-store.ts';
import { type UserRow, userView } from './user-view.ts';

const MINUTE_MS = 60_000;
/** Compared against when the email is unknown, so both answers take as long. */
const DUMMY_HASH = hashPassword('not-a-real-password-1!');

export type AccountServiceOptions = { db: Db; clock: () => Date; tokens: TokenStore; siteUrl: string };

export function createAccountService({ db, clock, tokens, siteUrl }: AccountServiceOptions) {
  const codes = createOneTimeCodes(db, clock);
  const now = () => clock();
  const secondsUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - now().getTime()) / 1000));

  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1))[0];

  async function sendVerification(writer: Pick<Db, 'insert' | 'update'>, user: UserRow, lang: Lang) {
    const secret = randomToken();
    await codes.create(writer, user.id, 'verify_email', secret, authPolicy.verifyEmailHours * 60 * MINUTE_MS);
    await enqueueMail(writer, verificationMail(user.email, lang, user.fullName, `${siteUrl}/verify-email/${secret}`));
  }

  async function signIn(user: UserRow) {
    const issued = await tokens.issue(db, user.id);
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: userView(user) };
  }

  /** The OTP and reset resend cooldown: how long until another may be sent, or 0. */
  async function cooldownLeft(userId: string, purpose: 'login_otp' | 'reset_password') {
    const last = await codes.latest(userId, purpose);
    if (!last) return 0;
    const readyAt = new Date(last.createdAt.getTime() + authPolicy.otpResendSeconds * 1000);
    return readyAt > now() ? secondsUntil(readyAt) : 0;
  }

  return {
    async register(body: RegisterBody, lang: Lang) {
      if (await findByEmail(body.email)) throw new AppError(409, 'EMAIL_TAKEN');
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            fullName: body.fullName,
            email: body.email,
            passwordHash,
            role: body.role,
            location: body.location ?? null,
            phoneNumber: body.phoneNumber ?? null,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        await sendVerification(tx, created, lang);
        return created;
      });
      return { user: userView(user) };
    },

    async verifyEmail(secret: string) {
      await db.transaction(async (tx) => {
        const code = await codes.useLink(tx, 'verify_email', secret);
        if (!code) throw new AppError(400, 'INVALID_TOKEN');
        await tx.update(users).set({ emailVerifiedAt: now(), updatedAt: now() }).where(eq(users.id, code.userId));
      });
      return { verified: true };
    },

    async login(email: string, password: string, lang: Lang) {
      const user = await findByEmail(email);
      if (!user) {
        await verifyPassword(await DUMMY_HASH, password);
        throw new AppError(401, 'INVALID_CREDENTIALS');
      }
      if (user.lockedUntil && user.lockedUntil > now()) {
        throw new AppError(429, 'ACCOUNT_LOCKED', { retryAfterSeconds: secondsUntil(user.lockedUntil) });
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        const failures = user.failedLoginCount + 1;
        const locked = failures >= authPolicy.loginMaxFailures;
        const lockedUntil = locked ? new Date(now().getTime() + authPolicy.loginLockMinutes * MINUTE_MS) : null;
        await db
          .update(users)
          .set({ failedLoginCount: locked ? 0 : failures, lockedUntil })
          .where(eq(users.id, user.id));
        if (lockedUntil) throw new AppError(429, 'ACCOUNT_LOCKED', { retryAfterSeconds: secondsUntil(lockedUntil) });
        throw new AppError(401, 'INVALID_CREDENTIALS', { attemptsLeft: authPolicy.loginMaxFailures - failures });
      }
      await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
      if (!user.emailVerifiedAt) {
        await db.transaction((tx) => sendVerification(tx, user, lang));
        throw new AppError(403, 'EMAIL_NOT_VERIFIED');
      }
      return signIn(user);
    },

    async sendLoginCode(email: string, lang: Lang) {
      const answer = {
        sent: true,
        retryAfterSeconds: authPolicy.otpResendSeconds,
        expiresInSeconds: authPolicy.otpMinutes * 60,
      };
      const user = await findByEmail(email);
      // The same answer whether or not the email has an account.
      if (!user) return answer;
      const wait = await cooldownLeft(user.id, 'login_otp');
      if (wait > 0) throw new AppError(429, 'OTP_TOO_SOON', { retryAfterSeconds: wait });
      const code = randomCode();
      await db.transaction(async (tx) => {
        await codes.create(tx, user.id, 'login_otp', `${user.id}:${code}`, authPolicy.otpMinutes * MINUTE_MS);
        await enqueueMail(tx, loginCodeMail(user.email, lang, code));
      });
      return answer;
    },

    async verifyLoginCode(email: string, otp: string) {
      const user = await findByEmail(email);
      const latest = user ? await codes.latest(user.id, 'login_otp') : undefined;
      // The attempt is taken before the comparison, so parallel guesses cannot outnumber the bound.
      const claimed = latest ? await codes.claimAttempt(latest.id, authPolicy.otpMaxAttempts) : undefined;
      if (!user || !claimed || claimed.codeHash !== sha256(`${user.id}:${otp}`)) throw new AppError(400, 'INVALID_OTP');
      await db.transaction(async (tx) => {
        // Two right guesses at once: only the one that marks the code used signs in.
        if (!(await codes.markUsed(tx, claimed.id))) throw new AppError(400, 'INVALID_OTP');
        // A code that arrived by mail proves the address as well as a link does.
        if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now() }).where(eq(users.id, user.id));
      });
      return signIn({ ...user, emailVerifiedAt: user.emailVerifiedAt ?? now() });
    },

    async forgotPassword(email: string, lang: Lang) {
      const answer = { sent: true, retryAfterSeconds: authPolicy.otpResendSeconds };
      const user = await findByEmail(email);
      if (!user || (await cooldownLeft(user.id, 'reset_password')) > 0) return answer;
      const secret = randomToken();
      await db.transaction(async (tx) => {
        await codes.create(tx, user.id, 'reset_password', secret, authPolicy.resetLinkMinutes * MINUTE_MS);
        await enqueueMail(tx, passwordResetMail(user.email, lang, `${siteUrl}/reset-password/${secret}`));
      });
      return answer;
    },

    async resetPassword(secret: string, password: string) {
      // Checked before hashing, so unknown links cost no argon2 work; used below atomically.
      if (!(await codes.findLiveLink('reset_password', secret))) throw new AppError(400, 'INVALID_TOKEN');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // A link opened twice at once resets the password once.
        const code = await codes.useLink(tx, 'reset_password', secret);
        if (!code) throw new AppError(400, 'INVALID_TOKEN');
        await tx
          .update(users)
          .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: now() })
          .where(eq(users.id, code.userId));
        await tokens.revokeAllOf(tx, code.userId);
      });
      return { reset: true };
    },

    async updatePassword(user: UserRow, tokenId: string, currentPassword: string, password: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw new AppError(400, 'WRONG_CURRENT_PASSWORD');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
        await tokens.revokeAllOf(tx, user.id, tokenId);
      });
      return { updated: true };
    },

    async updateProfile(user: UserRow, changes: { fullName?: string; location?: string; phoneNumber?: string }) {
      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: now() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: userView(updated ?? user) };
    },
  };
}
