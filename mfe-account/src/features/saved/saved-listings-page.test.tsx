import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedItem } from 'contracts/schemas/saved';
import { ApiError, NetworkError } from 'platform/api-client';
import { notify } from 'platform/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import SavedListingsPage from './saved-listings-page.tsx';

const get = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get, delete: del },
}));
vi.mock('platform/toast', () => ({
  notify: { error: vi.fn(), success: vi.fn(), loading: vi.fn(() => 'wait'), dismiss: vi.fn() },
}));

const restaurant = {
  itemType: 'restaurant',
  itemId: '00000000-0000-4000-8000-000000000001',
  savedAt: '2026-01-01T00:00:00.000Z',
  available: true,
  listing: {
    _id: '00000000-0000-4000-8000-000000000001',
    slug: 'souq-grill',
    name: 'Souq Grill',
    area: 'souq_waqif',
    coverImage: null,
  },
} as unknown as SavedItem;

const page = (kind: string, items: SavedItem[]) => ({ [kind]: items, total: items.length, page: 1, limit: 12 });

describe('SavedListingsPage', () => {
  beforeEach(() => {
    get.mockReset();
    del.mockReset();
    vi.clearAllMocks();
  });

  it('lists favorites as cards linking to the detail page, and removes one', async () => {
    await setTestLanguage('en');
    get.mockResolvedValueOnce(page('favorites', [restaurant]));
    renderWithProviders(<SavedListingsPage />);
    const card = await screen.findByTestId('saved-card');
    expect(within(card).getByRole('link', { name: 'Souq Grill' }).getAttribute('href')).toBe(
      '/restaurant/souq-grill/00000000-0000-4000-8000-000000000001',
    );
    expect(within(card).getByText('Souq Waqif')).toBeVisible();
    expect(get).toHaveBeenCalledWith('favorites', { page: 1, limit: 12 });

    del.mockResolvedValueOnce({ removed: true });
    get.mockResolvedValue(page('favorites', []));
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Remove Souq Grill from saved listings' })),
    );
    expect(del).toHaveBeenCalledWith('favorite/restaurant/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { name: 'No Saved Listings' })).toBeVisible();
    // Spec §4's wait message while it is removed, then the outcome in the same toast.
    expect(vi.mocked(notify.loading).mock.calls).toEqual([['Removing from your saved listings…']]);
    expect(vi.mocked(notify.success).mock.calls).toEqual([['Removed from your saved listings.', { id: 'wait' }]]);
  });

  it('removes a listing saved both ways from both lists, and names the list a removal failed on', async () => {
    await setTestLanguage('ar');
    get.mockImplementation((kind: string) => Promise.resolve(page(kind, [restaurant])));
    renderWithProviders(<SavedListingsPage />);
    await screen.findByTestId('saved-card');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'المطاعم' })));
    const card = await screen.findByTestId('saved-card');
    del
      .mockResolvedValueOnce({ removed: true })
      .mockRejectedValueOnce(new ApiError(500, { code: 'INTERNAL', message: 'boom' }));
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'إزالة Souq Grill من القوائم المحفوظة' })),
    );
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(del.mock.calls).toEqual([
      ['favorite/restaurant/00000000-0000-4000-8000-000000000001'],
      ['bookmark/restaurant/00000000-0000-4000-8000-000000000001'],
    ]);
    expect(vi.mocked(notify.loading).mock.calls).toEqual([['جارٍ الإزالة من قوائمك المحفوظة…']]);
    expect(vi.mocked(notify.error).mock.calls).toEqual([['تعذرت إزالة الإشارة المرجعية.', { id: 'wait' }]]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows a listing no longer available with its name, without a link, and removes it', async () => {
    await setTestLanguage('en');
    get.mockResolvedValueOnce(page('favorites', [{ ...restaurant, available: false } as SavedItem]));
    renderWithProviders(<SavedListingsPage />);
    const card = await screen.findByTestId('saved-card');
    expect(within(card).getByRole('heading', { name: 'Souq Grill' })).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('No longer available')).toBeVisible();

    del.mockResolvedValueOnce({ removed: true });
    get.mockResolvedValue(page('favorites', []));
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Remove Souq Grill from saved listings' })),
    );
    expect(del).toHaveBeenCalledWith('favorite/restaurant/00000000-0000-4000-8000-000000000001');
  });

  it('says a listing is no longer available in Arabic', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValueOnce(page('favorites', [{ ...restaurant, available: false } as SavedItem]));
    renderWithProviders(<SavedListingsPage />);
    const card = await screen.findByTestId('saved-card');
    expect(within(card).getByText('لم يعد متاحًا')).toBeVisible();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('keeps the cards when a refetch fails, and says so when "load more" fails', async () => {
    await setTestLanguage('en');
    get.mockResolvedValueOnce({ ...page('favorites', [restaurant]), total: 20 });
    renderWithProviders(<SavedListingsPage />);
    const card = await screen.findByTestId('saved-card');
    get.mockRejectedValue(new ApiError(500, null));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load more saved listings. Please try again.',
    );
    // A removal's refetch that fails leaves what was shown, not an error panel in its place.
    del.mockResolvedValueOnce({ removed: true });
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Remove Souq Grill from saved listings' })),
    );
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThanOrEqual(3));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('saved-card')).toBeVisible();
    expect(screen.queryByText('Your saved listings could not be loaded.')).toBeNull();
  });

  it('shows the empty state in Arabic with a link to browse, on every tab', async () => {
    await setTestLanguage('ar');
    get.mockImplementation((kind: string) => Promise.resolve(page(kind, [])));
    renderWithProviders(<SavedListingsPage />);
    expect(await screen.findByRole('heading', { name: 'لا توجد قوائم محفوظة' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'تصفح المطاعم' })).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'المتاجر' })));
    expect(await screen.findByRole('link', { name: 'تصفح متاجر الهدايا' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('favorites', { itemType: 'shop', page: 1, limit: 12 });
    expect(get).toHaveBeenCalledWith('bookmarks', { itemType: 'shop', page: 1, limit: 12 });
  });

  it.each([
    {
      after: 'a network failure',
      failure: new NetworkError(new TypeError('Failed to fetch')),
      toasts: [],
      dismissed: [['wait']],
    },
    {
      after: 'a forced sign-out',
      failure: new ApiError(401, { action: 'AUTO_LOGOUT', code: 'TOKEN_EXPIRED', message: 'Expired' }),
      toasts: [],
      dismissed: [['wait']],
    },
    {
      after: 'a server error',
      failure: new ApiError(500, { code: 'INTERNAL', message: 'boom' }),
      toasts: [['Failed to remove from favorites.', { id: 'wait' }]],
      dismissed: [],
    },
  ])(
    'after $after on removal, toasts its own line only if the API client did not',
    async ({ failure, toasts, dismissed }) => {
      await setTestLanguage('en');
      get.mockResolvedValue(page('favorites', [restaurant]));
      let fail: (reason: unknown) => void = () => {};
      del.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
      renderWithProviders(<SavedListingsPage />);
      const card = await screen.findByTestId('saved-card');
      const remove = within(card).getByRole('button', { name: 'Remove Souq Grill from saved listings' });
      await act(async () => fireEvent.click(remove));
      await waitFor(() => expect(remove.getAttribute('aria-busy')).toBe('true'));
      await act(async () => fail(failure));
      // Settled: the page's onError has run.
      await waitFor(() => expect(remove.getAttribute('aria-busy')).toBeNull());
      expect(vi.mocked(notify.error).mock.calls).toEqual(toasts);
      // Its wait toast does not stay: replaced by the line, or closed when the client spoke.
      expect(vi.mocked(notify.dismiss).mock.calls).toEqual(dismissed);
    },
  );
});
