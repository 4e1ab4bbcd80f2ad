import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modalAtom, overlayView } from 'platform/overlays';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import './command-palette.tsx';
import { COMMAND_PALETTE_VIEW, isPaletteShortcut, useCommandPaletteShortcut } from './palette-shortcut.ts';

const get = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get },
}));

const RESTAURANT = '0b7c1a8e-1234-4bbb-8ccc-dddddddddddd';
const hits = [
  {
    kind: 'restaurant',
    _id: RESTAURANT,
    title: { en: 'Corniche Saffron House', ar: 'بيت الزعفران على الكورنيش' },
    detail: null,
  },
  { kind: 'ad', _id: 'ad1', title: { en: 'Saffron week', ar: 'أسبوع الزعفران' }, detail: 'restaurant' },
];

function renderPalette(close = vi.fn()) {
  const View = overlayView('modal', COMMAND_PALETTE_VIEW);
  if (!View) throw new Error('the palette is not registered');
  renderWithProviders(<View close={close} />, { path: '/admin/dashboard' });
  return close;
}

describe('the command palette', () => {
  beforeAll(() => {
    // jsdom draws nothing: cmdk scrolls the chosen item into view, and measures the list.
    Element.prototype.scrollIntoView = vi.fn();
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  beforeEach(async () => {
    get.mockReset();
    get.mockResolvedValue({ hits });
    await setTestLanguage('en');
  });

  it('lists the actions at once, and the records found for what is typed, grouped by kind', async () => {
    renderPalette();
    const box = screen.getByRole('combobox', { name: 'Find a restaurant, gift shop, post, ad or user, or an action' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('option', { name: 'Add restaurant' })).toBeVisible();
    fireEvent.change(box, { target: { value: 'saffron' } });
    const restaurants = await screen.findByRole('group', { name: 'Restaurants' });
    expect(within(restaurants).getByRole('option', { name: /Corniche Saffron House/ })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Advertisements' })).getByText('Restaurants')).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/search', { q: 'saffron' });
  });

  it('opens the chosen record by keyboard and closes', async () => {
    const close = renderPalette();
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'saffron' } });
    await screen.findByRole('option', { name: /Corniche Saffron House/ });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(close).toHaveBeenCalled();
    expect(currentLocation.pathname).toBe(`/admin/restaurants/edit-restaurant/${RESTAURANT}`);
  });

  it('runs an action by its words, in Arabic too, right to left', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue({ hits: [] });
    renderPalette();
    const box = screen.getByRole('combobox');
    expect(box.closest('section')?.getAttribute('dir')).toBe('rtl');
    fireEvent.change(box, { target: { value: 'متجر' } });
    const option = await screen.findByRole('option', { name: 'إضافة متجر هدايا' });
    await act(async () => fireEvent.click(option));
    expect(currentLocation.pathname).toBe('/admin/gifts/add-gift-shop');
  });

  it('says so when nothing matches', async () => {
    get.mockResolvedValue({ hits: [] });
    renderPalette();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzqxv' } });
    expect(await screen.findByText('Nothing matches. Try another name, in English or Arabic.')).toBeVisible();
  });

  it('opens on Ctrl+K and ⌘K, not on K alone', async () => {
    expect(isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: 'K', ctrlKey: false, metaKey: true, altKey: false })).toBe(true);
    expect(isPaletteShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    function WithShortcut() {
      useCommandPaletteShortcut();
      return null;
    }
    const { store } = renderWithProviders(<WithShortcut />);
    await act(async () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    await waitFor(() => expect(store.get(modalAtom)).toMatchObject({ open: true, view: COMMAND_PALETTE_VIEW }));
  });
});
