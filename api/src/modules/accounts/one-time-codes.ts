import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { sha256 } from './secrets.ts';

export type CodePurpose = 'verify_email' | 'reset_password' | 'login_otp';
type Writer = Pick<Db, 'insert' | 'update'>;

/** Email links and sign-in codes: stored hashed, expiring, single use. */
export function createOneTimeCodes(db: Db, clock: () => Date) {
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

    /** A live link by its secret (links are long random values, looked up by hash). */
    async findLiveLink(purpose: CodePurpose, secret: string) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.codeHash, sha256(secret)),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, clock()),
          ),
        )
        .limit(1);
      return row;
    },

    /** The newest code of a kind for a user, used or not (for resend cooldowns and OTP checks). */
    async latest(userId: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    markUsed: (writer: Writer, id: string) =>
      writer.update(oneTimeCodes).set({ usedAt: clock() }).where(eq(oneTimeCodes.id, id)),

    countAttempt: (id: string, attempts: number) =>
      db.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, id)),
  };
}
