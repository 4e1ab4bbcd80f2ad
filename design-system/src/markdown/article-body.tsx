import type { Lang } from 'contracts/i18n';
import styles from './article-body.module.css';

export interface ArticleBodyProps {
  /** The text's language: sets `lang`, and `dir` (Arabic right to left). */
  lang: Lang;
  /** Added to the body's own class (its layout in the page); the body's styles stay. */
  className?: string | undefined;
  /** Passed to the body's element, for tests. */
  'data-testid'?: string | undefined;
}

/**
 * A blog post's body from HTML already sanitised by `renderMarkdown` (contracts/markdown): the public
 * post, whose HTML the api renders, and, through `MarkdownBody`, the back office's preview. One
 * element and one stylesheet, so what an admin previews is what visitors get.
 */
export function ArticleBody({ html, lang, className, 'data-testid': testId }: ArticleBodyProps & { html: string }) {
  return (
    <div
      className={className ? `${styles.body} ${className}` : styles.body}
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in renderMarkdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
