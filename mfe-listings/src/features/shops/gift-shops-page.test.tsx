import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ShopSummary } from 'contracts/schemas/shop';
import { api } from 'platform/api';
import { createQueryClient } from 'platform/query-client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingPage } from '../../components/listing-list/listings-api.ts';
import { renderWithProviders, setUpI18n } from '../../testing/render-with-providers.tsx';
import GiftShopsPage, { prefetch } from './gift-shops-page.tsx';

vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));
const get = vi.mocked(api.get);

const shopNumber = (n: number): ShopSummary => ({
  _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  slug: `shop-${n}`,
  name: `Shop ${n}`,
  description: 'Gifts.',
  area: 'the_pearl',
  address: 'The Pearl, Doha',
  pricing: 'high',
  featured: false,
  wheelchairAccessible: false,
  hours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  specialHours: [],
  deliveryOptions: ['same_day'],
  memberSince: '2024-01-01',
  coverImage: null,
  categories: ['flowers', 'chocolates'],
  isFavorite: false,
  isBookmarked: false,
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (_path, query) => {
    const page = Number(query?.page ?? 1);
    const shops = Array.from({ length: page === 1 ? 10 : 4 }, (_, i) => shopNumber((page - 1) * 10 + i + 1));
    return { shops, total: 14, page, limit: 10 } satisfies ListingPage;
  });
});

describe('GiftShopsPage', () => {
  it('filters by occasion through the URL and shows shop cards with their categories', async () => {
    const { router } = renderWithProviders(<GiftShopsPage />, { url: '/listings/gift-shops?recipient=for_her,nobody' });
    expect(await screen.findByText('Showing 1 - 10 out of 14 results')).toBeVisible();
    expect(screen.getAllByTestId('shop-card')[0]?.textContent).toContain('Flowers, Chocolates');
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Birthday' })));
    expect(router.state.location.search).toBe('?occasion=birthday&recipient=for_her');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('shops', {
        occasion: ['birthday'],
        recipient: ['for_her'],
        sort: 'featured',
        page: 1,
        limit: 10,
      }),
    );
  });

  it('loads the last, shorter page and then offers no more', async () => {
    renderWithProviders(<GiftShopsPage />, { url: '/listings/gift-shops' });
    await screen.findByText('Showing 1 - 10 out of 14 results');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Showing 1 - 14 out of 14 results')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('renders the cards its prefetch fetched for the address in its first render, asking the API once', async () => {
    // The app's client: its data stays fresh long enough that the page does not ask again on mount.
    const queryClient = createQueryClient();
    await prefetch(queryClient, {
      lang: 'en',
      pathname: '/listings/gift-shops',
      search: new URLSearchParams('occasion=birthday'),
    });
    renderWithProviders(<GiftShopsPage />, { url: '/listings/gift-shops?occasion=birthday', queryClient });
    expect(screen.getByText('Showing 1 - 10 out of 14 results')).toBeVisible();
    expect(get).toHaveBeenCalledOnce();
  });
});
