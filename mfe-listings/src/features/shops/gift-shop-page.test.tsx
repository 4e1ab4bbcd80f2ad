import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { giftShop } from '../../testing/detail-fixtures.ts';
import { renderWithProviders, setUpI18n, stubApiFetch } from '../../testing/render-with-providers.tsx';
import GiftShopPage, { prefetch } from './gift-shop-page.tsx';

const ID = giftShop._id;

/** The page at `path`, with a fresh query client or the given one. */
function renderAt(path: string, queryClient?: QueryClient) {
  return renderWithProviders(<GiftShopPage />, { url: path, path: '/gift-shop/:slug/:id', queryClient });
}

function serve(detail: { status?: number; body: unknown }) {
  const { fetchStub, calls } = stubApiFetch({
    [`shop/${ID}`]: detail,
    shops: { body: { data: { shops: [], total: 0, page: 1, limit: 4 } } },
    ads: { body: { data: { ads: [] } } },
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

describe('gift shop detail page', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves an outdated slug to the canonical URL', async () => {
    serve({ body: { data: giftShop } });
    const { router } = renderAt(`/gift-shop/petals/${ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gift-shop/pearl-petals/${ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows what the shop offers, its delivery and a Florist JSON-LD', async () => {
    const calls = serve({ body: { data: giftShop } });
    renderAt(`/gift-shop/pearl-petals/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pearl Petals' })).toBeVisible();
    // The sections under the photos follow the heading by a render (listing-detail-view.tsx).
    expect(await screen.findByRole('heading', { name: 'Occasions' })).toBeVisible();
    expect(screen.getByText('Birthday')).toBeVisible();
    expect(screen.getByText('For Her')).toBeVisible();
    expect(screen.getByText('Talabat')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Personalization' })).toBeNull();
    const ld = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld?.textContent ?? '{}')['@type']).toBe('Florist');
    expect(calls.some((c) => c.startsWith('shops?') && c.includes('availableItems=flowers'))).toBe(true);
  });

  it('says Gift Shop not found for a wrong id, in English and Arabic', async () => {
    serve({ status: 404, body: { message: 'Gift Shop not found', code: 'GIFT_SHOP_NOT_FOUND' } });
    renderAt(`/gift-shop/pearl-petals/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Gift Shop not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse gift shops' }).getAttribute('href')).toBe('/listings/gift-shops');
    cleanup();
    await setUpI18n('ar');
    renderAt(`/gift-shop/pearl-petals/${ID}`);
    expect(await screen.findByRole('heading', { name: 'متجر الهدايا غير موجود' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'تصفح متاجر الهدايا' })).toBeVisible();
    cleanup();
    await setUpI18n('en');
  });

  it('keeps the shop on screen when a refetch fails (saving a favorite refetches it)', async () => {
    serve({ body: { data: giftShop } });
    const { queryClient: client } = renderAt(`/gift-shop/pearl-petals/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pearl Petals' })).toBeVisible();
    serve({ status: 500, body: { message: 'boom', code: 'SOMETHING_WENT_WRONG' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => client.invalidateQueries({ queryKey: queryKeys.shops.all }));
    // The query tells the page of the failure in a batch of its own, a macrotask queued before this one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(client.getQueryState(queryKeys.shops.detail('en', ID))?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: 'Pearl Petals' })).toBeVisible();
    expect(screen.queryByTestId('listing-error')).toBeNull();
  });

  it('renders the record its prefetch fetched in its first render, without a skeleton or a second request', async () => {
    const calls = serve({ body: { data: giftShop } });
    // The app's client: its data stays fresh long enough that the page does not ask again on mount.
    const queryClient = createQueryClient();
    const path = `/gift-shop/${giftShop.slug}/${ID}`;
    await prefetch(queryClient, { lang: 'en', pathname: path, search: new URLSearchParams() });
    renderAt(path, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: giftShop.name })).toBeVisible();
    expect(calls.filter((call) => call.startsWith('shop/'))).toEqual([`shop/${ID}?lang=en`]);
  });

  it('prefetches shops like it and its advertisement with the record', async () => {
    const calls = serve({ body: { data: giftShop } });
    await prefetch(createQueryClient(), {
      lang: 'en',
      pathname: `/gift-shop/${giftShop.slug}/${ID}`,
      search: new URLSearchParams(),
    });
    expect(calls.sort()).toEqual([
      'ads?category=shop&lang=en',
      'playback?lang=en',
      `shop/${ID}?lang=en`,
      'shops?availableItems=flowers&availableItems=gift_basket&limit=4&sort=featured&lang=en',
    ]);
  });

  it('says not found from its prefetch in its first render, without asking again', async () => {
    const calls = serve({ status: 404, body: { message: 'Gift Shop not found', code: 'GIFT_SHOP_NOT_FOUND' } });
    const queryClient = createQueryClient();
    const path = `/gift-shop/pearl-petals/${ID}`;
    await prefetch(queryClient, { lang: 'en', pathname: path, search: new URLSearchParams() });
    renderAt(path, queryClient);
    expect(screen.getByRole('heading', { name: 'Gift Shop not found' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a refetch on mount would have been asked by now
    expect(calls.filter((call) => call.startsWith('shop/'))).toEqual([`shop/${ID}?lang=en`]);
  });
});
