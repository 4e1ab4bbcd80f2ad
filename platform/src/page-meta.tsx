/** The site's public address for canonical links (set by the shell from the page's origin). */
let siteUrl = typeof window === 'undefined' ? '' : window.location.origin;
export const setSiteUrl = (url: string) => {
  siteUrl = url;
};

export type PageMetaProps = {
  title: string;
  description?: string;
  keywords?: string[];
  noindex?: boolean;
  image?: string;
  /** The path to canonicalise (default: the current one). */
  path?: string;
};

const BRAND = { en: 'Qatar Directory', ar: 'دليل قطر' };

/**
 * Page metadata through React 19's hoisted <title>/<meta>/<link> elements: title, description,
 * canonical (site address + path), keywords, noindex and a large-summary social card.
 */
export function PageMeta({
  title,
  description,
  keywords,
  noindex,
  image,
  path,
  lang = 'en',
}: PageMetaProps & { lang?: 'en' | 'ar' }) {
  // A server render (platform/server-render) leaves the head to the BFF, which writes the page's
  // meta itself (bff seo/page-meta.ts): rendered here, these tags would land in the body.
  if (typeof document === 'undefined') return null;
  const canonical = `${siteUrl}${path ?? (typeof window === 'undefined' ? '/' : window.location.pathname)}`;
  const fullTitle = `${title} – ${BRAND[lang]}`;
  const imageUrl = image ? new URL(image, siteUrl || 'http://localhost').toString() : `${siteUrl}/og-default.png`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
