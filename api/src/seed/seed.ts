/**
 * Fills the database with the directory's starting content. Idempotent: a record whose
 * slug (or email) is already there is left alone, so running it twice adds nothing.
 */

import { readFile } from 'node:fs/promises';
import { adInput } from 'contracts/schemas/ad';
import { blogInput } from 'contracts/schemas/blog';
import { restaurantInput } from 'contracts/schemas/restaurant';
import { shopInput } from 'contracts/schemas/shop';
import { count, inArray } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { ads, blogs, giftShops, playbackSettings, restaurants, users } from '../db/schema.ts';
import { hashPassword } from '../modules/accounts/password-hashing.ts';
import { blogColumns } from '../modules/blogs/blog-columns.ts';
import { restaurantColumns, shopColumns } from '../modules/listings/listing-columns.ts';
import { type MediaStore, prepareImage, removeQuietly } from '../modules/media/media-store.ts';
import { ads as adSeeds } from './data/ads.ts';
import { blogs as blogSeeds } from './data/blogs.ts';
import { restaurants as restaurantSeeds } from './data/restaurants.ts';
import { shops as shopSeeds } from './data/shops.ts';
import { drawSeedImage, type Motif } from './images.ts';

export type SeedStage = 'restaurants' | 'shops' | 'blogs' | 'ads' | 'accounts';
/** How far a seed has come: told as each kind starts and after each picture stored. */
export type SeedProgress = { stage: SeedStage; picturesDone: number; picturesTotal: number };

export type SeedOptions = {
  /** Generate pictures (slow); tests that only read data leave them out. */
  images: boolean;
  /** Store the video ads' files (quick: they are committed); on unless a test's storage cannot take them. */
  videos?: boolean;
  accounts: { admin: { email: string; password: string }; user: { email: string; password: string } };
  /** Told how far the seed has come (the first start takes a minute or more drawing pictures). */
  progress?: (progress: SeedProgress) => void;
};

export function seedAccountsFromEnv(env: NodeJS.ProcessEnv = process.env): SeedOptions['accounts'] {
  return {
    admin: {
      email: env.SEED_ADMIN_EMAIL ?? 'admin@qatar-directory.local',
      password: env.SEED_ADMIN_PASSWORD ?? 'Admin#2026pass',
    },
    user: {
      email: env.SEED_USER_EMAIL ?? 'user@qatar-directory.local',
      password: env.SEED_USER_PASSWORD ?? 'User#2026pass',
    },
  };
}

const GALLERY_SIZE = 4;
/** Featured listings, the first a visitor meets, have more photos than a listing page shows at once. */
const FEATURED_GALLERY_SIZE = 6;
const gallerySize = (seed: { featured?: boolean }) => (seed.featured ? FEATURED_GALLERY_SIZE : GALLERY_SIZE);

async function pictures(
  db: Db,
  store: MediaStore,
  options: SeedOptions,
  kind: Motif,
  slug: string,
  alt: { en: string; ar: string },
  howMany: number,
) {
  if (!options.images) return [];
  // Drawn and encoded side by side (sharp itself encodes one picture at a time here, and this is
  // most of a first start), then stored in order.
  const prepared = await Promise.all(
    Array.from({ length: howMany }, async (_, i) => prepareImage(await drawSeedImage(kind, `${slug}-${i}`), alt)),
  );
  const ids: string[] = [];
  for (const picture of prepared) ids.push((await store.keep(db, picture)).id);
  return ids;
}

