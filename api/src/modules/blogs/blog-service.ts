import type { BlogSort } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { BlogDetail, BlogListQuery, BlogSummary } from 'contracts/schemas/blog';
import type { ListResult } from 'contracts/schemas/common';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { cappedCount } from '../listings/capped-count.ts';
import { matchesName, pick, whereAll } from '../listings/listing-query.ts';
import { loadMedia, type MediaRow, toImage } from '../media/image-view.ts';
import { visibleBlog } from './blog-visibility.ts';

type BlogRow = typeof blogs.$inferSelect;
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

function summary(row: BlogRow, lang: Lang, mediaById: Map<string, MediaRow>): BlogSummary {
  const cover = row.coverMediaId ? mediaById.get(row.coverMediaId) : undefined;
  return {
    _id: row.id,
    slug: row.slug,
    category: row.category as BlogSummary['category'],
    title: pick(lang, row.titleEn, row.titleAr),
    excerpt: pick(lang, row.excerptEn, row.excerptAr),
    author: pick(lang, row.authorEn, row.authorAr),
    // Visitors only meet posts whose time has come, so a null here never reaches them.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    minutesToRead: pick(lang, row.minutesToRead, row.minutesToReadAr),
    coverImage: cover ? toImage(cover, lang) : null,
  };
}

/** Public reads of posts: only what {@link visibleBlog} lets through at the api's clock. */
export function createBlogService(db: Db, clock: () => Date) {
  return {
    async list(query: BlogListQuery, lang: Lang): Promise<ListResult<BlogSummary>> {
      const where = whereAll([
        visibleBlog(clock()),
        query.category?.length ? inArray(blogs.category, query.category) : undefined,
        query.title ? matchesName(blogs.titleSearch, query.title) : undefined,
      ]);
      const rows = await db
        .select({ row: blogs })
        .from(blogs)
        .where(where)
        .orderBy(...blogOrder(query.sort, lang))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const counted = await cappedCount(db, blogs, where);
      const mediaById = await loadMedia(
        db,
        rows.map((r) => r.row.coverMediaId),
      );
      return {
        items: rows.map((r) => summary(r.row, lang, mediaById)),
        ...counted,
        page: query.page,
        limit: query.limit,
      };
    },

    async get(id: string, lang: Lang): Promise<BlogDetail> {
      const [row] = UUID.test(id)
        ? await db
            .select()
            .from(blogs)
            .where(and(eq(blogs.id, id), visibleBlog(clock())))
            .limit(1)
        : [];
      if (!row) throw AppError.notFound('BLOG_NOT_FOUND');
      const mediaById = await loadMedia(db, [row.coverMediaId]);
      return { ...summary(row, lang, mediaById), body: pick(lang, row.bodyEn, row.bodyAr) };
    },
  };
}
