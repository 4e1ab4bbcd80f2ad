import { adminUserDetail, adminUsersResponse, idParams } from 'contracts/schemas/admin';
import { type AdminUserSort, adminUpdateRoleBody, adminUsersQuery, userSchema } from 'contracts/schemas/user';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { bookmarks, favorites, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { expensiveWith } from '../../plugins/expensive-reads.ts';
import { userView } from '../accounts/user-view.ts';
import { audited } from '../activity/audited.ts';

/**
 * Locks what a role change or a deletion depends on and checks it: an admin may not change
 * themself, the caller must still be an admin, and the directory always keeps one admin.
 * Every such write locks the admins' rows first, in one order, then the target's: of two admins
 * demoting each other at once, the second waits for the first, then (PostgreSQL re-reads a locked
 * row that changed) finds it is no longer an admin itself. The same order everywhere means no deadlock.
 */
async function lockForRoleChange(tx: Tx, actorId: string, targetId: string, takesAwayAdmin: boolean) {
  if (actorId === targetId) throw new AppError(409, 'CANNOT_CHANGE_SELF');
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  // Demoted or deleted by a change that committed while this request waited.
  if (!admins.some((admin) => admin.id === actorId)) throw new AppError(403, 'FORBIDDEN');
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
  if (!target) throw new AppError(404, 'USER_NOT_FOUND');
  if (target.role === 'admin' && takesAwayAdmin && admins.length <= 1) {
    throw new AppError(409, 'LAST_ADMIN');
  }
  return target;
}

const userOrder: Record<AdminUserSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name_asc: [asc(sql`lower(${users.fullName})`), asc(users.id)],
  name_desc: [desc(sql`lower(${users.fullName})`), desc(users.id)],
  email_asc: [asc(sql`lower(${users.email})`), asc(users.id)],
  email_desc: [desc(sql`lower(${users.email})`), desc(users.id)],
};

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];

  app.get(
    '/admin/all-users',
    {
      schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } },
      config: { expensive: expensiveWith('email') },
    },
    async (request) => {
      const { page, userPerPage, email, role, sort } = request.query;
      const escaped = email?.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where = and(
        escaped ? ilike(users.email, `%${escaped}%`) : undefined,
        role ? eq(users.role, role) : undefined,
      );
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...userOrder[sort])
        .limit(userPerPage)
        .offset((page - 1) * userPerPage);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return { items: rows.map(userView), total: total?.n ?? 0, page, userPerPage };
    },
  );

  app.get(
    '/admin/user/:id',
    { schema: { tags, params: idParams, response: { 200: adminUserDetail } } },
    async (request) => {
      const [row] = await db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!row) throw new AppError(404, 'USER_NOT_FOUND');
      const savedBy = async (table: typeof favorites | typeof bookmarks) => {
        const [counted] = await db.select({ n: count() }).from(table).where(eq(table.userId, row.id));
        return counted?.n ?? 0;
      };
      return {
        user: {
          ...userView(row),
          updatedAt: row.updatedAt.toISOString(),
          emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
        },
        saved: { favorites: await savedBy(favorites), bookmarks: await savedBy(bookmarks) },
      };
    },
  );

  app.put(
    '/admin/user/:id',
    {
      schema: { tags, params: idParams, body: adminUpdateRoleBody, response: { 200: z.object({ user: userSchema }) } },
    },
    async (request) => {
      const { role } = request.body;
      const actorId = request.user?.id ?? '';
      const updated = await audited(request, 'user', async (tx) => {
        const before = await lockForRoleChange(tx, actorId, request.params.id, role !== 'admin');
        const [after] = await tx
          .update(users)
          .set({ role, updatedAt: app.clock() })
          .where(eq(users.id, before.id))
          .returning();
        return { result: after ?? before, entityId: before.id, before, after: after ?? before };
      });
      return { user: userView(updated) };
    },
  );

  app.delete(
    '/admin/user/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => {
      const actorId = request.user?.id ?? '';
      const id = await audited(request, 'user', async (tx) => {
        const before = await lockForRoleChange(tx, actorId, request.params.id, true);
        // Tokens, codes and saves go with the account (foreign keys cascade): its sessions end at once.
        await tx.delete(users).where(eq(users.id, before.id));
        return { result: before.id, entityId: before.id, before, after: null };
      });
      return { deleted: true, _id: id };
    },
  );
};