async function existingSlugs(db: Db, table: typeof restaurants | typeof giftShops | typeof blogs, slugs: string[]) {
  const rows = await db
    .select({ slug: table.slug })
    .from(table as typeof blogs)
    .where(inArray(table.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

/** Pictures and the "member since" date as the listing's arrival in the directory. */
function seedExtras(memberSince: string, media: string[]) {
  return {
    coverMediaId: media[0] ?? null,
    galleryMediaIds: media.slice(1),
    // "Newest" means newest in the directory: a listing joined when its business became a member.
    createdAt: new Date(`${memberSince}T09:00:00+03:00`),
  };
}

async function seedRestaurants(db: Db, store: MediaStore, options: SeedOptions) {
  const present = await existingSlugs(
    db,
    restaurants,
    restaurantSeeds.map((r) => r.slug),
  );
  let added = 0;
  for (const seed of restaurantSeeds) {
    if (present.has(seed.slug)) continue;
    const input = restaurantInput.parse(seed);
    const media = await pictures(db, store, options, 'restaurant', seed.slug, seed.name, 1 + gallerySize(seed));
    await db.insert(restaurants).values({ ...restaurantColumns(input), ...seedExtras(seed.memberSince, media) });
    added++;
  }
  return added;
}

async function seedShops(db: Db, store: MediaStore, options: SeedOptions) {
  const present = await existingSlugs(
    db,
    giftShops,
    shopSeeds.map((s) => s.slug),
  );
  let added = 0;
  for (const seed of shopSeeds) {
    if (present.has(seed.slug)) continue;
    const input = shopInput.parse(seed);
    const media = await pictures(db, store, options, 'shop', seed.slug, seed.name, 1 + gallerySize(seed));
    await db.insert(giftShops).values({ ...shopColumns(input), ...seedExtras(seed.memberSince, media) });
    added++;
  }
  return added;
}

async function seedBlogs(db: Db, store: MediaStore, options: SeedOptions) {
  const present = await existingSlugs(
    db,
    blogs,
    blogSeeds.map((b) => b.slug),
  );
  let added = 0;
  for (const seed of blogSeeds) {
    if (present.has(seed.slug)) continue;
    // Seeded posts went out at 08:00 Qatar time on their day.
    const input = blogInput.parse({ ...seed, status: 'published', publishedAt: `${seed.publishedAt}T08:00` });
    const [cover] = await pictures(db, store, options, 'blog', seed.slug, seed.title, 1);
    await db.insert(blogs).values(blogColumns({ ...input, coverMediaId: cover ?? null }, new Date()));
    added++;
  }
  return added;
}

/**
 * A video ad's file, stored as it is committed in `seed/videos/` (a few seconds of WebM each, made
 * once with ffmpeg): copying them is quick, so a seed without pictures has its videos too.
 */
async function seedVideo(
  db: Db,
  store: MediaStore,
  options: SeedOptions,
  file: string | undefined,
  alt: { en: string; ar: string },
) {
  if (!file || options.videos === false) return null;
  const bytes = await readFile(new URL(`./videos/${file}`, import.meta.url));
  return (await store.saveVideo(db, bytes, 'video/webm', alt)).id;
}

async function seedAds(db: Db, store: MediaStore, options: SeedOptions) {
  const [existing] = await db.select({ n: count() }).from(ads);
  if ((existing?.n ?? 0) > 0) return 0;
  for (const seed of adSeeds) {
    const [image] = await pictures(db, store, options, 'ad', seed.title.en, seed.title, 1);
    const video = seed.mediaKind === 'video' ? await seedVideo(db, store, options, seed.video, seed.title) : null;
    // A video ad needs its file: a seed told to skip videos shows the ad's picture instead.
    const media = video
      ? { mediaKind: 'video' as const, imageMediaId: null, videoMediaId: video, posterMediaId: image ?? null }
      : { mediaKind: 'image' as const, imageMediaId: image ?? null, videoMediaId: null, posterMediaId: null };
    adInput.parse({ ...seed, ...media });
    await db.insert(ads).values({
      category: seed.category,
      titleEn: seed.title.en,
      titleAr: seed.title.ar,
      targetUrl: seed.targetUrl,
      ...media,
      activeFrom: seed.activeFrom,
      activeTo: seed.activeTo,
      // Placed at 09:00 Qatar time on its day: of a category's ads of one priority, the newest is listed first.
      createdAt: new Date(`${seed.placedOn}T09:00:00+03:00`),
    });
  }
  await db
    .insert(playbackSettings)
    .values([
      { category: 'home', playback: 'autoplay' },
      { category: 'restaurant', playback: 'click' },
      { category: 'shop', playback: 'click' },
      { category: 'blog', playback: 'off' },
    ])
    .onConflictDoNothing();
  return adSeeds.length;
}

async function seedAccounts(db: Db, accounts: SeedOptions['accounts']) {
  const people = [
    { ...accounts.admin, fullName: 'Directory Admin', role: 'admin' },
    { ...accounts.user, fullName: 'Mariam Al-Kuwari', role: 'user' },
  ];
  let added = 0;
  for (const person of people) {
    const inserted = await db
      .insert(users)
      .values({
        fullName: person.fullName,
        email: person.email.toLowerCase(),
        passwordHash: await hashPassword(person.password),
        role: person.role,
        location: 'Doha, Qatar',
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    added += inserted.length;
  }
  return added;
}

/** How many pictures a seed of an empty database draws. */
export function picturesToDraw(options: Pick<SeedOptions, 'images'>): number {
  if (!options.images) return 0;
  const listings = [...restaurantSeeds, ...shopSeeds].reduce((sum, seed) => sum + 1 + gallerySize(seed), 0);
  return listings + blogSeeds.length + adSeeds.length;
}

/**
 * Adds the missing starting content in one transaction: a seed that fails part-way (a crash, a
 * conflict) leaves no half of it behind, no media rows without listings, and no picture files.
 */
export async function seed(db: Db, store: MediaStore, options: SeedOptions) {
  const created: string[] = [];
  const progress: SeedProgress = { stage: 'restaurants', picturesDone: 0, picturesTotal: picturesToDraw(options) };
  const report = () => options.progress?.({ ...progress });
  const tracked: MediaStore = {
    ...store,
    async keep(writer, prepared) {
      const row = await store.keep(writer, prepared);
      created.push(row.id);
      if (row.kind === 'image') {
        progress.picturesDone++;
        report();
      }
      return row;
    },
    async saveVideo(writer, source, mimeType, alt) {
      const row = await store.saveVideo(writer, source, mimeType, alt);
      created.push(row.id);
      return row;
    },
  };
  const stage = <T>(name: SeedStage, work: () => Promise<T>) => {
    progress.stage = name;
    report();
    return work();
  };
  try {
    return await db.transaction(async (tx) => ({
      restaurants: await stage('restaurants', () => seedRestaurants(tx, tracked, options)),
      shops: await stage('shops', () => seedShops(tx, tracked, options)),
      blogs: await stage('blogs', () => seedBlogs(tx, tracked, options)),
      ads: await stage('ads', () => seedAds(tx, tracked, options)),
      accounts: await stage('accounts', () => seedAccounts(tx, options.accounts)),
    }));
  } catch (error) {
    await Promise.all(created.map((id) => removeQuietly(store.removeFiles, id)));
    throw error;
  }
}

/**
 * Seeds a database that has never been seeded, holding the start-up lock from the check to the
 * commit: of several instances started together on an empty database, exactly one seeds.
 * Returns what was added, or null when there was content already.
 */
export async function seedIfEmpty(database: Pick<Database, 'exclusively'>, store: MediaStore, options: SeedOptions) {
  return database.exclusively(async (db) => ((await isEmpty(db)) ? seed(db, store, options) : null));
}

/** Whether the database has never been seeded (no listing at all). */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(restaurants);
  return (row?.n ?? 0) === 0;
}
