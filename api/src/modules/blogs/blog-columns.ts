import { instantOfQatarDateTime, qatarDateTime } from 'contracts/opening-hours';
import { type BlogInput, blogState, minutesToRead } from 'contracts/schemas/blog';
import { normalizeSearchText } from 'contracts/search';
import type { blogs } from '../../db/schema.ts';

type BlogRow = typeof blogs.$inferSelect;

/** When a post goes out: the time it names, or now for a post published without one. */
function publicationTime(input: BlogInput, now: Date): Date | null {
  if (input.publishedAt) return instantOfQatarDateTime(input.publishedAt);
  return input.status === 'published' ? now : null;
}

/** A blog post as written (admin form or seed) to its stored row; reading time comes from each language's body. */
export const blogColumns = (input: BlogInput, now: Date) => ({
  slug: input.slug,
  category: input.category,
  titleEn: input.title.en,
  titleAr: input.title.ar,
  excerptEn: input.excerpt.en,
  excerptAr: input.excerpt.ar,
  bodyEn: input.body.en,
  bodyAr: input.body.ar,
  authorEn: input.author.en,
  authorAr: input.author.ar,
  coverMediaId: input.coverMediaId ?? null,
  status: input.status,
  publishedAt: publicationTime(input, now),
  minutesToRead: minutesToRead(input.body.en, 'en'),
  minutesToReadAr: minutesToRead(input.body.ar, 'ar'),
  searchText: [input.title.en, input.title.ar, input.excerpt.en, input.excerpt.ar].map(normalizeSearchText).join(' '),
  titleSearch: [input.title.en, input.title.ar].map(normalizeSearchText).join(' '),
});

/** A stored post as the back office reads it, its state at `now`. */
export const blogInputView = (row: BlogRow, now: Date) => ({
  _id: row.id,
  slug: row.slug,
  category: row.category,
  title: { en: row.titleEn, ar: row.titleAr },
  excerpt: { en: row.excerptEn, ar: row.excerptAr },
  body: { en: row.bodyEn, ar: row.bodyAr },
  author: { en: row.authorEn, ar: row.authorAr },
  coverMediaId: row.coverMediaId,
  status: row.status as BlogInput['status'],
  publishedAt: row.publishedAt ? qatarDateTime(row.publishedAt) : null,
  state: blogState(row.status as BlogInput['status'], row.publishedAt, now),
  minutesToRead: { en: row.minutesToRead, ar: row.minutesToReadAr },
  version: row.version,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
