import { act, cleanup, screen } from '@testing-library/react';
import type { PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { poster, videoAd } from 'design-system/ad-card-fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n, stubApiFetch } from '../../testing/render-with-providers.tsx';
import { AdBlock, AdCard } from './ad-block.tsx';
import { LazyAdBlock } from './ad-slot.tsx';

const renderAd = (playback: PlaybackMode, ad: PublicAd = videoAd) =>
  renderWithProviders(<AdCard ad={ad} playback={playback} />);

describe('the advertisement block', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(cleanup);

  it('is labelled as an advertisement and links to its target', () => {
    renderAd('off', { ...videoAd, mediaKind: 'image', image: poster, targetUrl: 'https://example.qa/karak' });
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Karak week at Souq Waqif' });
    expect(link.getAttribute('href')).toBe('https://example.qa/karak');
    expect(link.getAttribute('rel')).toContain('sponsored');
  });

  it("holds the room of an ad while its category's ads load, then shows the first one", async () => {
    vi.stubGlobal(
      'fetch',
      stubApiFetch({
        ads: { body: { data: { ads: [{ ...videoAd, category: 'home' }] } } },
        playback: { body: { data: { home: 'off' } } },
      }).fetchStub,
    );
    renderWithProviders(<AdBlock category="home" />);
    expect(screen.getByTestId('ad-slot').getAttribute('aria-hidden')).toBe('true');
    expect(await screen.findByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('shows nothing when the category has no active ad', async () => {
    vi.stubGlobal(
      'fetch',
      stubApiFetch({ ads: { body: { data: { ads: [] } } }, playback: { body: { data: {} } } }).fetchStub,
    );
    renderWithProviders(<AdBlock category="blog" />);
    await vi.waitFor(() => expect(screen.queryByTestId('ad-slot')).toBeNull());
    expect(screen.queryByRole('complementary')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('asks for the ad only as the visitor scrolls near it, holding its room meanwhile (home, blogs)', async () => {
    const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const answers = stubApiFetch({
      ads: { body: { data: { ads: [{ ...videoAd, category: 'blog' }] } } },
      playback: { body: { data: { blog: 'click' } } },
    });
    vi.stubGlobal('fetch', answers.fetchStub);
    renderWithProviders(<LazyAdBlock category="blog" />);
    expect(screen.getByTestId('ad-slot')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers.calls).toEqual([]);
    await act(async () => {
      for (const callback of observed) callback([{ isIntersecting: true }]);
    });
    expect(await screen.findByRole('button', { name: 'Play the video: Karak week at Souq Waqif' })).toBeVisible();
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(answers.calls.map((call) => call.split('?')[0]).sort()).toEqual(['ads', 'playback']);
    vi.unstubAllGlobals();
  });

  it('draws one of the running ads per page view, in proportion to their weights', async () => {
    const heavy = {
      ...videoAd,
      _id: 'heavy',
      title: 'Heavy ad',
      mediaKind: 'image' as const,
      image: poster,
      weight: 3,
    };
    const light = { ...heavy, _id: 'light', title: 'Light ad', weight: 1 };
    const shownWith = async (draw: number) => {
      vi.spyOn(Math, 'random').mockReturnValue(draw);
      vi.stubGlobal(
        'fetch',
        stubApiFetch({ ads: { body: { data: { ads: [heavy, light] } } }, playback: { body: { data: {} } } }).fetchStub,
      );
      const view = renderWithProviders(<AdBlock category="home" />);
      const name = (await screen.findAllByRole('link')).map((link) => link.textContent);
      view.unmount();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      return name;
    };
    // Three quarters of the draws go to the ad of weight 3, the last quarter to the ad of weight 1.
    expect(await shownWith(0.1)).toEqual(['Heavy ad']);
    expect(await shownWith(0.74)).toEqual(['Heavy ad']);
    expect(await shownWith(0.76)).toEqual(['Light ad']);
  });

  it('counts an impression once the ad has been half on screen for a second, and a click as it is followed', async () => {
    let observe: ((entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof observe) {
          observe = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const beacons: { url: string; data: string }[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (url: string, data: string) => beacons.push({ url, data }) > 0,
    });
    vi.useFakeTimers();
    renderAd('off', { ...videoAd, mediaKind: 'image', image: poster, targetUrl: '#karak' });
    const seen = (ratio: number) => act(() => observe?.([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
    // On screen for less than a second, then scrolled away: not seen.
    await seen(0.8);
    await act(() => vi.advanceTimersByTimeAsync(900));
    await seen(0);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(beacons).toEqual([]);
    await seen(0.6);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(beacons).toEqual([
      { url: '/api/v1/ads/events', data: JSON.stringify({ events: [{ adId: 'ad1', kind: 'impression' }] }) },
    ]);
    vi.useRealTimers();
    screen.getByRole('link', { name: 'Karak week at Souq Waqif' }).click();
    expect(beacons.at(-1)).toEqual({
      url: '/api/v1/ads/events',
      data: JSON.stringify({ events: [{ adId: 'ad1', kind: 'click' }] }),
    });
    expect(beacons).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});
