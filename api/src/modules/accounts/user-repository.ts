import type { Role } from 'contracts/enums';
import type { AdminUserSort } from 'contracts/schemas/user';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookmarks, favorites, users } from '../../db/schema.ts';
import { selectPage } from '../../db/select-page.ts';
import type { UserRow } from './user-view.ts';

const userOrder: Record<AdminUserSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name_asc: [asc(sql`lower(${users.fullName})`), asc(users.id)],
  name_desc: [desc(sql`lower(${users.fullName})`), desc(users.id)],
  email_asc: [asc(sql`lower(${users.email})`), asc(users.id)],
  email_desc: [desc(sql`lower(${users.email})`), desc(users.id)],
};

export type UserFilters = {
  page: number;
  limit: number;
  sort: AdminUserSort;
  email?: string | undefined;
  role?: Role | undefined;
};

/** A database or a transaction: an account's write often shares the transaction of what it causes. */
type Writer = Pick<Db, 'update'>;

/** Accounts as stored: what sign-up, sign-in and the profile read and write, and the back office's list. */
export function createUserRepository(db: Db) {
  return {
    /** The account of an email, whatever its case. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    async insert(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
      const [created] = await tx.insert(users).values(values).returning();
      if (!created) throw new Error('user insert returned nothing');
      return created;
    },

    /** Only the columns named change; `updatedAt` among them when the caller says so. */
    async update(writer: Writer, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await writer.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /** `email` matches anywhere in the address, its `%` and `_` taken literally. */
    list(query: UserFilters) {
      const escaped = query.email?.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where = and(
        escaped ? ilike(users.email, `%${escaped}%`) : undefined,
        query.role ? eq(users.role, query.role) : undefined,
      );
      return selectPage(db, users, { where, order: userOrder[query.sort], page: query.page, limit: query.limit });
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** How many favorites and bookmarks a user keeps. */
    async savedCounts(userId: string) {
      const savedBy = async (table: typeof favorites | typeof bookmarks) => {
        const [counted] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
        return counted?.n ?? 0;
      };
      return { favorites: await savedBy(favorites), bookmarks: await savedBy(bookmarks) };
    },

    /** Every admin's id, locked, in one order (see the admin service's `lockForRoleChange`). */
    lockAdmins: (tx: Tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update'),

    async lock(tx: Tx, id: string): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /** Tokens, codes and saves go with the account (foreign keys cascade): its sessions end at once. */
    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },
  };
}
