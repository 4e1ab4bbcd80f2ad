/**
 * Listings and blog posts deleted by an admin wait in the trash (restorable) for
 * TRASH_RETENTION_DAYS, then this job deletes them for good, with everyone's saves of a listing
 * (favorites and bookmarks name a listing by type and id, without a foreign key; posts have no
 * saves) and one audit entry per row, by the system actor.
 */
import { SYSTEM_ACTOR_ID, systemActorLabel } from 'contracts/schemas/activity';
import { TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import type { Db, Tx } from '../../db/client.ts';
import { blogs, bookmarks, favorites, giftShops, restaurants } from '../../db/schema.ts';
import { purgeIdempotencyKeys } from '../../plugins/idempotency.ts';
import { recordActivity } from '../activity/activity-repository.ts';
import { forgetTotals } from '../listings/capped-count.ts';
import { purgeVisitorExperience } from '../visitor-experience/visitor-experience-routes.ts';

const DAY_MS = 86_400_000;
/** How often the job looks; a listing may so outstay its 30 days by up to an hour. */
const TRASH_PURGE_INTERVAL_MS = 60 * 60_000;

const SYSTEM_ACTOR = { id: SYSTEM_ACTOR_ID, fullName: systemActorLabel.en, email: 'system' };

const kinds = [
  { table: restaurants, itemType: 'restaurant', saved: true },
  { table: giftShops, itemType: 'shop', saved: true },
  { table: blogs, itemType: 'blog', saved: false },
] as const;

/** What the purge entry keeps of the row: its slug and English name (a listing) or title (a post). */
function purgedFields(row: Record<string, unknown>) {
  const label = 'titleEn' in row ? 'titleEn' : 'nameEn';
  return { slug: { before: row.slug, after: null }, [label]: { before: row[label], after: null } };
}

/** Drops everyone's saves (favorites and bookmarks) of listings deleted for good. */
export async function forgetSaves(tx: Tx, itemType: string, ids: string[]): Promise<void> {
  for (const saves of [favorites, bookmarks]) {
    await tx.delete(saves).where(and(eq(saves.itemType, itemType), inArray(saves.itemId, ids)));
  }
}

/** Deletes what has been in the trash longer than the retention; answers how many rows went. */
export async function purgeTrash(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (const { table, itemType, saved } of kinds) {
    const t = table as typeof restaurants;
    const ids = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(t)
        .where(and(isNotNull(t.deletedAt), lt(t.deletedAt, cutoff)))
        .returning();
      if (gone.length === 0) return [];
      const goneIds = gone.map((row) => row.id);
      if (saved) await forgetSaves(tx, itemType, goneIds);
      for (const row of gone) {
        await recordActivity(tx, {
          at: now,
          actor: SYSTEM_ACTOR,
          ip: '',
          action: 'purge',
          entityType: itemType,
          entityId: row.id,
          changes: purgedFields(row as unknown as Record<string, unknown>),
        });
      }
      return goneIds;
    });
    if (ids.length > 0) forgetTotals(db, table);
    purged += ids.length;
  }
  return purged;
}

/**
 * Runs the purge (and drops idempotency keys past their day, and visitors' vitals and errors past
 * their 30 days) when the api is ready and then every hour, by the api's clock (tests move it).
 * The timer never keeps the process alive, and closing the api stops it after the round under way.
 */
export function scheduleTrashPurge(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const runs = new Counter({
    name: 'trash_purge_runs_total',
    help: 'Rounds of the trash purge, by how they ended (success, failure)',
    labelNames: ['result'],
    registers: [app.metrics],
  });
  const run = () => {
    const now = app.clock();
    round = Promise.all([
      purgeTrash(app.db, now),
      purgeIdempotencyKeys(app.db, now),
      purgeVisitorExperience(app.db, now),
    ]).then(
      ([purged, keys, reports]) => {
        runs.inc({ result: 'success' });
        if (purged > 0) app.log.info({ purged }, 'trash purged');
        if (keys > 0) app.log.info({ keys }, 'expired idempotency keys purged');
        if (reports > 0) app.log.info({ rows: reports }, "visitors' vitals and errors past retention purged");
      },
      // The database may be briefly away; the next round tries again.
      (error) => {
        runs.inc({ result: 'failure' });
        app.log.error({ err: error }, 'trash purge failed');
      },
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, TRASH_PURGE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
