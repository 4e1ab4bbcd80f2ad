import type { Lang } from 'contracts/i18n';
import { useMemo } from 'react';
import styles from './markdown-body.module.css';
import { renderMarkdown } from './render-markdown.ts';

/**
 * A blog post's body: its Markdown rendered and sanitised, in its language's direction. One
 * component for the public post and the back office's preview, so what an admin previews is what
 * visitors get, to the markup and the styles.
 */
export function MarkdownBody({
  markdown,
  lang,
  className,
  'data-testid': testId,
}: {
  /** The post's body in Markdown (raw HTML in it is sanitised). */
  markdown: string;
  /** The text's language: sets `lang`, and `dir` (Arabic right to left). */
  lang: Lang;
  /** Added to the body's own class (its layout in the page); the body's styles stay. */
  className?: string | undefined;
  /** Passed to the body's element, for tests. */
  'data-testid'?: string | undefined;
}) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised by DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
