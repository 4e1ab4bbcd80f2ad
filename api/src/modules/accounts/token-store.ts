import { authPolicy } from 'contracts/auth-policy';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';
import { randomToken, sha256 } from './secrets.ts';

const DAY_MS = 86_400_000;
/** Renew a token's expiry at most this often, so reads do not each cost a write. */
const RENEW_EVERY_MS = 5 * 60_000;

type Writer = Pick<Db, 'insert' | 'update'>;

/** Opaque bearer tokens: random, stored as SHA-256, expiring after a week without use. */
export function createTokenStore(db: Db, clock: () => Date) {
  return {
    async issue(writer: Writer, userId: string) {
      const token = randomToken();
      const expiresAt = new Date(clock().getTime() + authPolicy.tokenIdleDays * DAY_MS);
      const [row] = await writer
        .insert(authTokens)
        .values({ userId, tokenHash: sha256(token), expiresAt, createdAt: clock(), lastUsedAt: clock() })
        .returning({ id: authTokens.id });
      return { token, tokenId: row?.id ?? '', expiresAt };
    },

    /** The user behind a live token, renewing its expiry; undefined when unknown, expired or revoked. */
    async resolve(token: string) {
      const now = clock();
      const [found] = await db
        .select({ token: authTokens, user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(authTokens.tokenHash, sha256(token)))
        .limit(1);
      if (!found || found.token.revokedAt || found.token.expiresAt <= now) return undefined;
      if (now.getTime() - found.token.lastUsedAt.getTime() > RENEW_EVERY_MS) {
        await db
          .update(authTokens)
          .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + authPolicy.tokenIdleDays * DAY_MS) })
          .where(eq(authTokens.id, found.token.id));
      }
      return { tokenId: found.token.id, expiresAt: found.token.expiresAt, user: found.user };
    },

    revoke: (tokenId: string) => db.update(authTokens).set({ revokedAt: clock() }).where(eq(authTokens.id, tokenId)),

    /** Every live token of a user, except `keepTokenId` (the session making the change). */
    revokeAllOf: (writer: Writer, userId: string, keepTokenId?: string) =>
      writer
        .update(authTokens)
        .set({ revokedAt: clock() })
        .where(
          and(
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            keepTokenId ? ne(authTokens.id, keepTokenId) : undefined,
          ),
        ),
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
