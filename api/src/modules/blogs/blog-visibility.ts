import { and, eq, isNull, lte, type SQL } from 'drizzle-orm';
import { blogs } from '../../db/schema.ts';

/**
 * The one condition under which a visitor meets a post: published, its time come by `now` (the
 * api's clock), not in the trash. Evaluated per query, so a scheduled post appears once its time
 * passes with nothing else happening (no job, no deploy). Every public read of blogs uses it.
 */
export const visibleBlog = (now: Date): SQL =>
  and(eq(blogs.status, 'published'), lte(blogs.publishedAt, now), isNull(blogs.deletedAt)) as SQL;
