import type { AdCategory, PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { currentLang } from 'platform/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdSlot } from './ad-slot.tsx';
import styles from './ads.module.css';
import { useCategoryAds } from './ads-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

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
    // biome-ignore lint/a11y/useMediaCaption: ads carry no caption file in the data model (see report); the title names the video
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

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** The listings namespace's `t` and the page's language. */
function useAdText() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return { t, lang: currentLang(i18n) };
}

/** One advertisement, honouring the category's playback setting. */
export function AdCard({ ad, playback }: { ad: PublicAd; playback: PlaybackMode }) {
  const { t } = useAdText();
  const external = isExternal(ad.targetUrl);
  return (
    <aside className={styles.ad} aria-label={t('ads.label')} data-testid="listing-ad">
      <p className={styles.adLabel}>{t('ads.label')}</p>
      <AdMedia ad={ad} playback={playback} playLabel={t('ads.play', { title: ad.title })} />
      <a
        className={styles.adLink}
        href={ad.targetUrl}
        {...(external ? { target: '_blank', rel: 'sponsored noopener noreferrer' } : { rel: 'sponsored' })}
      >
        {ad.title}
      </a>
    </aside>
  );
}

/**
 * The first active ad of a category (spec §2's advertisement block). While the ads load, the block
 * holds the room an ad takes, so nothing moves when it arrives; a category without an active ad
 * shows nothing. Pages place it after their main content, and ask for it after that content: an
 * ad never delays what the visitor came for, and a category without one only moves the footer.
 */
export function AdBlock({ category }: { category: AdCategory }) {
  const { lang } = useAdText();
  const query = useCategoryAds(lang, category);
  if (query.isPending) return <AdSlot />;
  const ad = query.data?.ads[0];
  if (!ad || !query.data) return null;
  return <AdCard ad={ad} playback={query.data.playback} />;
}
