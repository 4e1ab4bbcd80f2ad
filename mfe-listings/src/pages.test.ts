import { loaderProblems, pageProblems } from 'platform/remote-pages';
import { describe, expect, it } from 'vitest';
import { pages } from './pages.ts';
import { renderPage } from './server/first-screen.tsx';

const importFile = (file: string) => import(/* @vite-ignore */ new URL(file, import.meta.url).href);

describe('the pages of mfe-listings (src/pages.ts)', () => {
  it('are the routes contracts/route-modules gives it, one file per exposed module', () => {
    expect(pageProblems('mfe-listings', pages)).toEqual([]);
  });

  it('each load the file they name', async () => {
    expect(await loaderProblems(pages, importFile)).toEqual([]);
  }, 30_000);

  it('all have a first screen but a blog post: DOMPurify, which sanitises its Markdown, passes HTML through as it came without a DOM', async () => {
    const withoutFirstScreen = Object.entries(pages).filter(([, page]) => !page?.firstScreen);
    expect(withoutFirstScreen.map(([route]) => route)).toEqual(['blog']);
    const request = {
      lang: 'en',
      pathname: '/blog/a-post/b1',
      fetch: () => Promise.reject(new Error('a page without a first screen makes no data call')),
      deadline: Date.now() + 1000,
    };
    expect(await renderPage({ ...request, lang: 'en', exposed: 'blog-page' })).toBeNull();
  });
});
