import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { sha256 } from './secrets.ts';

export type CodePurpose = 'verify_email' | 'reset_password' | 'login_otp';
type Writer = Pick<Db, 'insert' | 'update'>;

/**
 * Email links and sign-in codes: stored hashed, expiring, single use.
 * Every check that guards a use is one conditional UPDATE, so concurrent requests are serialised
 * by the row's lock: a counter read and then written back would let parallel guesses all read the
 * same count and each pass the bound.
 */
export function createOneTimeCodes(db: Db, clock: () => Date) {
  const live = () => and(isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, clock()));
  return {
    async create(writer: Writer, userId: string, purpose: CodePurpose, secret: string, ttlMs: number) {
      // A new link or code replaces the ones sent before.
      await writer
        .update(oneTimeCodes)
        .set({ usedAt: clock() })
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
      await writer.insert(oneTimeCodes).values({
        userId,
        purpose,
        codeHash: sha256(secret),
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + ttlMs),
      });
    },

    /**
     * Uses a live link, found by its secret (links are long random values, looked up by hash):
     * marks it used and returns it, or returns nothing if it is unknown, expired or already used,
     * including by a request running at the same moment.
     */
    async useLink(writer: Writer, purpose: CodePurpose, secret: string) {
      const [row] = await writer
        .update(oneTimeCodes)
        .set({ usedAt: clock() })
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, sha256(secret)), live()))
        .returning();
      return row;
    },

    /** A live link by its secret, without using it (a cheap check before costly work). */
    async findLiveLink(purpose: CodePurpose, secret: string) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, sha256(secret)), live()))
        .limit(1);
      return row;
    },

    /** The newest code of a kind for a user, used or not. */
    async latest(userId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Takes one of a live code's attempts before its value is compared, so no more than
     * `maxAttempts` comparisons are ever made, however many guesses arrive at once.
     * Returns the code with its new count, or nothing when it is spent, used or expired.
     */
    async claimAttempt(id: string, maxAttempts: number) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, maxAttempts), live()))
        .returning();
      return row;
    },

    /** Marks a code used unless it already is: true for the one request that used it. */
    async markUsed(writer: Writer, id: string) {
      const rows = await writer
        .update(oneTimeCodes)
        .set({ usedAt: clock() })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
  };
}
