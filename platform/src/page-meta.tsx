import type { Lang } from 'contracts/i18n';
import type { DetailRecord } from 'contracts/page-meta';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';

type MetaBuilder = typeof import('contracts/page-meta');
let builder: MetaBuilder | undefined;
let loading: Promise<MetaBuilder> | undefined;

/**
 * The page the HTML was made for: its meta is in the head already, written by the BFF with the same
 * builder, so the builder (with every label of the enums it names records by, 6.8 KB gzip) is only
 * fetched once the visitor goes to another page or language.
 */
const servedPage =
  typeof document === 'undefined'
    ? undefined
    : { pathname: window.location.pathname, lang: document.documentElement.lang };

function loadBuilder(): Promise<MetaBuilder> {
  loading ??= import('contracts/page-meta').then(
    (module) => {
      builder = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next page asks again
      throw error;
    },
  );
  return loading;
}

/** The builder once needed: undefined while the head still holds the served page's own meta. */
function useMetaBuilder(pathname: string, lang: Lang): MetaBuilder | undefined {
  const [loaded, setLoaded] = useState(builder);
  const served =
    servedPage?.pathname === pathname &&
    servedPage.lang === lang &&
    document.head.querySelector('[data-page-meta]') !== null;
  const needed = !loaded && !served;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadBuilder().then(
      (module) => current && setLoaded(module),
      (error: unknown) => console.warn('[page-meta] the meta builder did not load; the head keeps its meta', error),
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return loaded;
}

/** The server's tags (`data-page-meta`), once the page's own have replaced them. */
function removeServerMeta() {
  for (const node of document.head.querySelectorAll('[data-page-meta]')) node.remove();
}

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
 * same into the HTML, which stays until the visitor moves on; then these tags replace the server's,
 * so nothing changes when the app starts. Rendered through React 19's hoisted <title>, <meta> and <link> elements; JSON-LD stays in
 * place.
 */
export function PageMeta({ lang, detail, missing, title }: PageMetaProps) {
  const { pathname } = useLocation();
  const meta = useMetaBuilder(pathname, lang);
  useLayoutEffect(() => {
    if (meta) removeServerMeta();
  }, [meta]);
  // A server render (platform/server-render) leaves the head to the BFF, which writes the page's
  // meta itself: rendered here, these tags would land in the body.
  if (typeof document === 'undefined' || !meta) return null;
  return <MetaTags meta={meta} lang={lang} detail={detail} missing={missing} title={title} pathname={pathname} />;
}

function MetaTags({
  meta: { pageMeta, scriptSafeJson, withBrand },
  lang,
  detail,
  missing,
  title,
  pathname,
}: PageMetaProps & { meta: MetaBuilder; pathname: string }) {
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
