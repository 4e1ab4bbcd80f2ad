import { act, screen, waitFor } from '@testing-library/react';
import { routes } from 'contracts/routes';
import { api } from 'platform/api';
import { createQueryClient } from 'platform/query-client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { restaurantNumber } from '../../testing/list-fixtures.ts';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import HomePage, { prefetch } from './home-page.tsx';

// The advertisement has its own tests (components/ads); here it only marks where the page puts it.
vi.mock('../../components/ads/ad-slot.tsx', () => ({
  LazyAdBlock: ({ category }: { category: string }) => <div data-testid={`ad-block-${category}`} />,
}));

vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));
const get = vi.mocked(api.get);

beforeAll(() => setUpI18n('en'));

describe('HomePage', () => {
  it('renders the sections its prefetch fetched in its first render, with no placeholders, asking the API once each', async () => {
    get.mockImplementation(async (path) => {
      if (path === 'restaurants') return { restaurants: [1, 2, 3].map(restaurantNumber) };
      if (path === 'shops') return { shops: [] };
      return { blogs: [] };
    });
    // The app's client: its data stays fresh long enough that the page does not ask again on mount.
    const queryClient = createQueryClient();
    await prefetch(queryClient, { lang: 'en', pathname: '/', search: new URLSearchParams() });
    renderWithProviders(<HomePage />, { url: '/', queryClient });
    expect(screen.getByRole('link', { name: 'Restaurant 3' })).toBeVisible();
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
    expect(screen.getByTestId('ad-block-home')).toBeVisible();
    expect(get.mock.calls.map(([path]) => path).sort()).toEqual(['blogs', 'restaurants', 'shops']);
  });

  it('links "See all" to the whole lists, not only their featured places', async () => {
    get.mockImplementation(async (path) => (path === 'blogs' ? { blogs: [] } : { restaurants: [], shops: [] }));
    renderWithProviders(<HomePage />, { url: '/' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('See all restaurants')).toBe(routes.restaurants);
    expect(href('See all gift shops')).toBe(routes.giftShops);
  });

  it('says so in a section with nothing to show, and still links to the whole list', async () => {
    get.mockImplementation(async (path) => {
      if (path === 'restaurants') return { restaurants: [1, 2, 3].map(restaurantNumber) };
      return path === 'blogs' ? { blogs: [] } : { shops: [] };
    });
    renderWithProviders(<HomePage />, { url: '/' });
    expect(await screen.findByText('No featured gift shops right now. See all gift shops instead.')).toBeVisible();
    expect(screen.getByText('No posts yet. Check back soon.')).toBeVisible();
    expect(screen.queryByText('No featured restaurants right now. See all restaurants instead.')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all gift shops' })).toBeVisible();
  });

  it('keeps the cards shown when a refetch fails, and says which section failed when it has none', async () => {
    get.mockImplementation(async (path) => {
      if (path === 'restaurants') return { restaurants: [1, 2, 3].map(restaurantNumber) };
      throw new Error('boom');
    });
    const queryClient = createQueryClient();
    renderWithProviders(<HomePage />, { url: '/', queryClient });
    expect(await screen.findByRole('link', { name: 'Restaurant 3' })).toBeVisible();
    // The app's client tries a failed read once more, a second later: the error shows after that.
    expect(await screen.findByText('Posts could not be loaded right now.', {}, { timeout: 5_000 })).toBeVisible();
    get.mockRejectedValue(new Error('boom'));
    await act(async () => {
      await queryClient.refetchQueries().catch(() => undefined);
    });
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll()
          .every((q) => q.state.status === 'error'),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Restaurant 3' })).toBeVisible();
    expect(screen.getAllByText('Featured places could not be loaded right now.')).toHaveLength(1); // the shops only
  });
});
