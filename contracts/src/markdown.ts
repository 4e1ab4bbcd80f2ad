import { marked } from 'marked';

/** What a sanitiser must offer: DOMPurify's `sanitize`, in the browser or over a server DOM. */
export interface HtmlSanitiser {
  sanitize(html: string, config: { USE_PROFILES: { html: true } }): string;
}

/**
 * A post's Markdown as safe HTML, the same for the public page (rendered by the api) and the back
 * office's preview (rendered in the browser): one parser, one set of options, one sanitising profile.
 * Posts are written by admins, but the page must not trust them: scripts, event handlers and
 * `javascript:` links are removed after rendering.
 */
export function renderMarkdown(markdown: string, sanitiser: HtmlSanitiser): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitiser.sanitize(html, { USE_PROFILES: { html: true } });
}
