import { createHash } from 'node:crypto';

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const SCRIPT_ELEMENT = /<script\b[\s\S]*?<\/script\s*>/gi;

/**
 * The CSP sources ('sha256-…') of a page's `<style>` elements: the shell's first-paint loader
 * (shell/src/index.html), the no-script rule and a first screen's inlined style sheets
 * (page-preloads' firstScreenStyle), all of which the BFF writes into the head. Only the head's
 * style elements count, scripts (JSON-LD) taken out: a first screen's body is rendered content (a blog
 * post's HTML), whose style elements no policy should bless. The caller keeps the answer with its
 * page (pages.ts): a page is kept and sent many times.
 */
export function pageStyleSources(page: { html: string }): string[] {
  const sources = new Set<string>();
  const bodyStart = page.html.search(/<body\b/i);
  const head = (bodyStart >= 0 ? page.html.slice(0, bodyStart) : page.html).replace(SCRIPT_ELEMENT, '');
  for (const [, text = ''] of head.matchAll(STYLE_ELEMENT))
    sources.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  return [...sources];
}
