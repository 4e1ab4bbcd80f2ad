import { directionOf } from 'contracts/i18n';
import { type PageMeta, scriptSafeJson, seoCopy } from 'contracts/page-meta';
import { appStarterTags } from './app-starter.ts';

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text and in quoted attributes: names and descriptions come from the database. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

// `data-page-meta` marks what the page removes once its own meta is in (platform/page-meta): each page's own
// React metadata elements say it, and server and client tags never stand side by side.
const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" data-page-meta />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" data-page-meta />`;

/** The tags a page adds to the shell's head, in a stable order. */
function headTags(meta: PageMeta): string[] {
  return [
    metaName('description', meta.description),
    ...(meta.keywords.length > 0 ? [metaName('keywords', meta.keywords.join(', '))] : []),
    ...(meta.robots ? [metaName('robots', meta.robots)] : []),
    ...(meta.canonical ? [`<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-page-meta />`] : []),
    ...meta.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" data-page-meta />`,
    ),
    ...meta.openGraph.map(([property, content]) => metaProperty(property, content)),
    ...meta.twitter.map(([name, content]) => metaName(name, content)),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json" data-page-meta>${scriptSafeJson(data)}</script>`),
  ];
}

// Tags of the built shell that the page's own meta replaces, so none appears twice.
const ownedMeta =
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:(?:description|keywords|robots)\b|(?:og|twitter|article):)[^>]*>\s*/gi;
const ownedLinks = /<link\b(?=[^>]*\brel\s*=\s*["']?canonical\b|[^>]*\bhreflang\s*=)[^>]*>\s*/gi;
const titleTag = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const htmlTag = /<html\b([^>]*)>/i;
const langOrDir = /\s(?:lang|dir|data-site-url)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * The shell's index.html with the page's language, title and head tags, and its first screen in the
 * root when it has one. Every replacement goes through a function: a replacement string would expand
 * `$&` or `$'` written in a restaurant's name.
 */
export function renderShellHtml(
  indexHtml: string,
  meta: PageMeta,
  extraTags: string[] = [],
  firstScreen?: string,
): string {
  const title = `<title data-page-meta>${escapeHtml(meta.title)}</title>`;
  // Behind a first screen the page's code and data start loading once it has painted (app-starter.ts).
  const deferred = firstScreen ? extraTags.filter((tag) => fetchedAfterFirstPaint.test(tag)) : [];
  const headExtras = firstScreen ? extraTags.filter((tag) => !fetchedAfterFirstPaint.test(tag)) : extraTags;
  const withLang = indexHtml.replace(
    htmlTag,
    (_tag, attributes: string) =>
      // The site's address, for the page's own meta to build the same links (platform/page-meta).
      `<html${attributes.replace(langOrDir, '')} lang="${meta.lang}" dir="${directionOf(meta.lang)}" data-site-url="${escapeHtml(meta.siteUrl)}">`,
  );
  const cleaned = withLang.replace(ownedMeta, () => '').replace(ownedLinks, () => '');
  const hasTitle = titleTag.test(cleaned);
  const titled = hasTitle ? cleaned.replace(titleTag, () => title) : cleaned;
  const withHead = insertIntoHead(
    titled,
    [...(hasTitle ? [] : [title]), ...headTags(meta), ...headExtras, noScriptStyle].join('\n    '),
  );
  const withScreen = firstScreen ? withFirstScreen(withHead, firstScreen, deferred) : withHead;
  return withScreen.replace(bodyTag, (tag) => `${tag}\n    ${noScriptMessage(meta.lang)}`);
}

/**
 * The page's scripts and data at low priority: behind a first screen the browser would otherwise ask
 * for them while the page is still to paint, sharing a phone's bandwidth with the lead photo.
 */
const fetchedAfterFirstPaint = /^<link rel="preload"[^>]*\bfetchpriority="low"/;

// The root and all it holds (the static loader), up to the end of the body: the root is the body's last element.
const rootToBodyEnd = /<div id="root"([^>]*)>[\s\S]*(?=<\/body>)/i;

// The shell's entry script asks to come first (tooling/mf-host): true while the page shows nothing without it.
const entryScript = /<script\b(?=[^>]*\bfetchpriority="high")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;

/**
 * The first screen in place of the static loader. `inert` until the app has rendered over it
 * (shell/src/bootstrap.tsx): its buttons have no handlers yet, and what a visitor typed into its
 * search box would be lost. `aria-busy` stays, so a screen reader waits for the app. The entry script,
 * the page's other scripts and its data are asked for once the page has painted, and the entry runs
 * once the photo is in too (app-starter.ts): the first screen needs no script to show.
 */
function withFirstScreen(html: string, firstScreen: string, afterFirstPaint: string[]): string {
  // A shell without the root it expects (another build's template) keeps its loader and priorities.
  if (!rootToBodyEnd.test(html)) return insertIntoHead(html, afterFirstPaint.join('\n    '));
  // Without the entry it knows there is no starter to hold the preloads: they stay in the head.
  const started = entryScript.test(html)
    ? html.replace(entryScript, (_tag, src: string) => appStarterTags(src, afterFirstPaint))
    : insertIntoHead(html, afterFirstPaint.join('\n    '));
  return started.replace(
    rootToBodyEnd,
    (_root, attributes: string) => `<div id="root"${attributes} inert data-first-screen>${firstScreen}</div>\n  `,
  );
}

// Without scripts the static loader (index.html) would spin forever: a browser that runs none hides
// it and says why instead, in the page's language.
const bodyTag = /<body\b[^>]*>/i;
const noScriptStyle = '<noscript><style>.boot-loader { display: none; }</style></noscript>';
const noScriptMessage = (lang: PageMeta['lang']) =>
  `<noscript><p style="margin: 2rem 1rem; text-align: center; font: 1rem/1.5 system-ui, sans-serif">${escapeHtml(seoCopy.noScript[lang])}</p></noscript>`;

/** Before </head>; a shell without a head (hand-written or minimal) gets one. */
function insertIntoHead(html: string, tags: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}\n    ${tags}\n  ${html.slice(headEnd)}`;
  const bodyStart = html.search(/<body\b/i);
  if (bodyStart >= 0) return `${html.slice(0, bodyStart)}<head>${tags}</head>${html.slice(bodyStart)}`;
  const afterHtml = html.match(htmlTag);
  if (afterHtml?.index !== undefined) {
    const at = afterHtml.index + afterHtml[0].length;
    return `${html.slice(0, at)}<head>${tags}</head>${html.slice(at)}`;
  }
  const doctype = html.match(/^\s*<!doctype[^>]*>/i)?.[0] ?? '';
  return `${doctype}<head>${tags}</head>${html.slice(doctype.length)}`;
}
