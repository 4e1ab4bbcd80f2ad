import { authPolicy } from 'contracts/auth-policy';
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { knownDevices, signInFailures, signInThrottles } from '../../db/schema.ts';
import { sha256 } from './secrets.ts';

const t = signInThrottles;
const f = signInFailures;
const d = knownDevices;
const DAY_MS = 24 * 3600_000;
/** Pruning runs on one claim in this many, so the tables hold about a day of addresses. */
const PRUNE_EVERY = 200;
/**
 * Rows deleted from each table by one pruning at most: it runs inside a sign-in request, which must
 * not wait on a day's backlog. 500 per 200 claims outpaces the at most one row a claim adds.
 */
export const PRUNE_BATCH = 500;

export type MailKind = 'login_code' | 'reset_link';
/**
 * Who is signing in, as the api knows them: the browser's address (`request.ip`, from the BFF's
 * X-Forwarded-For) and the id in its device cookie, if it has one (any value: only a device that
 * signed in to the email before counts as known).
 */
export type SignInClient = { address: string; device?: string | undefined };
/** The counter a password check is taken against: a known device's own, or else the address's. */
export type CountedAs = { client: string; byDevice: boolean };
export type PasswordTurn = { allowed: true; countedAs: CountedAs } | { allowed: false; retryAfterSeconds: number };

/**
 * Wrong passwords counted per (normalised email, client), where the client is a device known for
 * the email or else the browser's address, so one client's failures never delay another; an
 * email-wide pause only once many addresses together fail many times, and never for a known
 * device. Counters are kept alike whether or not an account has the email, so neither the answers
 * nor their timing tell the two apart.
 *
 * A password is checked unless a wait runs for that client (or, for an unknown browser, the
 * email-wide pause holds), and counted only once found wrong: right passwords sent at the same time
 * are never refused because of each other. How many guesses one client makes at once is bounded
 * by the BFF's limits per address and per (email, address).
 */
