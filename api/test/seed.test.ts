import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ambiences,
  amenities,
  areas,
  blogCategories,
  cuisines,
  deliveryOptions,
  dietaryPreferences,
  diningOptions,
  mealOptions,
  occasions,
  personalizations,
  priceLevels,
  recipients,
  shopCategories,
} from 'contracts/enums';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { media, restaurants as restaurantTable, users } from '../src/db/schema.ts';
import { createMediaStore, type MediaStore, prepareImage } from '../src/modules/media/media-store.ts';
import { openMediaStore } from '../src/modules/media/open-media-store.ts';
import { ads } from '../src/seed/data/ads.ts';
import { blogs } from '../src/seed/data/blogs.ts';
import { restaurants } from '../src/seed/data/restaurants.ts';
import { shops } from '../src/seed/data/shops.ts';
import { isEmpty, picturesToDraw, type SeedProgress, seed } from '../src/seed/seed.ts';
import { startS3Server } from './helpers/s3-server.ts';
import { databaseTargets, freshDatabase, testAccounts } from './helpers/test-api.ts';

const covers = (values: readonly string[], used: string[]) => values.filter((v) => !used.includes(v));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('seed content', () => {
  it('has enough restaurants, shops and posts, covering every filter value', () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(60);
    expect(shops.length).toBeGreaterThanOrEqual(40);
    expect(blogs.length).toBeGreaterThanOrEqual(24);
    expect(
      covers(
        cuisines.values,
        restaurants.flatMap((r) => r.cuisineTypes),
      ),
    ).toEqual([]);
    expect(
      covers(
        dietaryPreferences.values,
        restaurants.flatMap((r) => r.dietaryPreferences),
      ),
    ).toEqual([]);
    expect(
      covers(
        diningOptions.values,
        restaurants.flatMap((r) => r.diningOptions),
      ),
    ).toEqual([]);
    expect(
      covers(
        mealOptions.values,
        restaurants.flatMap((r) => r.mealOptions),
      ),
    ).toEqual([]);
    expect(
      covers(
        ambiences.values,
        restaurants.flatMap((r) => r.ambience),
      ),
    ).toEqual([]);
    expect(
      covers(
        amenities.values,
        restaurants.flatMap((r) => r.amenities),
      ),
    ).toEqual([]);
    expect(
      covers(
        areas.values,
        restaurants.map((r) => r.area),
      ),
    ).toEqual([]);
    expect(
      covers(
        priceLevels.values,
        restaurants.map((r) => r.pricing),
      ),
    ).toEqual([]);
    expect(
      covers(
        shopCategories.values,
        shops.flatMap((s) => s.categories),
      ),
    ).toEqual([]);
    expect(
      covers(
        occasions.values,
        shops.flatMap((s) => s.occasions),
      ),
    ).toEqual([]);
    expect(
      covers(
        recipients.values,
        shops.flatMap((s) => s.recipients),
      ),
    ).toEqual([]);
    expect(
      covers(
        personalizations.values,
        shops.flatMap((s) => s.personalizations),
      ),
    ).toEqual([]);
    expect(
      covers(
        deliveryOptions.values,
        shops.flatMap((s) => s.deliveryOptions),
      ),
    ).toEqual([]);
    expect(
      covers(
        blogCategories.values,
        blogs.map((b) => b.category),
      ),
    ).toEqual([]);
  });

  it('writes real Arabic, and blog bodies of 300+ words in both languages', () => {
    for (const listing of [...restaurants, ...shops]) {
      expect(listing.name.ar, listing.slug).toMatch(/[\u0600-\u06FF]/);
      expect(listing.description.ar, listing.slug).toMatch(/[\u0600-\u06FF]/);
    }
    for (const post of blogs) {
      expect(words(post.body.en), post.slug).toBeGreaterThanOrEqual(300);
      expect(words(post.body.ar), post.slug).toBeGreaterThanOrEqual(300);
    }
  });

  it('has hours past midnight and closed days', () => {
    const ranges = restaurants.flatMap((r) => Object.values(r.hours).flat());
    expect(ranges.some((range) => range.close <= range.open)).toBe(true);
    expect(restaurants.some((r) => Object.values(r.hours).some((day) => day.length === 0))).toBe(true);
  });
});

