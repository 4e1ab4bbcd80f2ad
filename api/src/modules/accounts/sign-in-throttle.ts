import { authPolicy } from 'contracts/auth-policy';
import { eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema.ts';

const t = signInThrottles;
const DAY_MS = 24 * 3600_000;
/** Pruning runs on one claim in this many, so the table holds about a day of addresses. */
const PRUNE_EVERY = 200;
/**
 * Rows deleted by one pruning at most: it runs inside a sign-in request, which must not wait on a
 * day's backlog. 500 per 200 claims outpaces the at most one row a claim adds.
 */
export const PRUNE_BATCH = 500;

export type MailKind = 'login_code' | 'reset_link';
export type PasswordTurn = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counters per normalised email, kept the same way whether or not an account has it, so neither
 * the answers nor their timing tell the two apart. Each claim is one conditional upsert: parallel
 * requests are serialised by the row, and none slips past a count or a wait.
 */
export function createSignInThrottle(db: Db, clock: () => Date) {
  let claims = 0;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  /** Deletes up to {@link PRUNE_BATCH} rows untouched for a day; says how many went. */
  async function pruneStale(now: Date) {
    const stale = db
      .select({ email: t.email })
      .from(t)
      .where(lt(t.updatedAt, new Date(now.getTime() - DAY_MS)))
      .limit(PRUNE_BATCH);
    const deleted = await db.delete(t).where(inArray(t.email, stale)).returning({ email: t.email });
    return deleted.length;
  }

  async function prune(now: Date) {
    if (++claims % PRUNE_EVERY !== 0) return;
    await pruneStale(now);
  }

  return {
    pruneStale,

    /**
     * Takes a password check for `email`, counted as a failure until {@link forgetFailures} says it
     * was right, and sets the wait before the next one (loginBackoffSeconds, computed here in SQL).
     * Refused while an earlier failure's wait runs: no password is checked then, right or wrong.
     */
    async claimPasswordAttempt(email: string): Promise<PasswordTurn> {
      const now = clock();
      await prune(now);
      const windowStart = new Date(now.getTime() - authPolicy.loginFailureWindowMinutes * 60_000);
      const failures = sql`(CASE WHEN ${t.lastFailureAt} IS NULL OR ${t.lastFailureAt} < ${at(windowStart)}
        THEN 1 ELSE ${t.failures} + 1 END)`;
      const waitAfter = (count: SQL) =>
        sql`${at(now)} + make_interval(secs => CASE WHEN ${count} < ${authPolicy.loginFreeFailures}::int THEN 0
          ELSE least(power(2, ${count} - ${authPolicy.loginFreeFailures}::int), ${authPolicy.loginBackoffMaxSeconds}::int) END)`;
      const claimed = await db
        .insert(t)
        .values({ email, failures: 1, lastFailureAt: now, retryAt: waitAfter(sql`1`), updatedAt: now })
        .onConflictDoUpdate({
          target: t.email,
          set: { failures, lastFailureAt: now, retryAt: waitAfter(failures), updatedAt: now },
          setWhere: or(sql`${t.retryAt} IS NULL`, sql`${t.retryAt} <= ${at(now)}`),
        })
        .returning({ failures: t.failures });
      if (claimed.length === 1) return { allowed: true };
      const [row] = await db.select({ retryAt: t.retryAt }).from(t).where(eq(t.email, email));
      const waitMs = (row?.retryAt?.getTime() ?? now.getTime()) - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },

    /** The password was right (or the mailbox was proven): the email starts afresh. */
    async forgetFailures(writer: Pick<Db, 'update'>, email: string) {
      await writer
        .update(t)
        .set({ failures: 0, lastFailureAt: null, retryAt: null, updatedAt: clock() })
        .where(eq(t.email, email));
    },

    /**
     * Takes the right to mail `email` a sign-in code or reset link: true unless one was mailed
     * within the resend cooldown (the claim is the same for addresses with no account).
     */
    async claimMail(email: string, kind: MailKind): Promise<boolean> {
      const now = clock();
      await prune(now);
      const column = kind === 'login_code' ? t.loginCodeSentAt : t.resetLinkSentAt;
      const key = kind === 'login_code' ? 'loginCodeSentAt' : 'resetLinkSentAt';
      const readyBefore = new Date(now.getTime() - authPolicy.otpResendSeconds * 1000);
      const claimed = await db
        .insert(t)
        .values({ email, [key]: now, updatedAt: now })
        .onConflictDoUpdate({
          target: t.email,
          set: { [key]: now, updatedAt: now },
          setWhere: or(sql`${column} IS NULL`, sql`${column} <= ${at(readyBefore)}`),
        })
        .returning({ email: t.email });
      return claimed.length === 1;
    },
  };
}
