import { blogCategories } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { pathTo } from 'contracts/routes';
import type { BlogSummary } from 'contracts/schemas/blog';
import { type CardImageLoad, ListingCard } from 'design-system/listing-card';
import { Tag } from 'design-system/tag';
import { formatLongDate } from 'platform/intl';
import { RouterLink } from 'platform/router-link';
import { useReadingTime } from '../../components/reading-time/use-reading-time.ts';
import styles from './blogs.module.css';

/** A post in a list: cover, title, category, minutes to read and date. */
export function BlogCard({
  blog,
  lang,
  load = 'lazy',
  headingLevel = 2,
}: {
  blog: BlogSummary;
  lang: Lang;
  load?: CardImageLoad;
  headingLevel?: 2 | 3;
}) {
  const readingTime = useReadingTime();
  const cover = blog.coverImage;
  return (
    <ListingCard
      data-testid="blog-card"
      title={blog.title}
      href={pathTo('blog', { slug: blog.slug, id: blog._id })}
      linkAs={RouterLink}
      headingLevel={headingLevel}
      load={load}
      image={
        cover
          ? { src: cover.src, srcset: cover.srcset, alt: cover.alt, width: cover.width, height: cover.height }
          : undefined
      }
      meta={
        <p className={styles.cardMeta}>
          <span>{readingTime(blog.minutesToRead)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={blog.publishedAt.slice(0, 10)}>{formatLongDate(blog.publishedAt, lang)}</time>
        </p>
      }
      badges={<Tag tone="brand">{blogCategories.labels[blog.category][lang]}</Tag>}
    />
  );
}
