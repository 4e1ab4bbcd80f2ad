import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlogDetail } from 'contracts/schemas/blog';
import { createStore, Provider } from 'jotai';
import { createQueryClient } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../testing/render-with-providers.tsx';
import BlogPage, { prefetch } from './blog-page.tsx';

// The advertisement has its own tests (components/ads); here it only marks where the page puts it.
vi.mock('../../components/ads/ad-slot.tsx', () => ({
  LazyAdBlock: ({ category }: { category: string }) => <div data-testid={`ad-block-${category}`} />,
}));

const post: BlogDetail = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  slug: 'souq-waqif-dining-guide',
  category: 'food',
  title: "A First-Timer's Dining Guide to Souq Waqif",
  excerpt: 'Karak, chebab and machboos.',
  author: 'Mariam Al-Kuwari',
  publishedAt: '2024-01-18',
  minutesToRead: 3,
  coverImage: null,
  body: '## Start with tea\n\nKarak at sunset.',
  bodyHtml: '<h2>Start with tea</h2>\n<p>Karak at sunset.</p>\n',
};

const fetchMock = vi.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

/** The page under its real route, so `:slug` and `:id` reach it. */
function renderAt(url: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter([{ path: '/blog/:slug/:id', element: <BlogPage /> }], { initialEntries: [url] });
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return { router, client };
}

/** The post at its address, related posts empty; `status` other than 200 fails the post. */
const servePost = (status = 200) =>
  fetchMock.mockImplementation((url: string) =>
    url.includes('/blog/')
      ? answer(status, status === 200 ? { data: post } : { message: 'boom', code: 'SOMETHING_WENT_WRONG' })
      : answer(200, { data: { blogs: [], total: 0 } }),
  );

describe('blog page', () => {
  it("renders the api's HTML body with the post's title, byline and date", async () => {
    await setUpI18n('en');
    fetchMock.mockImplementation((url: string) =>
      url.includes('/blog/') ? answer(200, { data: post }) : answer(200, { data: { blogs: [], total: 0 } }),
    );
    renderAt(`/blog/${post.slug}/${post._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const body = screen.getByTestId('blog-body');
    expect(body.querySelector('h2')?.textContent).toBe('Start with tea');
    expect(body.querySelector('p')?.textContent).toBe('Karak at sunset.');
    expect(screen.getByText('By Mariam Al-Kuwari')).toBeVisible();
    expect(screen.getByText('3 min read')).toBeVisible();
    expect(screen.getByText('18 January 2024')).toBeVisible();
    // The page's meta (contracts/page-meta, loaded on demand) carries the post's JSON-LD.
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
  });

  it('redirects an outdated slug to the canonical one', async () => {
    await setUpI18n('en');
    fetchMock.mockImplementation((url: string) =>
      url.includes('/blog/') ? answer(200, { data: post }) : answer(200, { data: { blogs: [], total: 0 } }),
    );
    const { router } = renderAt(`/blog/old-slug/${post._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${post.slug}/${post._id}`));
  });

  it('renders the post and its related posts from its prefetch, without asking again', async () => {
    await setUpI18n('en');
    const neighbour = { ...post, _id: '00000000-0000-4000-8000-0000000000b2', title: 'Karak Stops of Doha' };
    fetchMock.mockImplementation((url: string) =>
      url.includes('/blog/')
        ? answer(200, { data: post })
        : answer(200, { data: { blogs: [post, neighbour], total: 2 } }),
    );
    const client = createQueryClient();
    const path = `/blog/${post.slug}/${post._id}`;
    await prefetch(client, { lang: 'en', pathname: path, search: new URLSearchParams() });
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toEqual([`/api/v1/blog/${post._id}?lang=en`, '/api/v1/blogs?category=food&page=1&limit=4&lang=en']);
    renderAt(path, client);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(screen.getByTestId('ad-block-blog')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Karak Stops of Doha' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a fetch on mount would have been asked by now
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the post cannot be loaded, and the retry shows it', async () => {
    await setUpI18n('en');
    servePost(500);
    renderAt(`/blog/${post.slug}/${post._id}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We could not load this post.' })).toBeVisible();
    servePost();
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  it('keeps the post on screen when a refetch fails', async () => {
    await setUpI18n('en');
    servePost();
    const { client } = renderAt(`/blog/${post.slug}/${post._id}`);
    await screen.findByRole('heading', { level: 1, name: post.title });
    servePost(500);
    await act(() => client.invalidateQueries({ queryKey: queryKeys.blogs.all }));
    // The query tells the page of the failure in a batch of its own, a macrotask queued before this one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(client.getQueryState(queryKeys.blogs.detail('en', post._id))?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("shows 'Blog Not Found' with links to Home and Blogs for a wrong id", async () => {
    await setUpI18n('en');
    fetchMock.mockReturnValue(answer(404, { message: 'Blog Not Found', code: 'BLOG_NOT_FOUND' }));
    renderAt('/blog/anything/00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe('/blogs');
  });
});
