import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * A post's Markdown as safe HTML. Posts are written by admins, but the page must not trust
 * them: scripts, event handlers and `javascript:` links are removed after rendering.
 */
export function renderMarkdown(markdown: string): string {
  // Without a DOM (a server render) DOMPurify hands its input back unchanged: show nothing rather
  // than unsanitised HTML.
  if (!DOMPurify.isSupported) return '';
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
