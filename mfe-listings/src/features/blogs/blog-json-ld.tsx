import type { BlogDetail } from 'contracts/schemas/blog';
import { JsonLd } from '../listing-detail/json-ld.tsx';

/** schema.org BlogPosting for search engines, for the post's page at `path`. */
export function BlogJsonLd({ blog, path, lang }: { blog: BlogDetail; path: string; lang: string }) {
  return (
    <JsonLd
      path={path}
      data={(url) => ({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: blog.title,
        description: blog.excerpt,
        datePublished: blog.publishedAt.slice(0, 10),
        author: { '@type': 'Person', name: blog.author },
        inLanguage: lang,
        mainEntityOfPage: url,
        timeRequired: `PT${blog.minutesToRead}M`,
        articleSection: blog.category,
        ...(blog.coverImage ? { image: new URL(blog.coverImage.src, url).toString() } : {}),
      })}
    />
  );
}
