import { act, fireEvent, screen, within } from '@testing-library/react';
import { type ListingKindDescriptor, listingKinds } from 'contracts/listing-kinds';
import type { AdminRestaurant, AdminShop } from 'contracts/schemas/admin';
import { ApiError } from 'platform/api-client';
import { modalAtom, overlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { BULK_CONFIRM_VIEW } from './bulk-actions.tsx';
import { DELETE_LISTING_VIEW, UNDO_MS } from './listing-actions.tsx';

const { restaurant: restaurantKind, shop: shopKind } = listingKinds;

import { ListingList, NAME_SEARCH_DELAY_MS } from './listing-list.tsx';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get, post, delete: del },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const restaurant = (n: number, extra: Partial<AdminRestaurant> = {}): AdminRestaurant => ({
  _id: id(n),
  slug: `place-${n}`,
  name: { en: `Place ${n}`, ar: `مكان ${n}` },
  description: { en: 'Food', ar: 'طعام' },
  address: { en: 'Doha', ar: 'الدوحة' },
  area: 'west_bay',
  phone: '+974 4444 0000',
  pricing: 'medium',
  hours: closedWeek,
  featured: true,
  status: 'published',
  wheelchairAccessible: true,
  deliveryOptions: [],
  memberSince: '2020-01-01',
  cuisineTypes: ['qatari', 'seafood'],
  diningOptions: [],
  dietaryPreferences: [],
  mealOptions: [],
  ambience: [],
  amenities: [],
  menu: [],
  featuredDish: { name: { en: 'Machboos', ar: 'مچبوس' }, priceQar: 50 },
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  version: 1,
  deletedAt: null,
  ...extra,
});

const shop = (n: number): AdminShop => {
  const {
    cuisineTypes,
    diningOptions,
    dietaryPreferences,
    mealOptions,
    ambience,
    amenities,
    menu,
    featuredDish,
    ...base
  } = restaurant(n);
  return {
    ...base,
    name: { en: `Shop ${n}`, ar: `متجر ${n}` },
    categories: ['home_decor'],
    availableItems: [],
    occasions: [],
    personalizations: [],
    recipients: [],
  };
};

const page = (kind: ListingKindDescriptor, items: unknown[], total = items.length, p = 1) => ({
  [kind.plural]: items,
  total,
  page: p,
  limit: 25,
});

