/**
 * Grows the `blogs` table to a given size with posts derived from the seed's, each with a title of
 * its own (the seed's title and a number), spread over the years so sorts and pages see real spreads.
 */
import { blogInput } from 'contracts/schemas/blog';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { blogs } from '../src/db/schema.ts';
import { blogColumns } from '../src/modules/blogs/blog-columns.ts';
import { blogs as blogSeeds } from '../src/seed/data/blogs.ts';

const BATCH_ROWS = 200;
const FIRST_DAY = Date.UTC(2015, 0, 1);
const DAY_MS = 86_400_000;

function benchBlog(i: number, now: Date) {
  const seed = blogSeeds[i % blogSeeds.length] as (typeof blogSeeds)[number];
  const day = new Date(FIRST_DAY + ((i * 7919) % (10 * 365)) * DAY_MS).toISOString().slice(0, 10);
  const input = blogInput.parse({
    ...seed,
    slug: `${seed.slug}-${i}`,
    title: { en: `${seed.title.en} ${i}`, ar: `${seed.title.ar} ${i}` },
    status: 'published',
    publishedAt: `${day}T08:00`,
  });
  return blogColumns({ ...input, coverMediaId: null }, now);
}

/** Adds posts `from` … `to - 1`, then brings the planner's statistics up to date. */
export async function growBlogs(db: Db, from: number, to: number) {
  const now = new Date();
  for (let start = from; start < to; start += BATCH_ROWS) {
    const rows = Array.from({ length: Math.min(BATCH_ROWS, to - start) }, (_, k) => benchBlog(start + k, now));
    await db.insert(blogs).values(rows);
  }
  await db.execute(sql`vacuum (analyze) blogs`);
}
