import { renderMarkdown as renderWith } from 'contracts/markdown';
import DOMPurify from 'dompurify';

/** A post's Markdown as safe HTML, with the browser's DOM under DOMPurify (the api uses jsdom's). */
export function renderMarkdown(markdown: string): string {
  // Without a DOM DOMPurify hands its input back unchanged: show nothing rather than unsanitised HTML.
  if (!DOMPurify.isSupported) return '';
  return renderWith(markdown, DOMPurify);
}
