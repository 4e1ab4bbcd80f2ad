/**
 * A directory of a given size for the benchmarks that run the api as a user does (the cluster's
 * `npm run bench:abuse`): the seed, then more restaurants and blog posts, written before the api
 * starts (the embedded database's folder has one owner at a time).
 */
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/accounts/password-hashing.ts';
import { createMediaStore } from '../src/modules/media/media-store.ts';
import { type SeedOptions, seed } from '../src/seed/seed.ts';
import { growBlogs } from './fill-blogs.ts';
import { growRestaurants } from './fill-restaurants.ts';

export type BenchDirectory = {
  /** PostgreSQL's URL, or the embedded database's folder. */
  database: { url: string } | { dataDir: string };
  mediaDir: string;
  accounts: SeedOptions['accounts'];
  /** More ordinary users, verified (the bench's signed-in visitors). */
  visitors?: { email: string; password: string }[];
  /** Restaurants and posts added to the seed's. */
  restaurants: number;
  blogs: number;
};

export async function fillBenchDirectory(options: BenchDirectory) {
  const database = await openDatabase(options.database);
  try {
    // Outside the requests' statement bound: building the trigram indexes takes longer than a request may.
    await database.exclusively(async (db) => {
      await seed(db, createMediaStore(options.mediaDir), { images: false, accounts: options.accounts });
      for (const visitor of options.visitors ?? []) {
        await db.insert(users).values({
          fullName: 'Bench Visitor',
          email: visitor.email,
          passwordHash: await hashPassword(visitor.password),
          role: 'user',
          emailVerifiedAt: new Date(),
        });
      }
      await growRestaurants(db, 0, options.restaurants);
      await growBlogs(db, 0, options.blogs);
    });
  } finally {
    await database.close();
  }
}
