import { useMemo } from 'react';
import { ArticleBody, type ArticleBodyProps } from './article-body.tsx';
import { renderMarkdown } from './render-markdown.ts';

/**
 * A post's Markdown rendered and sanitised in the browser, as the api renders it for visitors: the
 * back office's live preview. Public pages show the api's HTML with `ArticleBody` and so download
 * neither the parser nor the sanitiser.
 */
export function MarkdownBody({
  markdown,
  ...body
}: ArticleBodyProps & { /** The body in Markdown (raw HTML in it is sanitised). */ markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <ArticleBody html={html} {...body} />;
}
