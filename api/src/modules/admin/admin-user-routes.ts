import { adminUsersResponse, idParams } from 'contracts/schemas/admin';
import { adminUpdateRoleBody, adminUsersQuery, userSchema } from 'contracts/schemas/user';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { userView } from '../accounts/user-view.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An admin may not remove their own rights, and the directory always keeps one admin. */
async function guardAdminChange(tx: Tx, actorId: string, targetId: string, removesAdmin: boolean) {
  if (actorId === targetId) throw new AppError(409, 'CANNOT_CHANGE_SELF');
  if (!removesAdmin) return;
  // Lock the admins so two concurrent demotions cannot both pass the count.
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  if (admins.length <= 1) throw new AppError(409, 'LAST_ADMIN');
}

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];
  const find = async (id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw new AppError(404, 'USER_NOT_FOUND');
    return row;
  };

  app.get(
    '/admin/all-users',
    { schema: { tags, querystring: adminUsersQuery, response: { 200: adminUsersResponse } } },
    async (request) => {
      const { page, userPerPage, email, role } = request.query;
      const escaped = email?.replace(/[\\%_]/g, (c) => `\\${c}`);
      const where = and(
        escaped ? ilike(users.email, `%${escaped}%`) : undefined,
        role ? eq(users.role, role) : undefined,
      );
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(userPerPage)
        .offset((page - 1) * userPerPage);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return { items: rows.map(userView), total: total?.n ?? 0, page, userPerPage };
    },
  );

  app.get(
    '/admin/user/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ user: userSchema }) } } },
    async (request) => ({
      user: userView(await find(request.params.id)),
    }),
  );

  app.put(
    '/admin/user/:id',
    {
      schema: { tags, params: idParams, body: adminUpdateRoleBody, response: { 200: z.object({ user: userSchema }) } },
    },
    async (request) => {
      const target = await find(request.params.id);
      const { role } = request.body;
      const updated = await db.transaction(async (tx) => {
        await guardAdminChange(tx, request.user?.id ?? '', target.id, target.role === 'admin' && role !== 'admin');
        const [row] = await tx
          .update(users)
          .set({ role, updatedAt: app.clock() })
          .where(eq(users.id, target.id))
          .returning();
        return row ?? target;
      });
      return { user: userView(updated) };
    },
  );

  app.delete(
    '/admin/user/:id',
    { schema: { tags, params: idParams, response: { 200: z.object({ deleted: z.boolean(), _id: z.string() }) } } },
    async (request) => {
      const target = await find(request.params.id);
      await db.transaction(async (tx) => {
        await guardAdminChange(tx, request.user?.id ?? '', target.id, target.role === 'admin');
        // Tokens, codes and saves go with the account (foreign keys cascade).
        await tx.delete(users).where(eq(users.id, target.id));
      });
      return { deleted: true, _id: target.id };
    },
  );
};
