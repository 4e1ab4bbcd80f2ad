/// <reference path="../../types/jsdom.d.ts" />
import { createHash } from 'node:crypto';
import { renderMarkdown } from 'contracts/markdown';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';

/** A post's HTML is rendered once per text (a body in one language), then read from here. */
const RENDERED_POSTS = 500;

type Sanitiser = ReturnType<typeof createDOMPurify>;
let sanitiser: Sanitiser | undefined;
const rendered = new LRUCache<string, string>({ max: RENDERED_POSTS });

/** DOMPurify over jsdom, made on the first post read: an api that serves no post never builds a DOM. */
function serverSanitiser(): Sanitiser {
  sanitiser ??= createDOMPurify(new JSDOM('').window);
  // Without a working DOM DOMPurify hands its input back unchanged: never serve that.
  if (!sanitiser.isSupported) throw new Error('DOMPurify cannot sanitise over this DOM');
  return sanitiser;
}

/**
 * A post body's sanitised HTML, rendered here so that visitors' browsers download no Markdown
 * parser or sanitiser and the post's first screen is server-rendered. Kept by the text's own hash:
 * an edit is never answered from the cache, nor is a post restored from a backup.
 */
export function postHtml(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64url');
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  const html = renderMarkdown(markdown, serverSanitiser());
  rendered.set(key, html);
  return html;
}
