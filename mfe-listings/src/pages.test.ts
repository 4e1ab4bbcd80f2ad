import { loaderProblems, pageProblems } from 'platform/remote-pages';
import { describe, expect, it, vi } from 'vitest';
import { pages } from './pages.ts';
import { renderPage } from './server/first-screen.tsx';

// As in the server bundle (tooling/server-render), the pages' api calls go to the render's own fetch.
vi.mock('platform/api', () => import('platform/server-api'));

const importFile = (file: string) => import(/* @vite-ignore */ new URL(file, import.meta.url).href);

describe('the pages of mfe-listings (src/pages.ts)', () => {
  it('are the routes contracts/route-modules gives it, one file per exposed module', () => {
    expect(pageProblems('mfe-listings', pages)).toEqual([]);
  });

  it('each load the file they name', async () => {
    expect(await loaderProblems(pages, importFile)).toEqual([]);
  }, 30_000);

  it('all have a first screen, a blog post too: its body is the HTML the api rendered and sanitised', async () => {
    expect(Object.entries(pages).filter(([, page]) => !page?.firstScreen)).toEqual([]);
    const post = {
      _id: '00000000-0000-4000-8000-0000000000b1',
      slug: 'a-post',
      category: 'food',
      title: 'A post',
      excerpt: 'Tea.',
      author: 'Mariam',
      publishedAt: '2024-01-18T08:00:00.000Z',
      minutesToRead: 1,
      coverImage: null,
      body: '## Start with tea',
      bodyHtml: '<h2>Start with tea</h2>',
    };
    const answer = (data: unknown) => Promise.resolve(Response.json({ data }));
    const html = await renderPage({
      lang: 'en',
      pathname: `/blog/a-post/${post._id}`,
      fetch: (input) => answer(input.includes('/blog/') ? post : { blogs: [], total: 0 }),
      deadline: Date.now() + 5000,
      exposed: 'blog-page',
    });
    expect(html).toContain('<h1');
    expect(html).toContain('<h2>Start with tea</h2>');
  });
});
