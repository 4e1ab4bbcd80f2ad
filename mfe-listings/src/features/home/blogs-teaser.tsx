import { blogCategories } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { pathTo, routes } from 'contracts/routes';
import { ListingCard } from 'design-system/listing-card';
import { Tag } from 'design-system/tag';
import { RouterLink } from 'platform/router-link';
import { useTranslation } from 'react-i18next';
import { useReadingTime } from '../../components/reading-time/use-reading-time.ts';
import { HomeSection, sectionState } from './featured-listings.tsx';
import { useLatestPosts } from './home-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** The latest posts: cover, title, category and minutes to read. */
export function BlogsTeaser({ lang }: { lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const readingTime = useReadingTime();
  const query = useLatestPosts(lang);
  const posts = query.data?.blogs ?? [];
  return (
    <HomeSection
      id="home-blogs"
      title={t('home.blogs.title')}
      text={t('home.blogs.text')}
      moreHref={routes.blogs}
      moreLabel={t('home.blogs.seeAll')}
      state={sectionState(query, posts.length)}
      emptyText={t('home.blogs.none')}
      failedText={t('home.blogs.failed')}
    >
      {posts.map((blog) => (
        <li key={blog._id}>
          <ListingCard
            data-testid="home-blog"
            title={blog.title}
            href={pathTo('blog', { slug: blog.slug, id: blog._id })}
            linkAs={RouterLink}
            headingLevel={3}
            image={
              blog.coverImage
                ? {
                    src: blog.coverImage.src,
                    srcset: blog.coverImage.srcset,
                    alt: blog.coverImage.alt,
                    width: blog.coverImage.width,
                    height: blog.coverImage.height,
                  }
                : undefined
            }
            meta={readingTime(blog.minutesToRead)}
            badges={<Tag tone="brand">{blogCategories.labels[blog.category][lang]}</Tag>}
          />
        </li>
      ))}
    </HomeSection>
  );
}
