import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n, stubApiFetch } from '../../features/listing-common/test-providers.tsx';
import { AdBlock, AdCard } from './ad-block.tsx';
import { LazyAdBlock } from './ad-slot.tsx';

const poster = {
  _id: 'p1',
  alt: 'Karak tea poured at sunset',
  src: '/media/p1/800.webp',
  srcset: '/media/p1/400.webp 400w, /media/p1/800.webp 800w',
  width: 1280,
  height: 720,
};

const videoAd: PublicAd = {
  _id: 'ad1',
  category: 'restaurant',
  title: 'Karak week at Souq Waqif',
  targetUrl: '/listings/restaurants',
  mediaKind: 'video',
  image: null,
  videoSrc: '/media/v1/video',
  poster,
};

const renderAd = (playback: PlaybackMode, ad: PublicAd = videoAd) =>
  renderWithProviders(<AdCard ad={ad} playback={playback} />);

describe('advertisement playback', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(cleanup);

  it('autoplay: a muted, looping, inline video with its poster', () => {
    const { container } = renderAd('autoplay');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toBeTruthy();
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('poster')).toBe(poster.src);
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
    // Only a click moves focus: a video starting by itself does not take it from the page.
    expect(document.activeElement).toBe(document.body);
  });

  it('click to play: the poster and a play button, no video until the click', async () => {
    const { container } = renderAd('click');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: poster.alt })).toBeTruthy();
    const play = screen.getByRole('button', { name: 'Play the video: Karak week at Souq Waqif' });
    await act(async () => fireEvent.click(play));
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toBeTruthy();
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.controls).toBe(true);
  });

  it('click to play: focus moves from the play button to the video that replaces it, named by the ad', async () => {
    renderAd('click');
    const play = screen.getByRole('button', { name: 'Play the video: Karak week at Souq Waqif' });
    play.focus();
    await act(async () => fireEvent.click(play));
    const video = document.activeElement as HTMLElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('aria-label')).toBe('Karak week at Souq Waqif');
  });

  it('autoplay becomes click to play for someone who prefers reduced motion', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    const { container } = renderAd('autoplay');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: /Play the video/ })).toBeTruthy();
    matchMedia.mockRestore();
  });

  it('poster only: an image, no video and no play button', () => {
    const { container } = renderAd('off');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: poster.alt })).toBeTruthy();
  });

  it('a video ad without its file yet shows the poster whatever the setting', () => {
    const { container } = renderAd('autoplay', { ...videoAd, videoSrc: null });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: poster.alt })).toBeTruthy();
  });

  it('is labelled as an advertisement and links to its target', () => {
    renderAd('off', { ...videoAd, mediaKind: 'image', image: poster, targetUrl: 'https://example.qa/karak' });
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
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
    expect(await screen.findByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
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
    expect(screen.getByTestId('ad-slot')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers.calls).toEqual([]);
    await act(async () => {
      for (const callback of observed) callback([{ isIntersecting: true }]);
    });
    expect(await screen.findByRole('button', { name: 'Play the video: Karak week at Souq Waqif' })).toBeTruthy();
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(answers.calls.map((call) => call.split('?')[0]).sort()).toEqual(['ads', 'playback']);
    vi.unstubAllGlobals();
  });
});
