import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from 'contracts/api-url';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

/** How long a key is remembered: a client retries within seconds, a day covers any slow one. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * A key still running after this is taken as orphaned (its api was killed mid-write, which rolled
 * the write back) and may run again: longer than any write of this api takes.
 */
const IDEMPOTENCY_PENDING_STALE_MS = 60_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request holds (recorded as running): its answer is stored for it. */
    idempotencyKey: string | null;
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/**
 * Writes whose key is honoured: not the account routes, whose answers hold session tokens and
 * whose paths hold one-time tokens (stored here in clear, they would outlive their hashes).
 */
function keyed(request: FastifyRequest): boolean {
  return WRITES.has(request.method) && !/^\/api\/v1\/auth(\/|$)/i.test(pathOf(request));
}

/** What a key is bound to besides its caller: the SHA-256 of the (validated) body it came with. */
export const requestHashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/** Deletes the keys older than the TTL; answers how many went. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Writes carrying `idempotency-key` run at most once per key: the key is recorded before the
 * handler runs, the answer (status, type, body) when it is sent, and a repeat is answered from the
 * record (`idempotent-replay: true`) — or 409 REQUEST_IN_PROGRESS while the first is still running,
 * or 422 IDEMPOTENCY_KEY_REUSED when the key came with another write: another method, path or body,
 * or another caller (the signed-in user, or for a guest the browser's address).
 * An answer of 500 or more is not stored: nothing was applied (the write's transaction rolled back),
 * so the key is released for the retry. Writes without the header are not tracked at all.
 */
export default fp(
  async function idempotency(app: FastifyInstance) {
    app.decorateRequest('idempotencyKey', null);

    // Refused before the body is read: a key that is not a uuid is the client's mistake. The hooks
    // take `done` so that a read, which every one of them lets through, costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = keyed(request) ? request.headers[IDEMPOTENCY_KEY_HEADER] : undefined;
      if (header !== undefined && (typeof header !== 'string' || !UUID.test(header))) {
        done(new AppError(400, 'VALIDATION_FAILED'));
        return;
      }
      done();
    });

    // After authentication and validation: the key is scoped to its caller, and a refused body
    // (which applies nothing) does not use a key up.
    app.addHook('preHandler', (request, reply, done) => {
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (!keyed(request) || typeof header !== 'string') {
        done();
        return;
      }
      // An answer from the record is sent here, and the handler must then not run: done is not called.
      takeKey(request, reply, header.toLowerCase()).then((replayed) => {
        if (!replayed) done();
      }, done);
    });

    /** Takes `key` for this request, or answers from its record (true) or refuses. */
    async function takeKey(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
      const now = app.clock();
      const scope = request.user ? `user:${request.user.id}` : `guest:${request.ip}`;
      const path = pathOf(request);
      const requestHash = requestHashOf(request.body);
      const fresh = {
        key,
        scope,
        method: request.method,
        path,
        requestHash,
        createdAt: now,
        status: null,
        contentType: null,
        body: null,
      };
      // One statement: a new key, or one expired or orphaned, is taken; otherwise the row decides.
      const [taken] = await app.db
        .insert(idempotencyKeys)
        .values(fresh)
        .onConflictDoUpdate({
          target: idempotencyKeys.key,
          set: fresh,
          where: or(
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
            and(
              isNull(idempotencyKeys.status),
              lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_PENDING_STALE_MS)),
            ),
          ),
        })
        .returning({ key: idempotencyKeys.key });
      if (taken) {
        request.idempotencyKey = key;
        return false;
      }
      const [held] = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      // Released between the two statements (its write failed): the client may simply retry.
      if (!held) throw new AppError(409, 'REQUEST_IN_PROGRESS');
      const sameWrite =
        held.scope === scope &&
        held.method === request.method &&
        held.path === path &&
        held.requestHash === requestHash;
      if (!sameWrite) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (held.status === null) throw new AppError(409, 'REQUEST_IN_PROGRESS');
      reply.code(held.status).header(IDEMPOTENT_REPLAY_HEADER, 'true');
      if (held.contentType) reply.type(held.contentType);
      reply.send(held.body ?? undefined);
      return true;
    }

    app.addHook('onSend', (request, reply, payload, done) => {
      const key = request.idempotencyKey;
      if (!key) {
        done(null, payload);
        return;
      }
      request.idempotencyKey = null;
      recordAnswer(request, reply, key, payload).then(() => done(null, payload), done);
    });

    /** Stores the answer sent for `key`, or releases the key when nothing was applied. */
    async function recordAnswer(request: FastifyRequest, reply: FastifyReply, key: string, payload: unknown) {
      const mine = and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status));
      const storable =
        payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload);
      try {
        if (reply.statusCode >= 500 || !storable) {
          await app.db.delete(idempotencyKeys).where(mine);
        } else {
          const contentType = reply.getHeader('content-type');
          await app.db
            .update(idempotencyKeys)
            .set({
              status: reply.statusCode,
              contentType: typeof contentType === 'string' ? contentType : null,
              body: payload === null || payload === undefined ? null : String(payload),
            })
            .where(mine);
        }
      } catch (error) {
        // The write is done and its answer goes out; a repeat finds the key running (409) until
        // it is taken as orphaned.
        request.log.error({ err: error }, 'idempotency key not recorded');
      }
    }
  },
  { name: 'idempotency', dependencies: ['authentication'] },
);
