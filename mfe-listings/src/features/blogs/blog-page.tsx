import { blogCategories } from 'contracts/enums';
import { errorMessage } from 'contracts/errors';
import type { Lang } from 'contracts/i18n';
import { BLOG_COVER_SIZES, RELATED_POSTS } from 'contracts/page-data';
import { pathTo, routeParams, routes } from 'contracts/routes';
import type { BlogDetail } from 'contracts/schemas/blog';
import { ArticleBody } from 'design-system/article-body';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Grid } from 'design-system/grid';
import { Page } from 'design-system/page';
import { Skeleton } from 'design-system/skeleton';
import { Tag } from 'design-system/tag';
import { currentLang } from 'platform/i18n';
import { formatLongDate } from 'platform/intl';
import { PageMeta } from 'platform/page-meta';
import type { PagePrefetch } from 'platform/query-client';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { LazyAdBlock } from '../../components/ads/ad-slot.tsx';
import { useReadingTime } from '../../components/reading-time/use-reading-time.ts';
import { BlogCard } from './blog-card.tsx';
import styles from './blogs.module.css';
import { blogQuery, relatedPostsQuery, useBlog, useRelatedPosts } from './blogs-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** The post and its related posts, before the page's first render (the BFF preloads both with the HTML). */
export const prefetch: PagePrefetch = async (queryClient, { lang, pathname }) => {
  const id = routeParams('blog', pathname)?.id;
  if (!id) return;
  const post = blogQuery(lang, id);
  await queryClient.prefetchQuery(post);
  const category = queryClient.getQueryData(post.queryKey)?.category;
  if (category) await queryClient.prefetchQuery(relatedPostsQuery(lang, category));
};

/** `/blog/:slug/:id`: one post; an outdated slug redirects to the canonical one. */
export default function BlogPage() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  const lang = currentLang(i18n);
  const { slug = '', id = '' } = useParams();
  const blog = useBlog(lang, id);

  if (blog.isPending) return <BlogSkeleton label={t('blogs.loading')} />;
  // No post at all: the first load failed. A refetch that fails keeps the post, so the article being read stays.
  if (blog.data === undefined) return <BlogLoadError onRetry={() => blog.refetch()} retrying={blog.isFetching} />;
  if (blog.data === null) return <BlogNotFound lang={lang} />;
  if (blog.data.slug !== slug) return <Navigate replace to={pathTo('blog', { slug: blog.data.slug, id })} />;
  return <BlogArticle blog={blog.data} lang={lang} />;
}

function BlogArticle({ blog, lang }: { blog: BlogDetail; lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const readingTime = useReadingTime();
  const cover = blog.coverImage;
  return (
    <main>
      <article className={styles.article}>
        <PageMeta lang={lang} detail={{ kind: 'blog', record: blog }} />
        <nav className={styles.breadcrumb} aria-label={t('blogs.blogs')}>
          <Link to={routes.blogs}>{t('blogs.allBlogs')}</Link>
        </nav>
        <Tag tone="brand">{blogCategories.labels[blog.category][lang]}</Tag>
        <h1 className={styles.title}>{blog.title}</h1>
        <p className={styles.byline}>
          <span>{t('blogs.byAuthor', { author: blog.author })}</span>
          <span>
            {t('blogs.publishedOn')}{' '}
            <time dateTime={blog.publishedAt.slice(0, 10)}>{formatLongDate(blog.publishedAt, lang)}</time>
          </span>
          <span>{readingTime(blog.minutesToRead)}</span>
        </p>
        {cover ? (
          <img
            className={styles.cover}
            src={cover.src}
            srcSet={cover.srcset}
            sizes={BLOG_COVER_SIZES}
            alt={cover.alt}
            width={cover.width}
            height={cover.height}
            fetchPriority="high"
          />
        ) : null}
        <ArticleBody html={blog.bodyHtml} lang={lang} data-testid="blog-body" />
      </article>
      <div className={styles.adAfterArticle}>
        <LazyAdBlock category="blog" />
      </div>
      <RelatedPosts blog={blog} lang={lang} />
    </main>
  );
}

function RelatedPosts({ blog, lang }: { blog: BlogDetail; lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const related = useRelatedPosts(lang, blog.category);
  const others = (related.data?.blogs ?? []).filter((post) => post._id !== blog._id).slice(0, RELATED_POSTS);
  if (others.length === 0) return null;
  return (
    <div className={styles.related}>
      <Page as="section" width="72rem" endSpace={12} aria-labelledby="related-posts">
        <h2 id="related-posts">{t('blogs.related')}</h2>
        <Grid as="ul" columns="cards" gap={6}>
          {others.map((post) => (
            <li key={post._id}>
              <BlogCard blog={post} lang={lang} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </Page>
    </div>
  );
}

/** The post could not be loaded (network, server): say so and offer a retry. */
function BlogLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <main className={styles.article}>
      <EmptyState
        title={t('blogs.postLoadFailed')}
        text={t('blogs.loadFailedText')}
        action={
          <Button onClick={onRetry} loading={retrying}>
            {t('blogs.retry')}
          </Button>
        }
      />
    </main>
  );
}

function BlogNotFound({ lang }: { lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const title = errorMessage('BLOG_NOT_FOUND', lang);
  return (
    <main className={styles.notFound}>
      <PageMeta lang={lang} missing />
      <h1 className={styles.title}>{title}</h1>
      <p>{t('blogs.notFoundText')}</p>
      <nav className={styles.notFoundLinks} aria-label={title}>
        <Link to={routes.home}>{t('blogs.home')}</Link>
        <Link to={routes.blogs}>{t('blogs.blogs')}</Link>
      </nav>
    </main>
  );
}

function BlogSkeleton({ label }: { label: string }) {
  return (
    <main className={styles.article} aria-busy="true" aria-label={label}>
      <Skeleton blockSize="2.5rem" inlineSize="80%" />
      <Skeleton blockSize="18rem" radius="var(--radius-lg)" />
      <Skeleton blockSize="1rem" />
      <Skeleton blockSize="1rem" inlineSize="90%" />
    </main>
  );
}
