import './happy-dom-for-dompurify.ts';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists and links', () => {
    const html = renderMarkdown('## Tea\n\n- karak\n- chebab\n\n[Souq](https://example.qa)');
    expect(html).toContain('<h2>Tea</h2>');
    expect(html).toContain('<li>karak</li>');
    expect(html).toContain('href="https://example.qa"');
  });

  it('drops a script written in the Markdown', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> and welcome');
    expect(html).not.toMatch(/<script|alert/i);
    expect(html).toContain('Hello');
  });

  it('drops event handlers from raw HTML', () => {
    const html = renderMarkdown('<img src="x.webp" alt="Tea" onerror="alert(2)">');
    expect(html).toContain('src="x.webp"');
    expect(html).not.toMatch(/onerror|alert/i);
  });

  it('drops javascript: links', () => {
    const html = renderMarkdown('[click](javascript:alert(3))');
    expect(html).not.toMatch(/javascript:/i);
  });
});
