import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { galleryAtom } from 'platform/overlays';
import { createQueryClient } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VISIBLE_PHOTOS } from '../../components/listing-detail/photo-block.tsx';
import { restaurant as fixture } from '../../testing/detail-fixtures.ts';
import { renderWithProviders, setUpI18n, stubApiFetch } from '../../testing/render-with-providers.tsx';
import RestaurantPage, { prefetch } from './restaurant-page.tsx';

const restaurant = { ...fixture, name: 'Souq Grill' };
const ID = restaurant._id;

/** The page at `path`, with a fresh query client or the given one. */
function renderAt(path: string, queryClient?: QueryClient) {
  return renderWithProviders(<RestaurantPage />, { url: path, path: '/restaurant/:slug/:id', queryClient });
}

function serve(detail: { status?: number; body: unknown }) {
  const { fetchStub, calls } = stubApiFetch({
    [`restaurant/${ID}`]: detail,
    restaurants: { body: { data: { restaurants: [restaurant], total: 1, page: 1, limit: 4 } } },
    ads: { body: { data: { ads: [] } } },
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

describe('restaurant detail page', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves an outdated slug to the canonical URL, replacing the history entry', async () => {
    serve({ body: { data: restaurant } });
    const { router } = renderAt(`/restaurant/old-name/${ID}?ref=share`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/restaurant/souq-grill/${ID}`));
    expect(router.state.location.search).toBe('?ref=share');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Souq Grill' })).toBeVisible();
  });

  it('shows the restaurant: menu in QAR, house favourite, phone, directions, member since', async () => {
    const calls = serve({ body: { data: restaurant } });
    renderAt(`/restaurant/souq-grill/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Souq Grill' })).toBeVisible();
    // The sections under the photos follow the heading by a render (listing-detail-view.tsx).
    expect((await screen.findByTestId('featured-dish')).textContent).toContain('Machboos');
    expect(screen.getByTestId('featured-dish').textContent).toMatch(/QAR\s?65/);
    expect(screen.getByText(/QAR\s?95/)).toBeVisible();
    expect(screen.getByTestId('listing-phone').getAttribute('href')).toBe('tel:+97444441234');
    expect(screen.getByTestId('directions-link').getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=25.2867%2C51.5333',
    );
    expect(screen.getByTestId('member-since').textContent).toBe('March 2021');
    expect(screen.getByText('Reservations Accepted')).toBeVisible();
    expect(screen.getByTestId('wheelchair').textContent).toBe('Wheelchair accessible');
    const ld = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld?.textContent ?? '{}')['@type']).toBe('Restaurant');
    // Similar restaurants share a cuisine; this one is left out of its own list.
    expect(calls.some((c) => c.startsWith('restaurants?') && c.includes('cuisineTypes=qatari'))).toBe(true);
    expect(screen.queryByTestId('similar-listing')).toBeNull();
  });

  it('opens the gallery at the photo clicked, the first photo loading first', async () => {
    serve({ body: { data: restaurant } });
    const { store } = renderAt(`/restaurant/souq-grill/${ID}`);
    const photos = await screen.findAllByTestId('listing-photo');
    expect(photos).toHaveLength(3);
    const first = photos[0]?.querySelector('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(photos[2]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(photos[2]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('low');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open photo 3 of 3' })));
    expect(store.get(galleryAtom)).toMatchObject({ open: true, startSlide: 3 });
    expect(store.get(galleryAtom).items).toHaveLength(3);
    // Every photo is on the page: nothing more to view.
    expect(screen.queryByRole('button', { name: 'View more photos' })).toBeNull();
  });

  it("shows 'View more photos' when the page cannot show every photo, opening at the first one left out", async () => {
    const gallery = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'].map((id) => ({ ...fixture.gallery[0], _id: id }));
    serve({ body: { data: { ...restaurant, gallery } } });
    const { store } = renderAt(`/restaurant/souq-grill/${ID}`);
    expect(await screen.findAllByTestId('listing-photo')).toHaveLength(VISIBLE_PHOTOS);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'View more photos' })));
    expect(store.get(galleryAtom)).toMatchObject({ open: true, startSlide: VISIBLE_PHOTOS + 1 });
    expect(store.get(galleryAtom).items).toHaveLength(7);
  });

  it('says Restaurant not found for a wrong id, with links back', async () => {
    serve({ status: 404, body: { message: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' } });
    renderAt(`/restaurant/souq-grill/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse restaurants' }).getAttribute('href')).toBe('/listings/restaurants');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('offers a retry when the listing cannot be loaded', async () => {
    serve({ status: 500, body: { message: 'boom', code: 'SOMETHING_WENT_WRONG' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(`/restaurant/souq-grill/${ID}`);
    // One automatic retry first (a server error may pass), then the page offers its own.
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeVisible();
  });

  it('keeps the restaurant on screen when a refetch fails (saving a favorite refetches it)', async () => {
    serve({ body: { data: restaurant } });
    const { queryClient: client } = renderAt(`/restaurant/souq-grill/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Souq Grill' })).toBeVisible();
    serve({ status: 500, body: { message: 'boom', code: 'SOMETHING_WENT_WRONG' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => client.invalidateQueries({ queryKey: queryKeys.restaurants.all }));
    // The query tells the page of the failure in a batch of its own, a macrotask queued before this one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(client.getQueryState(queryKeys.restaurants.detail('en', ID))?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 1, name: 'Souq Grill' })).toBeVisible();
    expect(screen.queryByTestId('listing-error')).toBeNull();
  });

  it('speaks Arabic: not-found wording of the catalogue', async () => {
    await setUpI18n('ar');
    serve({ status: 404, body: { message: 'المطعم غير موجود', code: 'RESTAURANT_NOT_FOUND' } });
    renderAt(`/restaurant/souq-grill/${ID}`);
    expect(await screen.findByRole('heading', { name: 'المطعم غير موجود' })).toBeVisible();
    cleanup();
    await setUpI18n('en');
  });

  it('renders the record its prefetch fetched in its first render, without a skeleton or a second request', async () => {
    const calls = serve({ body: { data: restaurant } });
    // The app's client: its data stays fresh long enough that the page does not ask again on mount.
    const queryClient = createQueryClient();
    const path = `/restaurant/souq-grill/${ID}`;
    await prefetch(queryClient, { lang: 'en', pathname: path, search: new URLSearchParams() });
    renderAt(path, queryClient);
    expect(screen.getByRole('heading', { level: 1, name: 'Souq Grill' })).toBeVisible();
    expect(calls.filter((call) => call.startsWith('restaurant/'))).toEqual([`restaurant/${ID}?lang=en`]);
  });

  it('prefetches restaurants like it and its advertisement too, so they show without asking again', async () => {
    const neighbour = {
      ...restaurant,
      _id: '00000000-0000-4000-8000-000000000002',
      slug: 'fish-house',
      name: 'Fish House',
    };
    const { fetchStub, calls } = stubApiFetch({
      [`restaurant/${ID}`]: { body: { data: restaurant } },
      restaurants: { body: { data: { restaurants: [restaurant, neighbour], total: 2, page: 1, limit: 4 } } },
      ads: { body: { data: { ads: [] } } },
      playback: { body: { data: { restaurant: 'off' } } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const queryClient = createQueryClient();
    const path = `/restaurant/souq-grill/${ID}`;
    await prefetch(queryClient, { lang: 'en', pathname: path, search: new URLSearchParams() });
    const asked = [...calls];
    expect(asked.filter((call) => call.startsWith('restaurants?'))).toEqual([
      'restaurants?cuisineTypes=qatari&cuisineTypes=seafood&limit=4&sort=featured&lang=en',
    ]);
    expect(asked.filter((call) => /^(ads|playback)\?/.test(call))).toEqual([
      'ads?category=restaurant&lang=en',
      'playback?lang=en',
    ]);
    renderAt(path, queryClient);
    expect((await screen.findByTestId('similar-listing')).textContent).toContain('Fish House');
    await new Promise((resolve) => setTimeout(resolve, 50)); // a fetch on mount would have been asked by now
    expect(calls).toEqual(asked);
  });

  it('asks only for the record in a server render of its first screen, which shows no section it defers', async () => {
    const { fetchStub, calls } = stubApiFetch({ [`restaurant/${ID}`]: { body: { data: restaurant } } });
    vi.stubGlobal('fetch', fetchStub);
    const queryClient = createQueryClient();
    const path = `/restaurant/souq-grill/${ID}`;
    await prefetch(queryClient, { lang: 'en', pathname: path, search: new URLSearchParams(), server: true });
    expect(calls).toEqual([`restaurant/${ID}?lang=en`]);
  });

  it('says not found from its prefetch in its first render, without asking again', async () => {
    const calls = serve({ status: 404, body: { message: 'Restaurant not found', code: 'RESTAURANT_NOT_FOUND' } });
    const queryClient = createQueryClient();
    const path = `/restaurant/souq-grill/${ID}`;
    await prefetch(queryClient, { lang: 'en', pathname: path, search: new URLSearchParams() });
    renderAt(path, queryClient);
    expect(screen.getByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50)); // a refetch on mount would have been asked by now
    // Nor its advertisement or similar restaurants, which a missing restaurant does not show.
    expect(calls).toEqual([`restaurant/${ID}?lang=en`]);
  });
});
