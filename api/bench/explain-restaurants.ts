/**
 * `node bench/explain-restaurants.ts`: the query plans behind the benchmarked endpoints without the
 * load (`npm run bench` prints them beside its timings), plus name searches the bench does not time
 * and the blog list's title search. Fills a fresh database (PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, else PGlite) to each of BENCH_SIZES restaurants, then BLOG_POSTS (10000)
 * posts, and prints EXPLAIN (ANALYZE, BUFFERS) of the lists, name searches and title searches.
 * The statements are the listing repository's own (bench/endpoints.ts).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { blogs, restaurants } from '../src/db/schema.ts';
import { visibleBlog } from '../src/modules/blogs/blog-visibility.ts';
import { matchesName, whereAll } from '../src/modules/listings/listing-query.ts';
import { benchTargets } from './bench-databases.ts';
import { benchEndpoints, explain, listEndpoints } from './endpoints.ts';
import { growBlogs } from './fill-blogs.ts';
import { benchRestaurant, growRestaurants } from './fill-restaurants.ts';

/** Beside the bench's endpoints: a name nobody has, and one in Arabic. */
const moreNameSearches = [
  listEndpoints.name('qzvkwx', 'name search "qzvkwx"'),
  listEndpoints.name('مجلس', 'name search "مجلس"'),
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
      const [row] = await database.db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.slug, benchRestaurant(Math.floor(size / 2)).slug));
      for (const { endpoint, statements } of [...benchEndpoints(row?.id ?? ''), ...moreNameSearches]) {
        for (const [name, statement] of statements(database.db, new Date())) {
          console.log(`\n=== ${target.label} ${size}: ${endpoint} ${name}\n${await explain(database.db, statement)}`);
        }
      }
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
