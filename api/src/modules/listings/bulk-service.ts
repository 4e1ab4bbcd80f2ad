import { randomUUID } from 'node:crypto';
import { type ErrorCode, errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import {
  type ListingBulkAction,
  type ListingBulkRequest,
  type ListingBulkResponse,
  trashBulkActions,
} from 'contracts/schemas/admin';
import type { Db } from '../../db/client.ts';
import type { restaurants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditedCaller, audited } from '../activity/audited.ts';
import { forgetSaves } from '../trash/trash-purge.ts';
import { createTrashableRepository } from '../trash/trashable-repository.ts';
import { type AdminListingFilters, createAdminListingRepository } from './admin-repository.ts';
import { forgetTotals } from './capped-count.ts';
import type { ListingKindInApi } from './listing-kind.ts';
import type { ListingTable } from './listing-query.ts';

type Row = typeof restaurants.$inferSelect;

/** What an action writes to a listing (a purge writes nothing: it deletes), and whether the listing is so already. */
const writes: Record<
  Exclude<ListingBulkAction, 'purge'>,
  { done: (row: Row) => boolean; set: (now: Date) => object }
> = {
  publish: { done: (row) => row.status === 'published', set: () => ({ status: 'published' }) },
  unpublish: { done: (row) => row.status === 'draft', set: () => ({ status: 'draft' }) },
  feature: { done: (row) => row.featured, set: () => ({ featured: true }) },
  unfeature: { done: (row) => !row.featured, set: () => ({ featured: false }) },
  trash: { done: () => false, set: (now) => ({ deletedAt: now }) },
  restore: { done: () => false, set: () => ({ deletedAt: null }) },
};

/** The audit action of each bulk action: a status or a flag is an update, the trash and back as the single routes record them. */
const auditAction = { trash: 'delete', restore: 'restore', purge: 'purge' } as const;

/**
 * A bulk action on one kind's listings (docs/adr/0071): each listing is changed in a transaction of
 * its own, with its own audit entry under the action's batch id, so one that cannot be changed (gone,
 * moved in or out of the trash meanwhile) is reported and the others still go through. A listing
 * already as the action leaves it counts as done, with nothing written.
 */
export function createListingBulkService<T extends ListingTable, Query, Input>(
  db: Db,
  clock: () => Date,
  kind: ListingKindInApi<T, Query, Input>,
) {
  const records = createTrashableRepository(db, kind.table);
  const lists = createAdminListingRepository(db, kind.table, kind.admin.filters);

  /** Changes one listing, or throws the AppError saying why it cannot. */
  async function change(caller: AuditedCaller, action: ListingBulkAction, id: string, batchId: string) {
    const inTrash = trashBulkActions.includes(action);
    await audited(
      caller,
      kind.singular,
      async (tx) => {
        const before = (await records.lock(tx, id)) as Row | undefined;
        if (!before) throw new AppError(404, kind.notFound);
        if (Boolean(before.deletedAt) !== inTrash) {
          throw new AppError(409, inTrash ? 'LISTING_NOT_IN_TRASH' : 'LISTING_IN_TRASH');
        }
        if (action === 'purge') {
          await records.remove(tx, id);
          await forgetSaves(tx, kind.singular, [id]);
          return { result: undefined, entityId: id, before, after: null, action: 'purge' };
        }
        const now = clock();
        const after = await records.update(tx, id, writes[action].set(now) as Partial<T['$inferInsert']>, now);
        const audit = action in auditAction ? auditAction[action as keyof typeof auditAction] : 'update';
        return { result: undefined, entityId: id, before, after: after ?? before, action: audit };
      },
      { batchId },
    );
  }

  return {
    async run(caller: AuditedCaller, lang: Lang, body: ListingBulkRequest): Promise<ListingBulkResponse> {
      const batchId = randomUUID();
      const { action } = body;
      const inTrash = trashBulkActions.includes(action);
      // The filter says what the list shows; the action says whether that is the list or its trash.
      const ids = body.ids
        ? [...new Set(body.ids)]
        : await lists.matchingIds({ ...(body.filter as AdminListingFilters), trash: inTrash });
      const rows = new Map((await lists.findByIds(ids)).map((row) => [row.id, row as Row]));
      const succeeded: string[] = [];
      const failed: ListingBulkResponse['failed'] = [];
      const fail = (id: string, code: ErrorCode) => failed.push({ id, code, message: errorMessage(code, lang) });
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) {
          fail(id, kind.notFound);
          continue;
        }
        if (action !== 'purge' && Boolean(row.deletedAt) === inTrash && writes[action].done(row)) {
          succeeded.push(id);
          continue;
        }
        try {
          await change(caller, action, id, batchId);
          succeeded.push(id);
        } catch (error) {
          // Only a refusal of this one listing; anything else (the database gone) ends the batch as any write would.
          if (!(error instanceof AppError)) throw error;
          fail(id, error.code);
        }
      }
      if (succeeded.length > 0) forgetTotals(db, kind.table);
      return { batchId, succeeded, failed };
    },
  };
}
