import type { ActivityAction, ActivityEntityType } from 'contracts/schemas/activity';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordActivity } from './activity-repository.ts';
import { changedFields, type Row } from './changes.ts';

/** What an admin write hands back to {@link audited}: its answer, and the row as it was and as it is. */
export type AuditedChange<T> = {
  result: T;
  entityId: string;
  /** The row before the write; null or absent for a creation. */
  before?: Row | null;
  /** The row after the write; null or absent for a deletion. */
  after?: Row | null;
  /** By default from the rows: create, update or delete. */
  action?: ActivityAction;
};

/** Who makes an admin write: the request's server (database, clock), signed-in user and address. */
export type AuditedCaller = Pick<FastifyRequest, 'server' | 'user' | 'ip'>;

/**
 * The one way an admin write runs: `work` makes the change inside a transaction and returns the
 * row before and after; the audit entry (actor, action, entity, changed fields, client address,
 * time) is written in the same transaction, so the change and its entry are kept or lost together.
 * A write cannot commit without its entry, nor record two. A bulk action audits each record so,
 * every entry naming the action's `batchId`.
 */
export async function audited<T>(
  request: AuditedCaller,
  entityType: ActivityEntityType,
  work: (tx: Tx) => Promise<AuditedChange<T>>,
  options: { batchId?: string } = {},
): Promise<T> {
  const { db, clock } = request.server;
  const actor = request.user;
  // The admin routes refuse anonymous callers before this runs; an unsigned write must never go unrecorded.
  if (!actor) throw new AppError(401, 'UNAUTHENTICATED');
  return db.transaction(async (tx) => {
    const change = await work(tx);
    const action = change.action ?? (!change.before ? 'create' : !change.after ? 'delete' : 'update');
    await recordActivity(tx, {
      at: clock(),
      actor: { id: actor.id, fullName: actor.fullName, email: actor.email },
      // The browser's address: the BFF forwards it and only the BFF is trusted to (see app.ts, trustProxy).
      ip: request.ip,
      action,
      entityType,
      entityId: change.entityId,
      changes: changedFields(change.before, change.after),
      batchId: options.batchId,
    });
    return change.result;
  });
}