export function createSignInThrottle(db: Db, clock: () => Date) {
  let claims = 0;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  /** Deletes up to {@link PRUNE_BATCH} rows of `table` that are `stale`, found by their two-column key. */
  function deleteStaleByKey(table: typeof f | typeof d, key: [AnyPgColumn, AnyPgColumn], stale: SQL) {
    const batch = db.select({ first: key[0], second: key[1] }).from(table).where(stale).limit(PRUNE_BATCH);
    return db.delete(table).where(sql`(${key[0]}, ${key[1]}) IN (${batch})`).returning({ email: table.email });
  }

  /**
   * Deletes up to {@link PRUNE_BATCH} stale rows of each table: counters untouched for a day, and
   * devices not signed in with for as long as their cookie lives. Says how many went from each.
   */
  async function pruneStale(now: Date) {
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const staleMail = db.select({ email: t.email }).from(t).where(lt(t.updatedAt, dayAgo)).limit(PRUNE_BATCH);
    const throttles = await db.delete(t).where(inArray(t.email, staleMail)).returning({ email: t.email });
    const failures = await deleteStaleByKey(f, [f.email, f.client], lt(f.updatedAt, dayAgo));
    const forgotten = new Date(now.getTime() - authPolicy.knownDeviceDays * DAY_MS);
    const devices = await deleteStaleByKey(d, [d.email, d.deviceHash], lt(d.signedInAt, forgotten));
    return { throttles: throttles.length, failures: failures.length, devices: devices.length };
  }

  async function prune(now: Date) {
    if (++claims % PRUNE_EVERY !== 0) return;
    await pruneStale(now);
  }

  /**
   * The device's counter if it signed in to `email` within the cookie's lifetime, else the address's
   * (read through `reader`, a transaction's when called within one).
   */
  async function countedAs(email: string, client: SignInClient, reader: Pick<Db, 'select'> = db): Promise<CountedAs> {
    if (client.device) {
      const deviceHash = sha256(client.device);
      const since = new Date(clock().getTime() - authPolicy.knownDeviceDays * DAY_MS);
      const [known] = await reader
        .select({ email: d.email })
        .from(d)
        .where(and(eq(d.email, email), eq(d.deviceHash, deviceHash), gte(d.signedInAt, since)))
        .limit(1);
      if (known) return { client: deviceHash, byDevice: true };
    }
    return { client: client.address, byDevice: false };
  }

  /**
   * The email-wide pause holds: browsers not known for the email take turns, one password check
   * per loginBackoffMaxSeconds among all of them. The turn is taken by one conditional upsert, so
   * however many addresses ask at once, one gets it.
   */
  async function claimPausedTurn(email: string, now: Date): Promise<PasswordTurn | undefined> {
    const turnEvery = authPolicy.loginBackoffMaxSeconds * 1000;
    const claimed = await db
      .insert(t)
      .values({ email, pausedTurnAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: t.email,
        set: { pausedTurnAt: now, updatedAt: now },
        setWhere: or(
          sql`${t.pausedTurnAt} IS NULL`,
          sql`${t.pausedTurnAt} <= ${at(new Date(now.getTime() - turnEvery))}`,
        ),
      })
      .returning({ email: t.email });
    if (claimed.length === 1) return undefined;
    const [row] = await db.select({ pausedTurnAt: t.pausedTurnAt }).from(t).where(eq(t.email, email));
    const waitMs = (row?.pausedTurnAt?.getTime() ?? now.getTime()) + turnEvery - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return {
    pruneStale,
    countedAs,

    /**
     * Whether a password may be checked for `email` from `client` now: not while that client's wait
     * runs, nor, for a browser not known for the email, while the email-wide pause holds and another
     * unknown browser had the last turn. Nothing is counted here: see {@link recordFailure}.
     */
    async passwordTurn(email: string, client: SignInClient): Promise<PasswordTurn> {
      const now = clock();
      await prune(now);
      const counted = await countedAs(email, client);
      const windowStart = at(new Date(now.getTime() - authPolicy.loginFailureWindowMinutes * 60_000));
      const byAddress = sql`NOT ${f.byDevice} AND ${f.lastFailureAt} >= ${windowStart}`;
      const secondsLeft = sql`ceil(extract(epoch from (${f.retryAt} - ${at(now)})))::int`;
      const [state] = await db
        .select({
          ownWait: sql<number | null>`max(${secondsLeft}) FILTER (WHERE ${f.client} = ${counted.client})`,
          failures: sql<number>`coalesce(sum(${f.failures}) FILTER (WHERE ${byAddress}), 0)::int`,
          addresses: sql<number>`(count(*) FILTER (WHERE ${byAddress}))::int`,
        })
        .from(f)
        .where(eq(f.email, email));
      const ownWait = Number(state?.ownWait ?? 0);
      if (ownWait > 0) return { allowed: false, retryAfterSeconds: ownWait };
      const pause = authPolicy.loginEmailPause;
      const paused = Number(state?.failures) >= pause.failures && Number(state?.addresses) >= pause.addresses;
      if (paused && !counted.byDevice) {
        const refused = await claimPausedTurn(email, now);
        if (refused) return refused;
      }
      return { allowed: true, countedAs: counted };
    },

    /**
     * The password was wrong: one more failure for that client, and the wait before its next check
     * (loginBackoffSeconds, computed here in SQL). One upsert, so failures at once all count.
     */
    async recordFailure(email: string, counted: CountedAs) {
      const now = clock();
      const windowStart = new Date(now.getTime() - authPolicy.loginFailureWindowMinutes * 60_000);
      const failures = sql`(CASE WHEN ${f.lastFailureAt} < ${at(windowStart)} THEN 1 ELSE ${f.failures} + 1 END)`;
      const waitAfter = (count: SQL) =>
        sql`${at(now)} + make_interval(secs => CASE WHEN ${count} < ${authPolicy.loginFreeFailures}::int THEN 0
          ELSE least(power(2, ${count} - ${authPolicy.loginFreeFailures}::int), ${authPolicy.loginBackoffMaxSeconds}::int) END)`;
      await db
        .insert(f)
        .values({
          email,
          client: counted.client,
          byDevice: counted.byDevice,
          failures: 1,
          lastFailureAt: now,
          retryAt: waitAfter(sql`1`),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [f.email, f.client],
          set: { failures, lastFailureAt: now, retryAt: waitAfter(failures), updatedAt: now },
        });
    },

    /**
     * The password was right, or the mailbox was proven: the counter this browser's failures went to
     * starts afresh (a known device's own, or else its address's). Other counters stay: the owner
     * signing in lets no one else start over, not even someone sharing their address.
     */
    async forgetFailures(writer: Pick<Db, 'delete'>, email: string, counted: CountedAs) {
      await writer.delete(f).where(and(eq(f.email, email), eq(f.client, counted.client)));
    },

    /** This browser signed in to `email`: from now on it is a known device for it. */
    async rememberDevice(writer: Pick<Db, 'insert'>, email: string, device: string | undefined) {
      if (!device) return;
      const now = clock();
      await writer
        .insert(d)
        .values({ email, deviceHash: sha256(device), signedInAt: now })
        .onConflictDoUpdate({ target: [d.email, d.deviceHash], set: { signedInAt: now } });
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
