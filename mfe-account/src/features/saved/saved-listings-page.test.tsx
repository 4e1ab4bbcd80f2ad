import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SavedItem } from 'contracts/schemas/saved';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import SavedListingsPage from './saved-listings-page.tsx';

const get = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('platform/api', () => ({ api: { get, delete: del } }));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const restaurant = {
  itemType: 'restaurant',
  itemId: '00000000-0000-4000-8000-000000000001',
  savedAt: '2026-01-01T00:00:00.000Z',
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
  });

  it('lists favorites as cards linking to the detail page, and removes one', async () => {
    await setTestLanguage('en');
    get.mockResolvedValueOnce(page('favorites', [restaurant]));
    renderWithProviders(<SavedListingsPage />);
    const card = await screen.findByTestId('saved-card');
    expect(within(card).getByRole('link', { name: 'Souq Grill' }).getAttribute('href')).toBe(
      '/restaurant/souq-grill/00000000-0000-4000-8000-000000000001',
    );
    expect(within(card).getByText('Souq Waqif')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('favorites', { page: 1, limit: 12 });

    del.mockResolvedValueOnce({ removed: true });
    get.mockResolvedValue(page('favorites', []));
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Remove Souq Grill from saved listings' })),
    );
    expect(del).toHaveBeenCalledWith('favorite/restaurant/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { name: 'No Saved Listings' })).toBeTruthy();
  });

  it('shows the empty state in Arabic with a link to browse, on every tab', async () => {
    await setTestLanguage('ar');
    get.mockImplementation((kind: string) => Promise.resolve(page(kind, [])));
    renderWithProviders(<SavedListingsPage />);
    expect(await screen.findByRole('heading', { name: 'لا توجد قوائم محفوظة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفح المطاعم' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'المتاجر' })));
    expect(await screen.findByRole('link', { name: 'تصفح متاجر الهدايا' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('favorites', { itemType: 'shop', page: 1, limit: 12 });
    expect(get).toHaveBeenCalledWith('bookmarks', { itemType: 'shop', page: 1, limit: 12 });
  });
});