describe('ListingList', () => {
  beforeEach(async () => {
    get.mockReset();
    post.mockReset();
    del.mockReset();
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
    await setTestLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('lists the page the address names: both names, area, cuisines, pricing, featured, status, last change', async () => {
    get.mockResolvedValue(
      page(restaurantKind, [restaurant(1), restaurant(2, { featured: false, status: 'draft' })], 60, 2),
    );
    renderWithProviders(<ListingList kind={restaurantKind} />, {
      path: '/admin/restaurants?businessName=place&businessCategory=qatari&area=west_bay&featured=true&status=published&page=2',
    });
    await screen.findByText('Place 1');
    const table = screen.getByRole('table', { name: 'Restaurants' });
    expect(get).toHaveBeenCalledWith('admin/restaurants', {
      page: 2,
      limit: 25,
      businessName: 'place',
      businessCategory: 'qatari',
      area: 'west_bay',
      featured: 'true',
      status: 'published',
    });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const open = within(first as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    expect(open.getAttribute('href')).toBe(`/admin/restaurants/edit-restaurant/${id(1)}`);
    const arabic = within(open).getByText('مكان 1');
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(within(open).getByText('Place 1').getAttribute('lang')).toBe('en');
    expect(within(first as HTMLElement).getByText('West Bay')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Qatari, Seafood')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Medium')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Published')).toBeVisible();
    expect(within(first as HTMLElement).getByText(/3 March 2026/)).toBeVisible();
    expect(within(second as HTMLElement).getByText('Draft')).toBeVisible();
    expect(within(second as HTMLElement).getByText('No')).toBeVisible();
    // A draft has no public page to view.
    expect(within(second as HTMLElement).queryByRole('link', { name: /on the site/ })).toBeNull();
    // Row actions: edit, view on the site (a new tab), delete — each named after its listing.
    expect(screen.getByRole('link', { name: 'Edit Place 1' }).getAttribute('href')).toBe(
      `/admin/restaurants/edit-restaurant/${id(1)}`,
    );
    const view = screen.getByRole('link', { name: 'View on the site: Place 1 (opens in a new tab)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual([
      `/restaurant/place-1/${id(1)}`,
      '_blank',
    ]);
    expect(screen.getByRole('button', { name: 'Delete Place 1' })).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByTestId('listings-total').textContent).toBe('60 restaurants');
    // The filters show what the address says; the add button and the export carry on from here.
    expect((screen.getByLabelText('Search by name') as HTMLInputElement).value).toBe('place');
    expect((screen.getByLabelText('Cuisine') as HTMLSelectElement).value).toBe('qatari');
    expect((screen.getByLabelText('Area') as HTMLSelectElement).value).toBe('west_bay');
    expect((screen.getByLabelText('Featured') as HTMLSelectElement).value).toBe('true');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('published');
    expect(screen.getByRole('link', { name: 'Add restaurant' }).getAttribute('href')).toBe(
      '/admin/restaurants/add-restaurant',
    );
    expect(screen.getByRole('link', { name: /^Download CSV/ }).getAttribute('href')).toBe(
      '/api/v1/admin/restaurants/export?businessName=place&businessCategory=qatari&area=west_bay&featured=true&status=published&lang=en',
    );
  });

  it('searches by name once typing pauses, back on page 1, replacing the address entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    get.mockResolvedValue(page(restaurantKind, [restaurant(1)], 60));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants?page=3' });
    await screen.findByText('Place 1');
    get.mockClear();
    const search = screen.getByLabelText('Search by name');
    fireEvent.change(search, { target: { value: 'pla' } });
    await act(async () => vi.advanceTimersByTime(NAME_SEARCH_DELAY_MS / 2));
    fireEvent.change(search, { target: { value: 'place 1' } });
    await act(async () => vi.advanceTimersByTime(NAME_SEARCH_DELAY_MS / 2));
    expect(get).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(NAME_SEARCH_DELAY_MS));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('admin/restaurants', { page: 1, limit: 25, businessName: 'place 1' });
    expect(currentLocation.search).toBe('?businessName=place+1');
  });

  it('filters by cuisine, area, featured and status into the address and the request; the export follows', async () => {
    get.mockResolvedValue(page(restaurantKind, [restaurant(1)], 60));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants?page=2' });
    await screen.findByText('Place 1');
    await act(async () => fireEvent.change(screen.getByLabelText('Cuisine'), { target: { value: 'seafood' } }));
    expect(currentLocation.search).toBe('?businessCategory=seafood');
    await act(async () => fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'lusail' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Featured'), { target: { value: 'false' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } }));
    expect(currentLocation.search).toBe('?businessCategory=seafood&area=lusail&featured=false&status=draft');
    expect(get).toHaveBeenLastCalledWith('admin/restaurants', {
      page: 1,
      limit: 25,
      businessCategory: 'seafood',
      area: 'lusail',
      featured: 'false',
      status: 'draft',
    });
    expect(screen.getByRole('link', { name: /^Download CSV/ }).getAttribute('href')).toBe(
      '/api/v1/admin/restaurants/export?businessCategory=seafood&area=lusail&featured=false&status=draft&lang=en',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(currentLocation.search).toBe('?businessCategory=seafood&area=lusail&featured=false&status=draft&page=2');
    // "Any" takes the filter out again.
    await act(async () => fireEvent.change(screen.getByLabelText('Featured'), { target: { value: '' } }));
    expect(currentLocation.search).toBe('?businessCategory=seafood&area=lusail&status=draft');
  });

  it('sorts by name, area or last change from the headers (aria-sort), into the address and the request', async () => {
    get.mockResolvedValue(page(restaurantKind, [restaurant(1)], 60));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants?page=2' });
    await screen.findByText('Place 1');
    // The api's default order (latest change first) shows as the last-change column, descending.
    expect(screen.getByRole('columnheader', { name: /Last change/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Categories/ }).hasAttribute('aria-sort')).toBe(false);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    await act(async () => fireEvent.click(within(name).getByRole('button')));
    expect(currentLocation.search).toBe('?sort=name_asc');
    expect(get).toHaveBeenLastCalledWith('admin/restaurants', { page: 1, limit: 25, sort: 'name_asc' });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await act(async () =>
      fireEvent.click(within(screen.getByRole('columnheader', { name: /Area/ })).getByRole('button')),
    );
    expect(currentLocation.search).toBe('?sort=area_asc');
    await act(async () =>
      fireEvent.click(within(screen.getByRole('columnheader', { name: /Area/ })).getByRole('button')),
    );
    expect(currentLocation.search).toBe('?sort=area_desc');
    expect(screen.getByRole('link', { name: /^Download CSV/ }).getAttribute('href')).toBe(
      '/api/v1/admin/restaurants/export?sort=area_desc&lang=en',
    );
  });

  it('deletes after a confirmation naming the listing; the toast’s Undo restores it, and the list asks again', async () => {
    get.mockResolvedValue(page(restaurantKind, [restaurant(1)]));
    const { store, client } = renderWithProviders(<ListingList kind={restaurantKind} />, {
      path: '/admin/restaurants',
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Delete Place 1' })));
    const modal = store.get(modalAtom);
    expect(modal).toMatchObject({ open: true, view: DELETE_LISTING_VIEW, props: { kind: restaurantKind } });
    expect(del).not.toHaveBeenCalled();

    // The shell's modal host renders the registered view with those props; render it as the host would.
    const View = overlayView('modal', DELETE_LISTING_VIEW);
    if (!View) throw new Error('the delete view is not registered');
    const close = vi.fn();
    renderWithProviders(<View {...modal.props} close={close} />, { client });
    const dialog = screen.getByRole('region', { name: 'Delete Place 1?' });
    expect(within(dialog).getByText(/goes to the trash, where it can be restored for 30 days/)).toBeVisible();
    del.mockResolvedValue(undefined);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Place 1' })));
    expect(del).toHaveBeenCalledWith(`admin/restaurant/${id(1)}`);
    expect(close).toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('Place 1 was moved to the trash.', {
      duration: UNDO_MS,
      action: { label: 'Undo', onClick: expect.any(Function) },
    });
    expect(UNDO_MS).toBe(10_000);

    post.mockResolvedValue(restaurant(1));
    get.mockClear();
    const [, options] = vi.mocked(notify.success).mock.calls[0] ?? [];
    await act(async () => options?.action?.onClick());
    expect(post).toHaveBeenCalledWith(`admin/restaurant/${id(1)}/restore`);
    expect(notify.success).toHaveBeenLastCalledWith('Place 1 was restored.');
    expect(get).toHaveBeenCalledWith('admin/restaurants', { page: 1, limit: 25 });
  });

  it('shows the api’s refusal of a deletion in the dialog, which stays open', async () => {
    const View = overlayView('modal', DELETE_LISTING_VIEW);
    if (!View) throw new Error('the delete view is not registered');
    const close = vi.fn();
    del.mockRejectedValue(new ApiError(404, { message: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' }));
    renderWithProviders(<View kind={restaurantKind} listing={restaurant(1)} close={close} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Place 1' })));
    expect(await screen.findByText('Restaurant not found')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows the trash: deletion and purge dates, the 30 days explained, and Restore with its toast', async () => {
    get.mockResolvedValue(page(restaurantKind, [restaurant(1, { deletedAt: '2026-03-10T09:00:00.000Z' })]));
    renderWithProviders(<ListingList kind={restaurantKind} />, {
      path: '/admin/restaurants?businessCategory=qatari&trash=true&page=2',
    });
    await screen.findByText('Place 1');
    const table = screen.getByRole('table', { name: 'Deleted restaurants' });
    expect(get).toHaveBeenCalledWith('admin/restaurants', {
      page: 2,
      limit: 25,
      businessCategory: 'qatari',
      trash: 'true',
    });
    const views = screen.getByRole('navigation', { name: 'Listings or trash' });
    expect(within(views).getByRole('link', { name: 'Trash' }).getAttribute('aria-current')).toBe('page');
    // The other view keeps the filters, from its first page.
    expect(within(views).getByRole('link', { name: 'Listings' }).getAttribute('href')).toBe(
      '/admin/restaurants?businessCategory=qatari',
    );
    expect(screen.getByText(/stay here for 30 days, then they are removed for good/)).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Deleted' })).toBeVisible();
    expect(within(table).getByText(/10 March 2026/)).toBeVisible();
    expect(within(table).getByText('9 April 2026')).toBeVisible();
    // A deleted listing is not edited from here: no edit or delete, only Restore.
    expect(within(table).queryByRole('link', { name: 'Edit Place 1' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Download CSV/ }).getAttribute('href')).toBe(
      '/api/v1/admin/restaurants/export?businessCategory=qatari&trash=true&lang=en',
    );
    post.mockResolvedValue(restaurant(1));
    get.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore Place 1' })));
    expect(post).toHaveBeenCalledWith(`admin/restaurant/${id(1)}/restore`);
    expect(notify.success).toHaveBeenCalledWith('Place 1 was restored.');
    expect(get).toHaveBeenCalledWith('admin/restaurants', {
      page: 2,
      limit: 25,
      businessCategory: 'qatari',
      trash: 'true',
    });
  });

  it('says when a restore is refused', async () => {
    get.mockResolvedValue(page(restaurantKind, [restaurant(1, { deletedAt: '2026-03-10T09:00:00.000Z' })]));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants?trash=true' });
    post.mockRejectedValue(new ApiError(409, { message: 'That slug is taken', code: 'SLUG_TAKEN' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Restore Place 1' })));
    expect(notify.error).toHaveBeenCalledWith('That slug is taken');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says so when nothing matches or the trash is empty, and offers a retry when the list cannot load', async () => {
    get.mockResolvedValueOnce(page(restaurantKind, [], 0));
    const first = renderWithProviders(<ListingList kind={restaurantKind} />, {
      path: '/admin/restaurants?businessName=nothing',
    });
    expect(await screen.findByText('No restaurant matches these filters.')).toBeVisible();
    first.unmount();
    get.mockResolvedValueOnce(page(restaurantKind, [], 0));
    const second = renderWithProviders(<ListingList kind={restaurantKind} />, {
      path: '/admin/restaurants?trash=true',
    });
    expect(await screen.findByText('The trash is empty')).toBeVisible();
    second.unmount();
    get.mockRejectedValueOnce(new ApiError(500, null));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded')).toBeVisible();
    get.mockResolvedValueOnce(page(restaurantKind, [restaurant(1)]));
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Place 1')).toBeVisible();
  });

  it('shows loading rows while the first page loads', async () => {
    get.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants' });
    expect(screen.getAllByTestId('table-loading-row')).toHaveLength(25);
  });

  it('lists gift shops with their own filters, routes and export', async () => {
    get.mockResolvedValue(page(shopKind, [shop(3)]));
    renderWithProviders(<ListingList kind={shopKind} />, {
      path: '/admin/gifts?shopName=shop&shopCategory=home_decor',
    });
    await screen.findByText('Shop 3');
    expect(screen.getByRole('table', { name: 'Gift shops' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/shops', {
      page: 1,
      limit: 25,
      shopName: 'shop',
      shopCategory: 'home_decor',
    });
    expect(within(screen.getByRole('table')).getByText('Home Decor')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Shop 3' }).getAttribute('href')).toBe(
      `/admin/gifts/edit-gift-shop/${id(3)}`,
    );
    expect(
      screen.getByRole('link', { name: 'View on the site: Shop 3 (opens in a new tab)' }).getAttribute('href'),
    ).toBe(`/gift-shop/place-3/${id(3)}`);
    expect(screen.getByRole('link', { name: 'Add gift shop' }).getAttribute('href')).toBe('/admin/gifts/add-gift-shop');
    expect(screen.getByRole('link', { name: /^Download CSV/ }).getAttribute('href')).toBe(
      '/api/v1/admin/shops/export?shopName=shop&shopCategory=home_decor&lang=en',
    );
    await act(async () => fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'gift_wrapping' } }));
    expect(currentLocation.search).toBe('?shopName=shop&shopCategory=gift_wrapping');
  });

  it('is in Arabic on Arabic pages: labels, digits, dates, the trash explanation', async () => {
    await setTestLanguage('ar');
    get.mockResolvedValue(page(shopKind, [shop(1)], 1));
    const { unmount } = renderWithProviders(<ListingList kind={shopKind} />, { path: '/admin/gifts' });
    await screen.findByText('متجر 1');
    expect(screen.getByRole('table', { name: 'متاجر الهدايا' })).toBeVisible();
    // The Arabic name first, the English one after it.
    const names = [...(screen.getByText('متجر 1').parentElement?.children ?? [])];
    expect(names.map((name) => name.getAttribute('lang'))).toEqual(['ar', 'en']);
    expect(screen.getByTestId('listings-total').textContent).toBe('متجر هدايا واحد');
    const table = screen.getByRole('table');
    expect(within(table).getByText('ديكور منزلي')).toBeVisible();
    expect(within(table).getByText('الخليج الغربي')).toBeVisible();
    expect(screen.getByText('الصفحة 1 من 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'تعديل متجر 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'إضافة متجر هدايا' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /آخر تغيير/ }).getAttribute('aria-sort')).toBe('descending');
    unmount();
    get.mockResolvedValue(page(restaurantKind, [restaurant(2, { deletedAt: '2026-03-10T09:00:00.000Z' })], 1));
    renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants?trash=true' });
    await screen.findByText('مكان 2');
    expect(screen.getByRole('table', { name: 'المطاعم المحذوفة' })).toBeVisible();
    expect(screen.getByText(/تبقى القوائم المحذوفة هنا 30 يومًا/)).toBeVisible();
    expect(screen.getByText(/9 أبريل 2026/)).toBeVisible();
    post.mockResolvedValue(restaurant(2));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'استعادة مكان 2' })));
    expect(notify.success).toHaveBeenCalledWith('استُعيد مكان 2.');
  });

  describe('bulk actions', () => {
    /** The confirmation the bulk bar opened, rendered as the shell's modal host would. */
    function openConfirmation(store: { get: (atom: typeof modalAtom) => { props: Record<string, unknown> } }) {
      const modal = store.get(modalAtom);
      expect(modal).toMatchObject({ open: true, view: BULK_CONFIRM_VIEW });
      const View = overlayView('modal', BULK_CONFIRM_VIEW);
      if (!View) throw new Error('the bulk confirmation is not registered');
      const close = vi.fn();
      const rendered = renderWithProviders(<View {...modal.props} close={close} />);
      return { close, props: modal.props, unmount: rendered.unmount };
    }

    it('selects rows by name, the whole page by the header, then every listing matching the filter', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      get.mockResolvedValue(page(restaurantKind, [restaurant(1), restaurant(2)], 30));
      const { store } = renderWithProviders(<ListingList kind={restaurantKind} />, {
        path: '/admin/restaurants?status=draft',
      });
      await screen.findByText('Place 1');
      const publish = screen.getByRole('button', { name: 'Publish' });
      expect(publish).toBeDisabled();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Place 1' }));
      const header = screen.getByRole('checkbox', { name: 'Select every listing on this page' }) as HTMLInputElement;
      expect(header.indeterminate).toBe(true);
      await act(async () => vi.advanceTimersByTime(300));
      expect(screen.getByTestId('bulk-selected').textContent).toBe('Selected: 1 restaurant');
      expect(screen.getByTestId('bulk-selected').getAttribute('aria-live')).toBe('polite');
      expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();
      fireEvent.click(header);
      expect(header.checked).toBe(true);
      expect((screen.getByRole('checkbox', { name: 'Select Place 2' }) as HTMLInputElement).checked).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Select all 30 matching this filter' }));
      await act(async () => vi.advanceTimersByTime(300));
      expect(screen.getByTestId('bulk-selected').textContent).toBe(
        'All 30 restaurants matching these filters are selected.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      const { props, close } = openConfirmation(store);
      // "All matching" is sent as the list's own filter, never as ids the browser gathered.
      expect(props).toMatchObject({ choice: 'publish', count: 30, target: { filter: { status: 'draft' } } });
      const dialog = screen.getByRole('region', { name: 'Publish 30 restaurants?' });
      post.mockResolvedValue({ batchId: 'b', succeeded: Array.from({ length: 30 }, (_, n) => `id-${n}`), failed: [] });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' })));
      expect(post).toHaveBeenCalledWith('admin/restaurants/bulk', { action: 'publish', filter: { status: 'draft' } });
      expect(close).toHaveBeenCalled();
      expect(notify.success).toHaveBeenCalledWith('Published: 30 restaurants.', {});
    });

    it('clears the selection when the page or a filter changes', async () => {
      get.mockResolvedValue(page(restaurantKind, [restaurant(1), restaurant(2)], 60));
      renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants' });
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Place 1' }));
      expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
      fireEvent.change(screen.getByLabelText('Area'), { target: { value: 'lusail' } });
      expect(currentLocation.search).toBe('?area=lusail');
      expect((screen.getByRole('checkbox', { name: 'Select Place 1' }) as HTMLInputElement).checked).toBe(false);
      expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    });

    it('moves the selected rows to the trash; the outcome lists the failures and its Undo restores the batch', async () => {
      get.mockResolvedValue(page(restaurantKind, [restaurant(1), restaurant(2)], 2));
      const { store } = renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants' });
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Place 1' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Place 2' }));
      fireEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
      openConfirmation(store);
      const dialog = screen.getByRole('region', { name: 'Move 2 restaurants to the trash?' });
      post.mockResolvedValueOnce({
        batchId: 'b',
        succeeded: [id(1)],
        failed: [{ id: id(2), code: 'LISTING_IN_TRASH', message: 'This listing is in the trash.' }],
      });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' })));
      expect(post).toHaveBeenCalledWith('admin/restaurants/bulk', { action: 'trash', ids: [id(1), id(2)] });
      const [message, options] = vi.mocked(notify.warning).mock.calls[0] ?? [];
      expect(message).toBe('Moved to the trash: 1 restaurant.');
      expect(options).toMatchObject({ duration: UNDO_MS, action: { label: 'Undo' } });
      renderWithProviders(<div>{options?.description}</div>);
      expect(screen.getByText('Not changed (1):')).toBeVisible();
      expect(screen.getByText('Place 2: This listing is in the trash.')).toBeVisible();
      post.mockResolvedValueOnce({ batchId: 'c', succeeded: [id(1)], failed: [] });
      await act(async () => options?.action?.onClick());
      expect(post).toHaveBeenLastCalledWith('admin/restaurants/bulk', { action: 'restore', ids: [id(1)] });
      expect(notify.success).toHaveBeenLastCalledWith('Back from the trash: 1 restaurant.');
    });

    it('in the trash: restore, delete permanently and empty the trash, in Arabic with its plural forms', async () => {
      await setTestLanguage('ar');
      get.mockResolvedValue(page(restaurantKind, [restaurant(1, { deletedAt: '2026-03-10T09:00:00.000Z' })], 2));
      const { store } = renderWithProviders(<ListingList kind={restaurantKind} />, {
        path: '/admin/restaurants?trash=true',
      });
      await screen.findByText('مكان 1');
      expect(screen.getByRole('button', { name: 'حذف نهائي' })).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name: 'إفراغ سلة المحذوفات' }));
      const { props, unmount } = openConfirmation(store);
      expect(props).toMatchObject({ choice: 'emptyTrash', count: 2, target: { filter: {} } });
      expect(screen.getByRole('region', { name: 'إفراغ سلة المحذوفات: حذف مطعمين نهائيًا؟' })).toBeVisible();
      unmount();
      fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد مكان 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'حذف نهائي' }));
      openConfirmation(store);
      const dialog = screen.getByRole('region', { name: 'حذف مطعمًا واحدًا نهائيًا؟' });
      post.mockResolvedValue({ batchId: 'b', succeeded: [id(1)], failed: [] });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'حذف نهائي' })));
      expect(post).toHaveBeenCalledWith('admin/restaurants/bulk', { action: 'purge', ids: [id(1)] });
      expect(notify.success).toHaveBeenCalledWith('حُذف نهائيًا: مطعم واحد.', {});
    });

    it('chooses the page size, kept in the address and asked of the api', async () => {
      get.mockResolvedValue(page(restaurantKind, [restaurant(1)], 1));
      renderWithProviders(<ListingList kind={restaurantKind} />, { path: '/admin/restaurants?page=2' });
      await screen.findByText('Place 1');
      fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
      expect(currentLocation.search).toBe('?limit=100');
      expect(get).toHaveBeenLastCalledWith('admin/restaurants', { page: 1, limit: 100 });
    });
  });
});
