import { ADMIN_SEARCH_PER_KIND } from 'contracts/schemas/admin';
import { normalizeSearchText } from 'contracts/search';
import { and, asc, desc, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, blogs, giftShops, restaurants, users } from '../../db/schema.ts';
import { matchesName } from '../listings/listing-query.ts';

/** `q` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const namedListings = (db: Db, table: typeof restaurants | typeof giftShops, q: string) => {
  const matches = matchesName(table.nameSearch, q);
  if (!matches) return Promise.resolve([]);
  return db
    .select({ id: table.id, en: table.nameEn, ar: table.nameAr })
    .from(table)
    .where(and(isNull(table.deletedAt), matches))
    .orderBy(sql`similarity(${table.nameSearch}, ${normalizeSearchText(q)}) desc`, asc(table.nameEn))
    .limit(ADMIN_SEARCH_PER_KIND);
};

/** Restaurants and gift shops by name (the lists' own match: either language, Arabic normalised, typos forgiven). */
export const restaurantsNamed = (db: Db, q: string) => namedListings(db, restaurants, q);
export const shopsNamed = (db: Db, q: string) => namedListings(db, giftShops, q);

/** Posts by title, as the blog list's title search matches them. */
export function blogsTitled(db: Db, q: string) {
  const matches = matchesName(blogs.titleSearch, q);
  if (!matches) return Promise.resolve([]);
  return db
    .select({ id: blogs.id, en: blogs.titleEn, ar: blogs.titleAr })
    .from(blogs)
    .where(and(isNull(blogs.deletedAt), matches))
    .orderBy(desc(blogs.updatedAt))
    .limit(ADMIN_SEARCH_PER_KIND);
}

/** Every ad's title: a category holds a few dozen at most, matched here as the listings' names are. */
export const adTitles = (db: Db) =>
  db
    .select({ id: ads.id, en: ads.titleEn, ar: ads.titleAr, category: ads.category })
    .from(ads)
    .orderBy(desc(ads.createdAt));

/** Users whose name or email holds `q`, whatever its case. */
export const usersMatching = (db: Db, q: string) =>
  db
    .select({ id: users.id, name: users.fullName, email: users.email })
    .from(users)
    .where(or(ilike(users.fullName, containing(q)), ilike(users.email, containing(q))))
    .orderBy(asc(users.fullName))
    .limit(ADMIN_SEARCH_PER_KIND);
