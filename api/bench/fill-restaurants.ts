/**
 * Grows the `restaurants` table to a given size with listings derived from the 64 seed records,
 * varied enough (area, pricing, cuisine, dates, featured) that filters and sorts see realistic spreads.
 */
import { type RestaurantInput, restaurantInput } from 'contracts/schemas/restaurant';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { restaurants } from '../src/db/schema.ts';
import { restaurantColumns } from '../src/modules/listings/listing-columns.ts';
import { restaurants as restaurantSeeds } from '../src/seed/data/restaurants.ts';

/** 500 rows × ~33 columns stays well under PostgreSQL's 65,535 bind parameters per statement. */
const BATCH_ROWS = 500;
/** Several batches per transaction: fewer commits (WAL flushes) without one huge transaction. */
const TRANSACTION_ROWS = 5_000;

const FIRST_DAY = Date.UTC(2010, 0, 1);
const DAY_MS = 86_400_000;
const SPREAD_DAYS = 16 * 365;

// Parsed once: the seed records are checked the same way the real seed checks them.
const seeds: RestaurantInput[] = restaurantSeeds.map((seed) => restaurantInput.parse(seed));
const seedAt = (k: number) => seeds[k % seeds.length] as RestaurantInput;

/**
 * Listing number `i`: the text of one seed, but area, pricing and cuisine taken from other seeds,
 * shifted every round of 64 so the combinations do not simply repeat the seeds.
 */
export function benchRestaurant(i: number): RestaurantInput {
  const round = Math.floor(i / seeds.length);
  const base = seedAt(i);
  // A prime stride scatters the dates, so insertion order is not date order.
  const memberSince = new Date(FIRST_DAY + ((i * 7919) % SPREAD_DAYS) * DAY_MS).toISOString().slice(0, 10);
  return {
    ...base,
    slug: `${base.slug}-${i}`,
    name: { en: `${base.name.en} ${i}`, ar: `${base.name.ar} ${i}` },
    area: seedAt(i + round).area,
    pricing: seedAt(i + 3 * round + 1).pricing,
    cuisineTypes: seedAt(i + 5 * round + 2).cuisineTypes,
    featured: i % 5 === 0,
    memberSince,
  };
}

function benchRow(i: number) {
  const input = benchRestaurant(i);
  // As the seed does: "newest" means newest member of the directory.
  return { ...restaurantColumns(input), createdAt: new Date(`${input.memberSince}T09:00:00+03:00`) };
}

const rowsBetween = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => benchRow(from + k));

type IndexDefinition = { name: string; definition: string };

/** Secondary indexes as the migrations made them; indexes behind constraints (the primary key) stay. */
async function secondaryIndexes(db: Db): Promise<IndexDefinition[]> {
  const result = await db.execute(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'restaurants'::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  // Both drivers answer with `rows`; the shared Db type does not say so.
  return (result as unknown as { rows: IndexDefinition[] }).rows;
}

async function insertRows(db: Db, from: number, to: number) {
  for (let start = from; start < to; start += TRANSACTION_ROWS) {
    const end = Math.min(start + TRANSACTION_ROWS, to);
    await db.transaction(async (tx) => {
      for (let batch = start; batch < end; batch += BATCH_ROWS) {
        await tx.insert(restaurants).values(rowsBetween(batch, Math.min(batch + BATCH_ROWS, end)));
      }
    });
  }
}

/**
 * Adds listings `from` … `to - 1`. The secondary indexes are dropped and rebuilt around the inserts:
 * building them in one pass roughly halves the fill at 100k (the trigram GIN index is most of it),
 * and they end up as after a REINDEX. Then VACUUM ANALYZE: ANALYZE for the planner's
 * statistics at the new size, VACUUM so the visibility map is set now rather than by autovacuum in
 * the middle of a measurement (PostgreSQL) or never (PGlite has no autovacuum).
 */
export async function growRestaurants(db: Db, from: number, to: number) {
  const indexes = await secondaryIndexes(db);
  await db.transaction(async (tx) => {
    for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  });
  await insertRows(db, from, to);
  await db.transaction(async (tx) => {
    // Per transaction, so it reaches the pooled connection that builds the indexes.
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  await db.execute(sql`vacuum (analyze) restaurants`);
}
