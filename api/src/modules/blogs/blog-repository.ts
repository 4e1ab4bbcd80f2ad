import type { BlogSort } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { BlogListQuery, BlogState } from 'contracts/schemas/blog';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { selectPage } from '../../db/select-page.ts';
import { cappedCount } from '../listings/capped-count.ts';
import { matchesName, whereAll } from '../listings/listing-query.ts';
import { visibleBlog } from './blog-visibility.ts';

export type BlogRow = typeof blogs.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function blogOrder(sort: BlogSort, lang: Lang): SQL[] {
  switch (sort) {
    case 'newest':
      return [sql`${blogs.publishedAt} desc nulls last`, asc(blogs.id)];
    case 'oldest':
      return [asc(blogs.publishedAt), asc(blogs.id)];
    case 'title':
      return [asc(lang === 'ar' ? blogs.titleAr : blogs.titleEn), asc(blogs.id)];
    case 'shortest_read':
      return [asc(lang === 'ar' ? blogs.minutesToReadAr : blogs.minutesToRead), asc(blogs.id)];
  }
}

/** The stored columns behind a state at `now` (see `blogState` in contracts): the back office's status filter. */
function stateIs(state: BlogState, now: Date): SQL | undefined {
  switch (state) {
    case 'draft':
      return eq(blogs.status, 'draft');
    case 'scheduled':
      return and(eq(blogs.status, 'published'), gt(blogs.publishedAt, now));
    case 'published':
      return and(eq(blogs.status, 'published'), or(isNull(blogs.publishedAt), lte(blogs.publishedAt, now)));
  }
}

export type AdminBlogFilters = {
  page: number;
  limit: number;
  title?: string | undefined;
  category?: string | undefined;
  status?: BlogState | undefined;
  trash?: boolean | undefined;
};

/** Blog posts: what visitors may read (only what {@link visibleBlog} lets through at `now`), and the back office's list. */
export function createBlogRepository(db: Db) {
  return {
    async listVisible(query: BlogListQuery, lang: Lang, now: Date) {
      const where = whereAll([
        visibleBlog(now),
        query.category?.length ? inArray(blogs.category, query.category) : undefined,
        query.title ? matchesName(blogs.titleSearch, query.title) : undefined,
      ]);
      const rows = await db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(...blogOrder(query.sort, lang))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, ...(await cappedCount(db, blogs, where)) };
    },

    /** A post a visitor may read, by id; anything that is not a well-formed id is simply not found. */
    async findVisible(id: string, now: Date): Promise<BlogRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.id, id), visibleBlog(now)))
        .limit(1);
      return row;
    },

    /** Without `trash` only posts outside the trash, with it only those in it. */
    listForAdmin(query: AdminBlogFilters, now: Date) {
      const where = and(
        query.title ? matchesName(blogs.titleSearch, query.title) : undefined,
        query.category ? eq(blogs.category, query.category) : undefined,
        query.status ? stateIs(query.status, now) : undefined,
        query.trash ? isNotNull(blogs.deletedAt) : isNull(blogs.deletedAt),
      );
      // Drafts (no time yet) first, then the newest publication; the id breaks ties.
      const order = [sql`${blogs.publishedAt} desc nulls first`, sql`${blogs.id} desc`];
      return selectPage(db, blogs, { where, order, page: query.page, limit: query.limit });
    },
  };
}
