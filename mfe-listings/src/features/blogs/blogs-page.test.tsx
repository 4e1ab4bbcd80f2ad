import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BlogSummary } from 'contracts/schemas/blog';
import { drawerAtom, overlayView } from 'platform/overlays';
import { createQueryClient } from 'platform/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import { activeBlogFilters, BLOG_FILTERS_VIEW } from './blog-filters.tsx';
import BlogsPage, { prefetch } from './blogs-page.tsx';

// The advertisement has its own tests (components/ads); here it only marks where the page puts it.
vi.mock('../../components/ads/ad-slot.tsx', () => ({
  LazyAdBlock: ({ category }: { category: string }) => <div data-testid={`ad-block-${category}`} />,
}));

const post: BlogSummary = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  slug: 'souq-waqif-dining-guide',
  category: 'food',
  title: "A First-Timer's Dining Guide to Souq Waqif",
  excerpt: 'Karak, chebab and machboos.',
  author: 'Mariam Al-Kuwari',
  publishedAt: '2024-01-18',
  minutesToRead: 3,
  coverImage: null,
};

/** Post `n` of a longer list. */
const postNumber = (n: number): BlogSummary => ({
  ...post,
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const failure = () => json(500, { message: 'boom', code: 'SOMETHING_WENT_WRONG' });

const fetchMock = vi.fn();
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://test'));
const lastRequest = () => requested().at(-1)?.searchParams;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { blogs: [post], total: 1, page: 1, limit: 10 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Answers like the API: `total` posts, `limit` a page. */
function answerWithPosts(total: number) {
  fetchMock.mockImplementation((url: string) => {
    const query = new URL(url, 'http://test').searchParams;
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    const from = (page - 1) * limit;
    const count = Math.max(0, Math.min(limit, total - from));
    const blogs = Array.from({ length: count }, (_, i) => postNumber(from + i + 1));
    return json(200, { data: { blogs, total, page, limit } });
  });
}

describe('blogs list', () => {
  it('renders the posts its prefetch fetched for the address in its first render, asking once', async () => {
    await setUpI18n('en');
    const queryClient = createQueryClient();
    await prefetch(queryClient, { lang: 'en', pathname: '/blogs', search: new URLSearchParams('category=food') });
    renderWithProviders(<BlogsPage />, { url: '/blogs?category=food', queryClient });
    expect(screen.getByRole('heading', { name: post.title })).toBeVisible();
    expect(screen.getByTestId('ad-block-blog')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a fetch on mount would have been asked by now
    expect(requested().map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/v1/blogs?category=food&page=1&limit=10&lang=en',
    ]);
  });

  it('reads title, category and sort from the URL and asks the API for them', async () => {
    await setUpI18n('en');
    renderWithProviders(<BlogsPage />, { url: '/blogs?title=souq&category=food&sort=oldest' });
    expect(await screen.findByRole('heading', { name: post.title })).toBeVisible();
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('souq');
    expect(screen.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('true');
    expect(lastRequest()?.get('title')).toBe('souq');
    expect(lastRequest()?.get('category')).toBe('food');
    expect(lastRequest()?.get('sort')).toBe('oldest');
    expect(screen.getByText('Showing 1 - 1 out of 1 results')).toBeVisible();
    expect(screen.getByText('3 min read')).toBeVisible();
  });

  it('writes the typed title to the URL once typing pauses, then searches', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'kar' } });
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'karak' } });
    // Not at once: the URL waits for the pause.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?title=karak'));
    await waitFor(() => expect(lastRequest()?.get('title')).toBe('karak'));
    expect(requested().some((url) => url.searchParams.get('title') === 'kar')).toBe(false);
  });

  it('keeps a space typed before a pause, so the next word is not glued on', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    const box = screen.getByLabelText('Search by title') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'souq ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?title=souq'));
    expect(box.value).toBe('souq ');
  });

  it('offers a retry when the posts cannot be loaded, and the retry shows them', async () => {
    await setUpI18n('en');
    fetchMock.mockImplementationOnce(failure);
    renderWithProviders(<BlogsPage />, { url: '/blogs' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We could not load the posts.' })).toBeVisible();
    // Told to screen readers too: the panel may replace the posts after a filter change.
    expect(screen.getByRole('alert').textContent).toContain('We could not load the posts.');
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { name: post.title })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says when "load more" fails, keeps the posts, and loads the page when clicked again', async () => {
    await setUpI18n('en');
    answerWithPosts(12);
    renderWithProviders(<BlogsPage />, { url: '/blogs' });
    expect(await screen.findByText('Showing 1 - 10 out of 12 results')).toBeVisible();
    fetchMock.mockImplementationOnce(failure);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load more posts. Please try again.');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Showing 1 - 12 out of 12 results')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Post 12' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requested().map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '2']);
  });

  it('says "load more" failed in Arabic on an Arabic page', async () => {
    await setUpI18n('ar');
    answerWithPosts(12);
    renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByText('عرض 1 - 10 من أصل 12 نتيجة');
    fetchMock.mockImplementationOnce(failure);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'عرض المزيد' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تعذر تحميل المزيد من المقالات. يرجى المحاولة مرة أخرى.',
    );
  });

  it('follows the URL when it changes (back button) and toggles a category chip', async () => {
    await setUpI18n('ar');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs?title=souq' });
    await screen.findByRole('heading', { name: post.title });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'طعام' })));
    expect(router.state.location.search).toBe('?category=food&title=souq'); // one order for equal filters
    await act(async () => router.navigate('/blogs?title=katara'));
    expect((screen.getByLabelText('البحث بالعنوان') as HTMLInputElement).value).toBe('katara');
    expect(screen.getByText('عرض 1 - 1 من أصل 1 نتيجة')).toBeVisible();
  });

  it('opens its sort and categories in the drawer on a phone, counting the choices made', async () => {
    await setUpI18n('en');
    const { store } = renderWithProviders(<BlogsPage />, { url: '/blogs?category=food&sort=oldest' });
    await screen.findByRole('heading', { name: post.title });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' })));
    expect(store.get(drawerAtom)).toMatchObject({ open: true, view: BLOG_FILTERS_VIEW });
    expect(overlayView('drawer', BLOG_FILTERS_VIEW)).toBeDefined();
    expect(activeBlogFilters({})).toBe(0);
    expect(activeBlogFilters({ sort: 'newest' })).toBe(0);
    expect(activeBlogFilters({ category: 'food', sort: 'title' })).toBe(2);
  });

  it('makes each category and sort a history entry, so Back undoes them one at a time', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Food' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Travel' })));
    await act(async () => fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } }));
    expect(router.state.location.search).toBe('?category=travel&sort=oldest');

    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=travel');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest');
    await act(async () => router.navigate(-1));
    expect(pressed('Food')).toBe('true');
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(router.state.location.search).toBe('');
    expect(pressed('All')).toBe('true');
  });

  it('shows what the URL says after a Back that comes before the page has shown the choice it undoes', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    // One act: React renders nothing between the choice and the Back (a slow phone, a quick thumb).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Food' }));
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('');
    expect(pressed('All')).toBe('true');
    expect(pressed('Food')).toBe('false');
  });

  it('makes a settled title search a history entry, as the listing pages do', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Food' })));
    const box = screen.getByLabelText('Search by title') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'karak' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=food&title=karak'));
    // The page has shown that address (it asked for its posts) before Back, as it has for anyone
    // pressing it: a Back within the same render would skip it.
    await waitFor(() => expect(lastRequest()?.get('title')).toBe('karak'));
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=food');
    expect(box.value).toBe('');
  });

  it('adds no history entry for choosing the category already chosen', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    const before = router.state.location.key;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All' })));
    expect(router.state.location.key).toBe(before);
  });

  it('searches at once on Enter', async () => {
    await setUpI18n('en');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs' });
    await screen.findByRole('heading', { name: post.title });
    const box = screen.getByLabelText('Search by title');
    fireEvent.change(box, { target: { value: 'souq' } });
    const form = box.closest('form');
    if (!form) throw new Error('the search box has no form');
    fireEvent.submit(form);
    expect(router.state.location.search).toBe('?title=souq');
  });
});
