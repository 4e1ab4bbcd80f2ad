import { z } from 'zod';
import { blogCategories, blogSorts } from '../enums.ts';
import type { Lang } from '../i18n.ts';
import {
  bilingualTextSchema,
  imageSchema,
  limitSchema,
  listResponse,
  pageSchema,
  qatarDateTimeInput,
  queryEnumList,
  requiredText,
  searchTextQuery,
  singleLineText,
} from './common.ts';

/**
 * How a post stands for visitors. Stored is `draft` or `published`; a published post whose time is
 * still ahead is `scheduled`, and visitors meet it (list, post, sitemap, home teaser) once the api's
 * clock passes that time: no job, no deploy.
 */
export const blogStates = ['draft', 'scheduled', 'published'] as const;
export type BlogState = (typeof blogStates)[number];
export const blogPublications = ['draft', 'published'] as const;

/** A post's state at `now`, from what is stored. */
export function blogState(status: (typeof blogPublications)[number], publishedAt: Date | null, now: Date): BlogState {
  if (status === 'draft') return 'draft';
  return publishedAt && publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const blogInput = z.object({
  slug: requiredText(
    singleLineText().trim(),
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation.invalid' })
      .max(120),
  ),
  category: z.enum(blogCategories.values, { error: 'validation.unknownValue' }),
  title: bilingualTextSchema(120),
  excerpt: bilingualTextSchema(400, { multiLine: true }),
  body: bilingualTextSchema(50000, { multiLine: true }),
  author: bilingualTextSchema(100),
  status: z.enum(blogPublications, { error: 'validation.unknownValue' }),
  /**
   * When the post goes out, Qatar time. Left out or null on a published post: now (the api's
   * clock). A time ahead schedules it; a draft may keep one for later.
   */
  publishedAt: qatarDateTimeInput().nullable().optional(),
  coverMediaId: z.uuid({ error: 'validation.invalidId' }).nullable().optional(),
});
export type BlogInput = z.infer<typeof blogInput>;

export const blogListQuery = z.object({
  page: pageSchema,
  limit: limitSchema,
  category: queryEnumList(blogCategories.values),
  title: searchTextQuery,
  sort: z.enum(blogSorts, { error: 'validation.unknownValue' }).default('newest'),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  category: z.enum(blogCategories.values),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  minutesToRead: z.number().int(),
  coverImage: imageSchema.nullable(),
});
export type BlogSummary = z.infer<typeof blogSummary>;

export const blogDetail = blogSummary.extend({
  /** The body in Markdown, as written: read by remotes built before `bodyHtml`. */
  body: z.string(),
  /** The body rendered and sanitised by the api (contracts/markdown): what the page shows. */
  bodyHtml: z.string(),
});
export type BlogDetail = z.infer<typeof blogDetail>;

export const blogListResponse = listResponse(blogSummary);

/**
 * Reading speed per language for "minutes to read". An Arabic word carries its attached particles,
 * pronouns and article ("وبكتابهم" is "and with their book"), so a reader gets through fewer of
 * them a minute than English words. The IReST study of reading speed in 17 languages
 * (Trauzettel-Klosinski and Dietz, 2012) measured about 138 words a minute in Arabic and 228 in
 * English; both are rounded down here for reading on a screen.
 */
export const WORDS_PER_MINUTE = { en: 200, ar: 120 } as const satisfies Record<Lang, number>;

/** The minutes a post's body takes to read in its own language, at least one. */
export function minutesToRead(markdown: string, lang: Lang): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE[lang]));
}
