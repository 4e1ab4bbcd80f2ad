import { type BlogInput, minutesToRead } from 'contracts/schemas/blog';
import { normalizeSearchText } from 'contracts/search';
import type { blogs } from '../../db/schema.ts';

type BlogRow = typeof blogs.$inferSelect;

/** A blog post as written (admin form or seed) to its stored row; reading time comes from the body. */
export const blogColumns = (input: BlogInput) => ({
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
  publishedAt: new Date(`${input.publishedAt}T08:00:00+03:00`),
  minutesToRead: minutesToRead(input.body.en),
  searchText: [input.title.en, input.title.ar, input.excerpt.en, input.excerpt.ar].map(normalizeSearchText).join(' '),
});

export const blogInputView = (row: BlogRow) => ({
  _id: row.id,
  slug: row.slug,
  category: row.category,
  title: { en: row.titleEn, ar: row.titleAr },
  excerpt: { en: row.excerptEn, ar: row.excerptAr },
  body: { en: row.bodyEn, ar: row.bodyAr },
  author: { en: row.authorEn, ar: row.authorAr },
  coverMediaId: row.coverMediaId,
  publishedAt: row.publishedAt.toLocaleDateString('en-CA', { timeZone: 'Asia/Qatar' }),
  minutesToRead: row.minutesToRead,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
