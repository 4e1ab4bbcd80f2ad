import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from 'platform/api';
import { createQueryClient } from 'platform/query-client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingPage } from '../../components/listing-list/listings-api.ts';
import { restaurantNumber } from '../../testing/list-fixtures.ts';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import RestaurantsPage, { prefetch } from './restaurants-page.tsx';

vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));
const get = vi.mocked(api.get);

/** Answers like the BFF: `total` restaurants, `limit` per page. */
function answerWith(total: number) {
  get.mockImplementation(async (_path, query) => {
    const page = Number(query?.page ?? 1);
    const limit = Number(query?.limit ?? 10);
    const from = (page - 1) * limit;
    const count = Math.max(0, Math.min(limit, total - from));
    const restaurants = Array.from({ length: count }, (_, i) => restaurantNumber(from + i + 1));
    return { restaurants, total, page, limit } satisfies ListingPage;
  });
}

beforeAll(() => setUpI18n('en'));
beforeEach(() => get.mockReset());

describe('RestaurantsPage', () => {
  it('keeps the filters behind the Filters button on a small screen: no hidden sidebar is rendered', async () => {
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    answerWith(3);
    renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants?cuisineTypes=indian' });
    await screen.findByRole('link', { name: 'Restaurant 1' });
    expect(screen.queryByRole('checkbox', { name: 'Indian' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    narrow.mockRestore();
  });

  it('sends the filters of the URL to the API, dropping bad values', async () => {
    answerWith(3);
    renderWithProviders(<RestaurantsPage />, {
      url: '/listings/restaurants?cuisineTypes=indian,martian&pricing=low&openNow=true&sort=bogus&page=9',
    });
    await screen.findByRole('link', { name: 'Restaurant 1' });
    expect(get).toHaveBeenCalledWith('restaurants', {
      cuisineTypes: ['indian'],
      pricing: ['low'],
      openNow: true,
      sort: 'featured',
      page: 1,
      limit: 10,
    });
    expect((screen.getByRole('checkbox', { name: 'Indian' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Open now' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  });

  it('appends the next page on load more and updates the summary', async () => {
    answerWith(64);
    renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants' });
    expect(await screen.findByText('Showing 1 - 10 out of 64 results')).toBeVisible();
    expect(screen.getAllByTestId('restaurant-card')).toHaveLength(10);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Showing 1 - 20 out of 64 results')).toBeVisible();
    const cards = screen.getAllByTestId('restaurant-card');
    expect(cards).toHaveLength(20);
    expect(cards[0]?.textContent).toContain('Restaurant 1');
    expect(cards[19]?.textContent).toContain('Restaurant 20');
    expect(get).toHaveBeenLastCalledWith('restaurants', { sort: 'featured', page: 2, limit: 10 });
  });

  it('writes a filter change to the URL and asks again', async () => {
    answerWith(64);
    const { router } = renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants?lang=en' });
    await screen.findByText('Showing 1 - 10 out of 64 results');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Italian' })));
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } }),
    );
    expect(router.state.location.search).toBe('?lang=en&sort=price_asc&cuisineTypes=italian');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('restaurants', {
        cuisineTypes: ['italian'],
        sort: 'price_asc',
        page: 1,
        limit: 10,
      }),
    );
  });

  it('shows what the URL says after Back, not the choice Back undid', async () => {
    answerWith(64);
    const { router } = renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants?lang=en' });
    await screen.findByText('Showing 1 - 10 out of 64 results');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_asc' } }),
    );
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?lang=en');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('featured');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('restaurants', { sort: 'featured', page: 1, limit: 10 }));
  });

  it('shows the empty state when nothing matches, and its reset clears the filters', async () => {
    answerWith(0);
    const { router } = renderWithProviders(<RestaurantsPage />, {
      url: '/listings/restaurants?lang=en&cuisineTypes=korean&featured=true',
    });
    expect(await screen.findByRole('heading', { name: 'No restaurants match your search' })).toBeVisible();
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await act(async () => fireEvent.click(resets[resets.length - 1] as HTMLElement));
    expect(router.state.location.search).toBe('?lang=en');
  });

  it('shows an error with a retry that asks again', async () => {
    get.mockRejectedValueOnce(new Error('down'));
    renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerWith(2);
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Showing 1 - 2 out of 2 results')).toBeVisible();
  });

  it('debounces the name search into the URL', async () => {
    answerWith(5);
    const { router } = renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants' });
    await screen.findByText('Showing 1 - 5 out of 5 results');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search restaurants by name' }), {
      target: { value: 'grill' },
    });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?businessName=grill'));
  });

  it('adds no history entry for a change that changes nothing (Enter on a sent search, reset of nothing)', async () => {
    answerWith(5);
    const { router } = renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants?businessName=grill' });
    await screen.findByText('Showing 1 - 5 out of 5 results');
    const before = router.state.location.key;
    const box = screen.getByRole('searchbox', { name: 'Search restaurants by name' });
    const form = box.closest('form');
    if (!form) throw new Error('the search box has no form');
    await act(async () => fireEvent.submit(form));
    expect(router.state.location.key).toBe(before);
    await act(async () => router.navigate('/listings/restaurants'));
    const afterNavigation = router.state.location.key;
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await act(async () => fireEvent.click(resets[0] as HTMLElement));
    expect(router.state.location.key).toBe(afterNavigation);
  });

  it('reads the summary in Arabic', async () => {
    answerWith(64);
    await setUpI18n('ar');
    renderWithProviders(<RestaurantsPage />, { url: '/listings/restaurants' });
    expect(await screen.findByText('عرض 1 - 10 من أصل 64 نتيجة')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'المطاعم' })).toBeVisible();
    await act(() => setUpI18n('en'));
  });

  it('renders the cards its prefetch fetched for the address in its first render, asking the API once', async () => {
    answerWith(12);
    // The app's client: its data stays fresh long enough that the page does not ask again on mount.
    const queryClient = createQueryClient();
    const url = '/listings/restaurants?cuisineTypes=indian&pricing=low&sort=newest';
    const [pathname, search] = url.split('?');
    await prefetch(queryClient, { lang: 'en', pathname: pathname ?? '', search: new URLSearchParams(search) });
    renderWithProviders(<RestaurantsPage />, { url, queryClient });
    expect(screen.getByRole('link', { name: 'Restaurant 1' })).toBeVisible();
    expect(screen.getByText('Showing 1 - 10 out of 12 results')).toBeVisible();
    expect(get).toHaveBeenCalledOnce();
    expect(get).toHaveBeenCalledWith('restaurants', {
      cuisineTypes: ['indian'],
      pricing: ['low'],
      sort: 'newest',
      page: 1,
      limit: 10,
    });
  });
});
