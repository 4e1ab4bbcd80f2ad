import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BlogSummary } from 'contracts/schemas/blog';
import { createQueryClient } from 'platform/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../listing-common/test-providers.tsx';
import BlogsPage, { prefetch } from './blogs-page.tsx';

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

const fetchMock = vi.fn();
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://test'));
const lastRequest = () => requested().at(-1)?.searchParams;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { blogs: [post], total: 1, page: 1, limit: 9 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('blogs list', () => {
  it('renders the posts its prefetch fetched for the address in its first render, asking once', async () => {
    await setUpI18n('en');
    const queryClient = createQueryClient();
    await prefetch(queryClient, { lang: 'en', pathname: '/blogs', search: new URLSearchParams('category=food') });
    renderWithProviders(<BlogsPage />, { url: '/blogs?category=food', queryClient });
    expect(screen.getByRole('heading', { name: post.title })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a fetch on mount would have been asked by now
    expect(requested().map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/v1/blogs?category=food&page=1&limit=9&lang=en',
    ]);
  });

  it('reads title, category and sort from the URL and asks the API for them', async () => {
    await setUpI18n('en');
    renderWithProviders(<BlogsPage />, { url: '/blogs?title=souq&category=food&sort=oldest' });
    expect(await screen.findByRole('heading', { name: post.title })).toBeTruthy();
    expect((screen.getByLabelText('Search by title') as HTMLInputElement).value).toBe('souq');
    expect(screen.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('true');
    expect(lastRequest()?.get('title')).toBe('souq');
    expect(lastRequest()?.get('category')).toBe('food');
    expect(lastRequest()?.get('sort')).toBe('oldest');
    expect(screen.getByText('Showing 1 - 1 out of 1 results')).toBeTruthy();
    expect(screen.getByText('3 min read')).toBeTruthy();
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

  it('follows the URL when it changes (back button) and toggles a category chip', async () => {
    await setUpI18n('ar');
    const { router } = renderWithProviders(<BlogsPage />, { url: '/blogs?title=souq' });
    await screen.findByRole('heading', { name: post.title });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'طعام' })));
    expect(router.state.location.search).toBe('?title=souq&category=food');
    await act(async () => router.navigate('/blogs?title=katara'));
    expect((screen.getByLabelText('البحث بالعنوان') as HTMLInputElement).value).toBe('katara');
    expect(screen.getByText('عرض 1 - 1 من أصل 1 نتيجة')).toBeTruthy();
  });
});
