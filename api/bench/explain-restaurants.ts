/**
 * `node bench/explain-restaurants.ts`: the query plans behind the benchmarked endpoints, for when a
 * number in the bench looks wrong. Fills a fresh database (PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, else PGlite) to each of BENCH_SIZES restaurants, then BLOG_POSTS (10000)
 * posts, and prints EXPLAIN (ANALYZE, BUFFERS) of the lists, name searches and title searches.
 * The queries are rebuilt from the same helpers the listing repository uses.
 */
import { TOTAL_CAP } from 'contracts/schemas/common';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { blogs, restaurants } from '../src/db/schema.ts';
import { visibleBlog } from '../src/modules/blogs/blog-visibility.ts';
import { anyOf, commonConditions, listingOrder, matchesName, whereAll } from '../src/modules/listings/listing-query.ts';
import { benchTargets } from './bench-databases.ts';
import { growBlogs } from './fill-blogs.ts';
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

/** A name search as a visitor types it: a word of the names, one nobody has, and one in Arabic. */
const nameWhere = (name: string) => whereAll(commonConditions(restaurants, { name }, new Date()));

const queries: [string, (db: Db) => { getSQL: () => SQL }][] = [
  ['default page', page(defaultWhere)],
  ['default count', cappedCount(defaultWhere)],
  ['filtered page', page(filteredWhere)],
  ['filtered count', cappedCount(filteredWhere)],
  ['name search "saffron" page', page(nameWhere('saffron'))],
  ['name search "saffron" count', cappedCount(nameWhere('saffron'))],
  ['name search "qzvkwx" (no such name) page', page(nameWhere('qzvkwx'))],
  ['name search "مجلس" page', page(nameWhere('مجلس'))],
];

/** The blog list's title search, as blog-service builds it, over BLOG_POSTS posts. */
const blogQueries: [string, (db: Db) => { getSQL: () => SQL }][] = ['doha', 'qzvkwx', 'الدوحة'].map((title) => [
  `title search "${title}" page`,
  (db: Db) =>
    db
      .select()
      .from(blogs)
      .where(whereAll([visibleBlog(new Date()), matchesName(blogs.titleSearch, title)]))
      .orderBy(sql`${blogs.publishedAt} desc nulls last`, blogs.id)
      .limit(10),
]);

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
      // Outside the requests' statement bound: building the trigram index over 100,000 rows takes longer.
      await database.exclusively((startup) => growRestaurants(startup, filled, size));
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
    const posts = Number(process.env.BLOG_POSTS ?? 10_000);
    await database.exclusively((startup) => growBlogs(startup, 0, posts));
    for (const [name, query] of blogQueries) {
      console.log(`\n=== ${target.label} ${posts} posts: ${name}\n${await explain(database.db, query(database.db))}`);
    }
  } finally {
    await drop();
  }
}

await main();
