/**
 * `node bench/explain-restaurants.ts`: the query plans behind the benchmarked endpoints, for when a
 * number in the bench looks wrong. Fills a fresh database (PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, else PGlite) to each of BENCH_SIZES and prints EXPLAIN (ANALYZE, BUFFERS).
 * The queries are rebuilt from the same helpers the listing repository uses.
 */
import { TOTAL_CAP } from 'contracts/schemas/common';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { restaurants } from '../src/db/schema.ts';
import { anyOf, commonConditions, listingOrder, whereAll } from '../src/modules/listings/listing-query.ts';
import { benchTargets } from './bench-databases.ts';
import { benchRestaurant, growRestaurants } from './fill-restaurants.ts';

const page = (where: SQL | undefined) => (db: Db) =>
  db
    .select()
    .from(restaurants)
    .where(where)
    .orderBy(...listingOrder(restaurants, 'featured', 'en'))
    .limit(10);

/** As `cappedCount` builds it: count the matches, but read no more than TOTAL_CAP + 1 of them. */
const cappedCount = (where: SQL | undefined) => (db: Db) => {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(restaurants)
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
};

const defaultWhere = whereAll(commonConditions(restaurants, {}, new Date()));
const filteredWhere = whereAll([
  ...commonConditions(restaurants, { name: 'grill', pricing: ['medium'] }, new Date()),
  anyOf(restaurants.cuisineTypes, ['seafood', 'qatari']),
]);

const queries: [string, (db: Db) => { getSQL: () => SQL }][] = [
  ['default page', page(defaultWhere)],
  ['default count', cappedCount(defaultWhere)],
  ['filtered page', page(filteredWhere)],
  ['filtered count', cappedCount(filteredWhere)],
];

async function explain(db: Db, query: { getSQL: () => SQL }) {
  const result = (await db.execute(sql`explain (analyze, buffers) ${query.getSQL()}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

async function main() {
  const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
  const target = benchTargets().at(-1);
  if (!target) return;
  const { database, drop } = await target.open();
  try {
    let filled = 0;
    for (const size of sizes) {
      await growRestaurants(database.db, filled, size);
      filled = size;
      for (const [name, query] of queries) {
        console.log(`\n=== ${target.label} ${size}: ${name}\n${await explain(database.db, query(database.db))}`);
      }
      const detail = database.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.slug, benchRestaurant(Math.floor(size / 2)).slug));
      console.log(`\n=== ${target.label} ${size}: detail (by slug)\n${await explain(database.db, detail)}`);
    }
  } finally {
    await drop();
  }
}

await main();
