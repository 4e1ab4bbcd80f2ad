import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdCard } from './ad-card.tsx';
import { poster, videoAd } from './ad-card-fixtures.ts';

const labels = { advertisement: 'Advertisement', play: 'Play the video: Karak week at Souq Waqif' };

const renderAd = (playback: PlaybackMode, ad: PublicAd = videoAd) =>
  render(<AdCard ad={ad} playback={playback} labels={labels} />);

describe('advertisement playback', () => {
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
    expect(screen.getByRole('img', { name: poster.alt })).toBeVisible();
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
    expect(screen.getByRole('button', { name: /Play the video/ })).toBeVisible();
    matchMedia.mockRestore();
  });

  it('poster only: an image, no video and no play button', () => {
    const { container } = renderAd('off');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: poster.alt })).toBeVisible();
  });

  it('a video ad without its file yet shows the poster whatever the setting', () => {
    const { container } = renderAd('autoplay', { ...videoAd, videoSrc: null });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: poster.alt })).toBeVisible();
  });

  it('links outside the site in a new tab, marked sponsored', () => {
    renderAd('off', { ...videoAd, mediaKind: 'image', image: poster, targetUrl: 'https://example.qa/karak' });
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
    const link = screen.getByRole('link', { name: 'Karak week at Souq Waqif' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
  });
});
