import type { Role } from 'contracts/enums';
import type { AdminUserDetail, adminUsersResponse } from 'contracts/schemas/admin';
import type { User } from 'contracts/schemas/user';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditedCaller, audited } from '../activity/audited.ts';
import { createUserRepository, type UserFilters } from './user-repository.ts';
import { userView } from './user-view.ts';

/** The back office's accounts: the list, one account with its saves, a role change, a deletion. */
export function createUserAdminService(db: Db, clock: () => Date) {
  const repository = createUserRepository(db);

  /**
   * Locks what a role change or a deletion depends on and checks it: an admin may not change
   * themself, the caller must still be an admin, and the directory always keeps one admin.
   * Every such write locks the admins' rows first, in one order, then the target's: of two admins
   * demoting each other at once, the second waits for the first, then (PostgreSQL re-reads a locked
   * row that changed) finds it is no longer an admin itself. The same order everywhere means no deadlock.
   */
  async function lockForRoleChange(tx: Tx, actorId: string, targetId: string, takesAwayAdmin: boolean) {
    if (actorId === targetId) throw new AppError(409, 'CANNOT_CHANGE_SELF');
    const admins = await repository.lockAdmins(tx);
    // Demoted or deleted by a change that committed while this request waited.
    if (!admins.some((admin) => admin.id === actorId)) throw new AppError(403, 'FORBIDDEN');
    const target = await repository.lock(tx, targetId);
    if (!target) throw new AppError(404, 'USER_NOT_FOUND');
    if (target.role === 'admin' && takesAwayAdmin && admins.length <= 1) {
      throw new AppError(409, 'LAST_ADMIN');
    }
    return target;
  }

  const actorIdOf = (caller: AuditedCaller) => caller.user?.id ?? '';

  return {
    async list(query: UserFilters): Promise<z.infer<typeof adminUsersResponse>> {
      const { rows, total } = await repository.list(query);
      return { items: rows.map(userView), total, page: query.page, userPerPage: query.limit };
    },

    async get(id: string): Promise<AdminUserDetail> {
      const row = await repository.findById(id);
      if (!row) throw new AppError(404, 'USER_NOT_FOUND');
      return {
        user: {
          ...userView(row),
          updatedAt: row.updatedAt.toISOString(),
          emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
        },
        saved: await repository.savedCounts(row.id),
      };
    },

    async changeRole(caller: AuditedCaller, id: string, role: Role): Promise<User> {
      const updated = await audited(caller, 'user', async (tx) => {
        const before = await lockForRoleChange(tx, actorIdOf(caller), id, role !== 'admin');
        const after = (await repository.update(tx, before.id, { role, updatedAt: clock() })) ?? before;
        return { result: after, entityId: before.id, before, after };
      });
      return userView(updated);
    },

    async remove(caller: AuditedCaller, id: string): Promise<string> {
      return audited(caller, 'user', async (tx) => {
        const before = await lockForRoleChange(tx, actorIdOf(caller), id, true);
        await repository.remove(tx, before.id);
        return { result: before.id, entityId: before.id, before, after: null };
      });
    },
  };
}
