import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'platform/api-client';
import { modalAtom, overlayView } from 'platform/overlays';
import { notify } from 'platform/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedAd } from '../../testing/records.ts';
import { currentLocation, renderWithProviders, setTestLanguage } from '../../testing/render-with-providers.tsx';
import { AD_COUNTS_VIEW } from './ad-counts.tsx';
import { MUTATE_AD_VIEW } from './ad-form.tsx';
import type { AdminAd } from './ads-api.ts';
import { AdsView } from './ads-view.tsx';
import { DELETE_AD_VIEW } from './delete-ad.tsx';

const get = vi.hoisted(() => vi.fn());
const post = vi.hoisted(() => vi.fn());
const patch = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('platform/api', async (actual) => ({
  ...(await actual<typeof import('platform/api')>()),
  api: { get, post, patch, delete: del },
}));
vi.mock('platform/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const videoAd = storedAd();

const publicVideo = {
  _id: videoAd._id,
  category: 'home',
  title: 'Evening menu',
  targetUrl: 'https://example.qa/menu',
  mediaKind: 'video',
  image: null,
  videoSrc: '/media/v/video',
  poster: { _id: 'p', src: '/media/p/800.webp', srcset: '', alt: 'A table set for dinner', width: 1280, height: 720 },
  weight: 5,
};

/** The api as the page reads it: the ads of the asked category, the playback settings, the public ads. */
function answer(ads: Record<string, AdminAd[]>, playback: Record<string, string> = {}) {
  get.mockImplementation(async (path: string, query?: { category?: string }) => {
    if (path === 'admin/ads') return { ads: ads[query?.category ?? ''] ?? [] };
    if (path === 'playback') return playback;
    if (path === 'ads') return { ads: query?.category === 'home' ? [publicVideo] : [] };
    throw new Error(`unexpected ${path}`);
  });
}

function renderView(name: string, props: Record<string, unknown>, close = vi.fn()) {
  const View = overlayView('modal', name);
  if (!View) throw new Error(`${name} is not registered`);
  renderWithProviders(<View {...props} close={close} />, { path: '/admin/ads' });
  return close;
}

describe('the ads page', () => {
  beforeEach(async () => {
    for (const fn of [get, post, patch, del]) fn.mockReset();
    vi.mocked(notify.error).mockReset();
    vi.mocked(notify.success).mockReset();
    await setTestLanguage('en');
  });

  it('opens the tab the address names, lists its ads, and writes a chosen tab into the address', async () => {
    answer({ home: [videoAd], shop: [] });
    renderWithProviders(<AdsView />, { path: '/admin/ads?category=home' });
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByRole('row', { name: /Evening menu/ });
    expect(within(row).getByText('Video')).toBeVisible();
    expect(within(row).getByText('Paused')).toBeVisible();
    expect(within(row).getByText('1 November 2026 to 30 November 2026')).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/ads', { category: 'home' });

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Gift shops' })));
    expect(currentLocation.search).toBe('?category=shop');
    expect(await screen.findByText('No advertisements in Gift shops')).toBeVisible();
  });

  it('says what each ad is to visitors now, in English and in Arabic: its state, its share of views and its counts', async () => {
    const ended = storedAd({ _id: 'ended', title: { en: 'Rooftop dinners', ar: 'عشاء على الأسطح' } });
    const heavy = storedAd({ _id: 'heavy', title: { en: 'Fresh flowers', ar: 'زهور طازجة' } });
    const light = storedAd({ _id: 'light', title: { en: 'Eid gifts', ar: 'هدايا العيد' } });
    answer({
      home: [
        { ...ended, status: 'active', state: 'ended', share: null },
        {
          ...heavy,
          status: 'active',
          state: 'running',
          priority: 3,
          share: 0.75,
          counts: { impressions: 1234, clicks: 56 },
        },
        { ...light, status: 'active', state: 'running', priority: 1, share: 0.25 },
      ],
    });
    const { unmount } = renderWithProviders(<AdsView />, { path: '/admin/ads?category=home' });
    const endedRow = await screen.findByRole('row', { name: /Rooftop dinners/ });
    expect(within(endedRow).getByTestId('ad-state').textContent).toBe('Ended');
    expect(within(endedRow).queryByText(/Active|Running/)).toBeNull();
    expect(within(endedRow).queryByTestId('ad-share')).toBeNull();
    const heavyRow = screen.getByRole('row', { name: /Fresh flowers/ });
    expect(within(heavyRow).getByTestId('ad-state').textContent).toBe('Running');
    expect(within(heavyRow).getByText('In rotation: 75% of views')).toBeVisible();
    expect(within(heavyRow).getByTestId('ad-counts').textContent).toBe('1,234 seen, 56 followed');
    const lightRow = screen.getByRole('row', { name: /Eid gifts/ });
    expect(within(lightRow).getByText('In rotation: 25% of views')).toBeVisible();
    unmount();

    await setTestLanguage('ar');
    renderWithProviders(<AdsView />, { path: '/admin/ads?category=home' });
    const endedAr = await screen.findByRole('row', { name: /عشاء على الأسطح/ });
    expect(within(endedAr).getByTestId('ad-state').textContent).toBe('منتهٍ');
    const heavyAr = screen.getByRole('row', { name: /زهور طازجة/ });
    expect(within(heavyAr).getByTestId('ad-share').textContent).toMatch(/^ضمن التناوب: .+ من المشاهدات$/);
    expect(within(heavyAr).getByTestId('ad-counts').textContent).toMatch(/^شوهد .+، وفُتح .+$/);
  });

  it('shows an ad’s impressions and clicks per day in a dialog opened from its row', async () => {
    get.mockImplementation(async (path: string) =>
      path.endsWith('/counts')
        ? {
            days: [
              { day: '2026-11-23', impressions: 40, clicks: 2 },
              { day: '2026-11-22', impressions: 0, clicks: 1 },
            ],
          }
        : { ads: [] },
    );
    renderView(AD_COUNTS_VIEW, { ad: videoAd });
    expect(screen.getByRole('heading', { name: 'Evening menu: seen and followed per day' })).toBeVisible();
    const day = await screen.findByRole('row', { name: /23 November 2026/ });
    expect(within(day).getByText('40')).toBeVisible();
    expect(within(day).getByText('5%')).toBeVisible();
    // A day followed through a link seen earlier has no rate of its own.
    expect(within(screen.getByRole('row', { name: /22 November 2026/ })).getByText('—')).toBeVisible();
    expect(get).toHaveBeenCalledWith(`admin/ad/${videoAd._id}/counts`);
  });

  it('opens on the first category when the address names none, with an error state and a retry', async () => {
    get.mockRejectedValue(new Error('offline'));
    renderWithProviders(<AdsView />, { path: '/admin/ads' });
    expect(screen.getByRole('tab', { name: 'Restaurants' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('The advertisements could not be loaded')).toBeVisible();
  });

  it('opens the modal view to add an ad of the tab, and to edit or delete one', async () => {
    answer({ home: [videoAd] });
    const { store } = renderWithProviders(<AdsView />, { path: '/admin/ads?category=home' });
    await screen.findByRole('row', { name: /Evening menu/ });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add advertisement' })));
    expect(store.get(modalAtom)).toMatchObject({ open: true, view: MUTATE_AD_VIEW, props: { category: 'home' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Evening menu' })));
    expect(store.get(modalAtom)).toMatchObject({ view: MUTATE_AD_VIEW, props: { category: 'home', ad: videoAd } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Evening menu' })));
    expect(store.get(modalAtom)).toMatchObject({ view: DELETE_AD_VIEW, props: { ad: videoAd } });
  });

  it('previews the chosen playback with the visitors’ card before saving it, then saves it', async () => {
    answer({ home: [videoAd] }, { home: 'autoplay' });
    patch.mockResolvedValue({ category: 'home', playback: 'off' });
    renderWithProviders(<AdsView />, { path: '/admin/ads?category=home' });
    const preview = await screen.findByTestId('playback-preview');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Autoplay' })).toHaveProperty('checked', true));
    await waitFor(() => expect(preview.querySelector('video')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Play on click' })));
    expect(preview.querySelector('video')).toBeNull();
    expect(within(preview).getByRole('button', { name: 'Play the video: Evening menu' })).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Off' })));
    expect(within(preview).queryByRole('button')).toBeNull();
    expect(within(preview).getByRole('img', { name: 'A table set for dinner' })).toBeVisible();
    expect(patch).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save playback' })));
    expect(patch).toHaveBeenCalledWith('admin/playback/home', { playback: 'off' });
    expect(notify.success).toHaveBeenCalledWith('Playback saved: Off (poster only).');
  });

  it('deletes after confirmation; a refused delete toasts the catalogue’s message', async () => {
    del.mockRejectedValue(new ApiError(500, { message: 'Something went wrong.', code: 'SOMETHING_WENT_WRONG' }));
    const close = renderView(DELETE_AD_VIEW, { ad: videoAd });
    expect(screen.getByRole('heading', { name: 'Delete Evening menu?' })).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Evening menu' })));
    expect(del).toHaveBeenCalledWith(`admin/ad/${videoAd._id}`);
    expect(notify.error).toHaveBeenCalledWith('Failed to delete advertisement.');
    expect(close).toHaveBeenCalled();
  });

  it('a refused delete toasts in Arabic on an Arabic page', async () => {
    await setTestLanguage('ar');
    del.mockRejectedValue(new ApiError(404, { message: 'الإعلان غير موجود.', code: 'AD_NOT_FOUND' }));
    renderView(DELETE_AD_VIEW, { ad: videoAd });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'حذف قائمة المساء' })));
    expect(notify.error).toHaveBeenCalledWith('تعذر حذف الإعلان.');
  });
});
