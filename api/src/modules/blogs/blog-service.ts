import type { Lang } from 'contracts/i18n';
import type { BlogDetail, BlogListQuery, BlogSummary } from 'contracts/schemas/blog';
import type { ListResult } from 'contracts/schemas/common';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pick } from '../listings/listing-query.ts';
import { loadMedia, type MediaRow, toImage } from '../media/image-view.ts';
import { type BlogRow, createBlogRepository } from './blog-repository.ts';
import { postHtml } from './post-html.ts';

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

/** Public reads of posts: only what `visibleBlog` lets through at the api's clock. */
export function createBlogService(db: Db, clock: () => Date) {
  const repository = createBlogRepository(db);
  return {
    async list(query: BlogListQuery, lang: Lang): Promise<ListResult<BlogSummary>> {
      const { rows, ...counted } = await repository.listVisible(query, lang, clock());
      const mediaById = await loadMedia(
        db,
        rows.map((row) => row.coverMediaId),
      );
      return {
        items: rows.map((row) => summary(row, lang, mediaById)),
        ...counted,
        page: query.page,
        limit: query.limit,
      };
    },

    async get(id: string, lang: Lang): Promise<BlogDetail> {
      const row = await repository.findVisible(id, clock());
      if (!row) throw AppError.notFound('BLOG_NOT_FOUND');
      const mediaById = await loadMedia(db, [row.coverMediaId]);
      const body = pick(lang, row.bodyEn, row.bodyAr);
      return { ...summary(row, lang, mediaById), body, bodyHtml: postHtml(body) };
    },
  };
}
