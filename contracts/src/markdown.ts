import { marked } from 'marked';

/**
 * DOMPurify's HTML profile without what a post has no use for and a forged page would: style sheets
 * and inline styles (restyling the whole page), and forms and their fields (a sign-in that is not ours).
 */
const SANITISE = {
  USE_PROFILES: { html: true as const },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['style'],
};

/** What a sanitiser must offer: DOMPurify's `sanitize`, in the browser or over a server DOM. */
export interface HtmlSanitiser {
  sanitize(html: string, config: typeof SANITISE): string;
}

/**
 * A post's Markdown as safe HTML, the same for the public page (rendered by the api) and the back
 * office's preview (rendered in the browser): one parser, one set of options, one sanitising profile.
 * Posts are written by admins, but the page must not trust them: scripts, event handlers and
 * `javascript:` links are removed after rendering, and so are styles and forms (`SANITISE`).
 */
export function renderMarkdown(markdown: string, sanitiser: HtmlSanitiser): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitiser.sanitize(html, SANITISE);
}
