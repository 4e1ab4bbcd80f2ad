import { renderMarkdown } from 'contracts/markdown';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';

/** A post's HTML is rendered once per version and language, then read from here. */
const RENDERED_POSTS = 500;

type Sanitiser = ReturnType<typeof createDOMPurify>;
let sanitiser: Sanitiser | undefined;
const rendered = new LRUCache<string, string>({ max: RENDERED_POSTS });

/** DOMPurify over jsdom, made on the first post read: an api that serves no post never builds a DOM. */
function serverSanitiser(): Sanitiser {
  sanitiser ??= createDOMPurify(new JSDOM('').window);
  return sanitiser;
}

/**
 * A post body's sanitised HTML, rendered here so that visitors' browsers download no Markdown
 * parser or sanitiser and the post's first screen is server-rendered. `version` names the post's
 * revision (its id, version and language), so an edit is never answered from the cache.
 */
export function postHtml(markdown: string, version: string): string {
  const cached = rendered.get(version);
  if (cached !== undefined) return cached;
  const html = renderMarkdown(markdown, serverSanitiser());
  rendered.set(version, html);
  return html;
}
