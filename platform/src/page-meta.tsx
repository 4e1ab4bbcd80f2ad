import type { Lang } from 'contracts/i18n';
import { type DetailRecord, pageMeta, scriptSafeJson, withBrand } from 'contracts/page-meta';
import { useLocation } from 'react-router';

/**
 * The site's public address (SITE_URL) the links are built on: the BFF writes it on `<html>`, so the
 * page names the same canonical as its HTML did, even when reached by another host name or address.
 */
function siteUrl(): string {
  if (typeof document === 'undefined') return '';
  return document.documentElement.dataset.siteUrl || window.location.origin;
}

export type PageMetaProps = {
  lang: Lang;
  /** A detail page's record as the api answered it: its title, description, picture and JSON-LD. */
  detail?: DetailRecord;
  /** A detail route whose record does not exist (noindex). */
  missing?: boolean;
  /**
   * A private page's own name (account, back office): the server knows those pages only by their
   * section and never shows them to crawlers. Public pages take theirs from contracts/page-meta.
   */
  title?: string;
};

/**
 * The page's meta from the one description both sides use (contracts/page-meta): the BFF wrote the
 * same into the HTML, which the shell takes out as it starts (bootstrap), so nothing changes then.
 * Rendered through React 19's hoisted <title>, <meta> and <link> elements; JSON-LD stays in place.
 */
export function PageMeta({ lang, detail, missing, title }: PageMetaProps) {
  const { pathname } = useLocation();
  // A server render (platform/server-render) leaves the head to the BFF, which writes the page's
  // meta itself: rendered here, these tags would land in the body.
  if (typeof document === 'undefined') return null;
  const meta = pageMeta({ pathname, lang, siteUrl: siteUrl(), detail, missing });
  const fullTitle = title ? withBrand(title, lang) : meta.title;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 ? <meta name="keywords" content={meta.keywords.join(', ')} /> : null}
      {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {meta.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {meta.openGraph.map(([property, content]) => (
        <meta
          key={`${property}=${content}`}
          property={property}
          content={title && property === 'og:title' ? fullTitle : content}
        />
      ))}
      {meta.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={title && name === 'twitter:title' ? fullTitle : content} />
      ))}
      {meta.jsonLd.map((data) => (
        <script
          key={String(data['@type'])}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (scriptSafeJson)
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
        />
      ))}
    </>
  );
}
