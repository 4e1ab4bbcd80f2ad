import type { BlogDetail } from 'contracts/schemas/blog';

/** schema.org BlogPosting for search engines; `<` is escaped so the body cannot close the script. */
export function BlogJsonLd({ blog, url, lang }: { blog: BlogDetail; url: string; lang: string }) {
  const data = {
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
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not markup; `<` is escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