const videoAds = ads.filter((ad) => ad.video);

describe('seeding', () => {
  it('is idempotent and draws pictures at several widths', async () => {
    const database = await openDatabase({});
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/qd-seed-'));
    const store = createMediaStore(dir);
    const first = await seed(database.db, store, { images: false, accounts: testAccounts });
    expect(first).toMatchObject({
      restaurants: restaurants.length,
      shops: shops.length,
      blogs: blogs.length,
      accounts: 2,
    });
    const again = await seed(database.db, store, { images: false, accounts: testAccounts });
    expect(again).toEqual({ restaurants: 0, shops: 0, blogs: 0, ads: 0, accounts: 0 });
    expect((await database.db.select({ n: count() }).from(restaurantTable))[0]?.n).toBe(restaurants.length);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(2);
    const [admin] = await database.db
      .select()
      .from(users)
      .where((await import('drizzle-orm')).eq(users.role, 'admin'));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);

    const png = await (await import('../src/seed/images.ts')).drawSeedImage('shop', 'x');
    const saved = await store.keep(database.db, await prepareImage(png, { en: 'A gift shop', ar: 'متجر هدايا' }));
    expect(saved.widths).toEqual([400, 800, 1200]);
    expect((await readdir(`${dir}/${saved.id}`)).sort()).toEqual(['1200.webp', '400.webp', '800.webp']);
    // The picture saved here, and the video of each seeded video ad (stored even without pictures).
    expect((await database.db.select({ n: count() }).from(media))[0]?.n).toBe(1 + videoAds.length);
    await database.close();
  });
});

/** Every database with pictures in a folder; pictures in S3 (s3rver) once, as `npm run seed` does with MEDIA_S3_*. */
const failingSeedTargets: [(typeof databaseTargets)[number], 'directory' | 's3'][] = [
  ...databaseTargets.map((target) => [target, 'directory'] as [typeof target, 'directory']),
  ['pglite', 's3'],
];

describe.each(failingSeedTargets)('a seed that fails part-way on %s, pictures in %s', (target, mediaTarget) => {
  it('leaves nothing behind: no listings, no media rows, no picture files', async () => {
    const { database, drop } = await freshDatabase(target);
    const dir = await mkdtemp(path.join(tmpdir(), 'qd-seed-'));
    const s3 = mediaTarget === 's3' ? await startS3Server() : undefined;
    const store = s3 ? openMediaStore({ mediaDir: dir, mediaS3: s3.settings }) : createMediaStore(dir);
    let saved = 0;
    // The third picture fails as a full disk or a killed process would, after two were stored.
    const failing: MediaStore = {
      ...store,
      async keep(writer, prepared) {
        if (++saved === 3) throw new Error('disk full');
        return store.keep(writer, prepared);
      },
    };
    const told: SeedProgress[] = [];
    try {
      await expect(
        seed(database.db, failing, { images: true, accounts: testAccounts, progress: (p) => told.push(p) }),
      ).rejects.toThrow('disk full');
      // It said how far it had come: the first kind, then each picture stored, of all it would draw.
      expect(told).toEqual([
        { stage: 'restaurants', picturesDone: 0, picturesTotal: picturesToDraw({ images: true }) },
        { stage: 'restaurants', picturesDone: 1, picturesTotal: picturesToDraw({ images: true }) },
        { stage: 'restaurants', picturesDone: 2, picturesTotal: picturesToDraw({ images: true }) },
      ]);
      expect(picturesToDraw({ images: true })).toBeGreaterThan(restaurants.length + shops.length + blogs.length);
      expect((await database.db.select({ n: count() }).from(media))[0]?.n).toBe(0);
      expect((await database.db.select({ n: count() }).from(restaurantTable))[0]?.n).toBe(0);
      expect(await readdir(dir)).toEqual([]);
      expect(await store.list()).toEqual([]);
      expect(await isEmpty(database.db)).toBe(true);
    } finally {
      await drop();
      await rm(dir, { recursive: true, force: true });
      await s3?.close();
    }
  });
});
