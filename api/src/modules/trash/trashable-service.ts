import type { ErrorCode } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import type { ActivityEntityType } from 'contracts/schemas/activity';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldProblem } from '../../http/field-problem.ts';
import { type AuditedCaller, type AuditedChange, audited } from '../activity/audited.ts';
import { forgetTotals } from '../listings/capped-count.ts';
import { assertMediaExist } from '../media/media-references.ts';
import { createTrashableRepository, type TrashableTable } from './trashable-repository.ts';

type MediaFields = Parameters<typeof assertMediaExist>[2];

/** What one kind of trashable record is: its table, its audit name, its 404, and the back office's view of a row. */
export type TrashableKind<T extends TrashableTable, View> = {
  table: T;
  entityType: ActivityEntityType;
  notFound: ErrorCode;
  view: (row: T['$inferSelect']) => View;
};

/** What a create or an edit writes: the slug it asks for, the media it names, the columns from the form. */
export type TrashableWrite<T extends TrashableTable> = {
  slug: string;
  media: MediaFields;
  columns: (now: Date) => Partial<T['$inferInsert']>;
};

/**
 * The back office's lifecycle of a listing or a blog post: create, edit against a version, move to
 * the trash, restore. Every write is audited (modules/activity) and forgets the cached list totals;
 * a taken slug is a 409 SLUG_TAKEN (the error handler).
 */
export function createTrashableService<T extends TrashableTable, View>(
  db: Db,
  clock: () => Date,
  kind: TrashableKind<T, View>,
) {
  const records = createTrashableRepository(db, kind.table);
  const notFound = () => new AppError(404, kind.notFound);

  async function find(id: string) {
    const row = await records.findById(id);
    if (!row) throw notFound();
    return row;
  }

  async function lockedRow(tx: Tx, id: string) {
    const row = await records.lock(tx, id);
    if (!row) throw notFound();
    return row;
  }

  async function write<R>(caller: AuditedCaller, work: (tx: Tx) => Promise<AuditedChange<R>>) {
    const result = await audited(caller, kind.entityType, work);
    forgetTotals(db, kind.table);
    return result;
  }

  /** A trashed record keeps its slug until it is purged: one asking for it is told where it is. */
  async function assertSlugNotInTrash(lang: Lang, slug: string, exceptId?: string) {
    if (await records.slugInTrash(slug, exceptId)) {
      throw fieldProblem(409, 'SLUG_IN_TRASH', lang, [{ field: 'slug', rule: 'validation.slugInTrash' }]);
    }
  }

  return {
    view: async (id: string) => kind.view(await find(id)),

    async create(caller: AuditedCaller, lang: Lang, input: TrashableWrite<T>): Promise<View> {
      await assertMediaExist(db, lang, input.media);
      await assertSlugNotInTrash(lang, input.slug);
      const now = clock();
      const values = { ...input.columns(now), version: 1, createdAt: now, updatedAt: now } as T['$inferInsert'];
      const row = await write(caller, async (tx) => {
        const after = await records.insert(tx, values);
        return { result: after, entityId: after.id, after };
      });
      return kind.view(row);
    },

    /** Someone saved since the form was opened (`version` is not the stored one): theirs stands, and the form is shown it. */
    async edit(caller: AuditedCaller, lang: Lang, id: string, version: number, input: TrashableWrite<T>) {
      await find(id);
      await assertMediaExist(db, lang, input.media);
      await assertSlugNotInTrash(lang, input.slug, id);
      const row = await write(caller, async (tx) => {
        // Deleted since `find` looked: a 404 as well.
        const before = await lockedRow(tx, id);
        if (before.version !== version) throw new AppError(409, 'VERSION_CONFLICT', { current: kind.view(before) });
        const now = clock();
        const after = (await records.update(tx, id, input.columns(now), now)) ?? before;
        return { result: after, entityId: id, before, after };
      });
      return kind.view(row);
    },

    /** Visitors no longer see it. Moving one already in the trash changes nothing (idempotent). */
    async moveToTrash(caller: AuditedCaller, id: string): Promise<void> {
      // Already in the trash: nothing to do, nothing to record.
      if ((await find(id)).deletedAt) return;
      await write(caller, async (tx) => {
        const before = await lockedRow(tx, id);
        // Deleted by someone else in between: recorded as a deletion that changed nothing.
        if (before.deletedAt) return { result: undefined, entityId: id, before, after: before, action: 'delete' };
        const now = clock();
        const after = await records.update(tx, id, { deletedAt: now } as Partial<T['$inferInsert']>, now);
        return { result: undefined, entityId: id, before, after: after ?? null, action: 'delete' };
      });
    },

    /** Back from the trash. Restoring one that is not in the trash changes nothing (idempotent). */
    async restore(caller: AuditedCaller, id: string): Promise<View> {
      const current = await find(id);
      if (!current.deletedAt) return kind.view(current);
      const row = await write(caller, async (tx) => {
        const before = await lockedRow(tx, id);
        // Restored by someone else in between: recorded as a restore that changed nothing.
        if (!before.deletedAt) return { result: before, entityId: id, before, after: before, action: 'restore' };
        const after =
          (await records.update(tx, id, { deletedAt: null } as Partial<T['$inferInsert']>, clock())) ?? before;
        return { result: after, entityId: id, before, after, action: 'restore' };
      });
      return kind.view(row);
    },
  };
}
