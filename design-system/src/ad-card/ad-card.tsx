import type { PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { useEffect, useRef, useState } from 'react';
import styles from './ad-card.module.css';

/** The card's words, translated by the page that shows it (the design system has no translations). */
export type AdCardLabels = {
  /** Names the card for assistive technology and stands above the media ("Advertisement"). */
  advertisement: string;
  /** The play button's name, the ad's title in it ("Play the video: …"). */
  play: string;
};

type AdMediaProps = { ad: PublicAd; playback: PlaybackMode; playLabel: string };

function Picture({ image }: { image: NonNullable<PublicAd['image']> }) {
  return (
    <img
      className={styles.adMedia}
      src={image.src}
      srcSet={image.srcset}
      sizes="(min-width: 900px) 22rem, 100vw"
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Someone who asked their system for less motion gets click-to-play instead of autoplay. */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The video that replaced the play button. Focus moves to it, since the button that had it is
 * gone: a keyboard user would otherwise be dropped at the top of the page.
 */
function VideoStartedByClick({ ad, videoSrc }: { ad: PublicAd; videoSrc: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    video.current?.focus();
  }, []);
  return (
    // biome-ignore lint/a11y/useMediaCaption: ads carry no caption file in the data model; the title names the video
    <video
      ref={video}
      className={styles.adMedia}
      src={videoSrc}
      poster={ad.poster?.src}
      autoPlay
      playsInline
      controls
      aria-label={ad.title}
    />
  );
}

/** A video ad as its category allows: looping silently, waiting for a click, or only its poster. */
function VideoAd({ ad, playback: setting, playLabel, videoSrc }: AdMediaProps & { videoSrc: string }) {
  const [playing, setPlaying] = useState(false);
  const poster = ad.poster;
  const playback = setting === 'autoplay' && prefersReducedMotion() ? 'click' : setting;
  if (playback === 'autoplay') {
    // Browsers only autoplay muted video; controls let people pause the motion (WCAG 2.2.2).
    return (
      <video
        className={styles.adMedia}
        src={videoSrc}
        poster={poster?.src}
        autoPlay
        muted
        loop
        playsInline
        controls
        preload="metadata"
        aria-label={ad.title}
      />
    );
  }
  if (playback === 'click' && playing) return <VideoStartedByClick ad={ad} videoSrc={videoSrc} />;
  return (
    <div className={styles.adPoster}>
      {poster ? <Picture image={poster} /> : <div className={styles.adMedia} />}
      {playback === 'click' ? (
        <button type="button" className={styles.playButton} onClick={() => setPlaying(true)} aria-label={playLabel}>
          {/* Drawn: the ▶ character is in no font the page loads (its fallback font is a download of its own). */}
          <svg className={styles.playIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

function AdMedia({ ad, playback, playLabel }: AdMediaProps) {
  if (ad.mediaKind === 'video' && ad.videoSrc) {
    return <VideoAd ad={ad} playback={playback} playLabel={playLabel} videoSrc={ad.videoSrc} />;
  }
  // An image ad, or a video ad whose file is not uploaded yet: its picture is all there is.
  const image = ad.image ?? ad.poster;
  return image ? <Picture image={image} /> : null;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * One advertisement as visitors see it, honouring its category's playback setting and the
 * visitor's reduced-motion preference. The public pages and the back office's preview both render
 * this, so the preview cannot drift from what visitors get.
 */
export function AdCard({
  ad,
  playback,
  labels,
  ref,
  onFollow,
}: {
  ad: PublicAd;
  playback: PlaybackMode;
  labels: AdCardLabels;
  /** The card's element, for a page that tells when the ad is on screen. */
  ref?: React.Ref<HTMLElement>;
  /** Called as the visitor follows the ad's link. */
  onFollow?: () => void;
}) {
  const external = isExternal(ad.targetUrl);
  return (
    <aside
      ref={ref}
      className={styles.ad}
      aria-label={labels.advertisement}
      data-testid="listing-ad"
      data-ad-id={ad._id}
    >
      <p className={styles.adLabel}>{labels.advertisement}</p>
      <AdMedia ad={ad} playback={playback} playLabel={labels.play} />
      <a
        className={styles.adLink}
        href={ad.targetUrl}
        onClick={onFollow}
        {...(external ? { target: '_blank', rel: 'sponsored noopener noreferrer' } : { rel: 'sponsored' })}
      >
        {ad.title}
      </a>
    </aside>
  );
}
