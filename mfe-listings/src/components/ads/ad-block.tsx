import type { AdCategory, PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { AdCard as AdCardView } from 'design-system/ad-card';
import { currentLang } from 'platform/i18n';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendAdEvent, useAdImpression } from './ad-events.ts';
import { pickByWeight } from './ad-rotation.ts';
import { AdSlot } from './ad-slot.tsx';
import { useCategoryAds } from './ads-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** The listings namespace's `t` and the page's language. */
function useAdText() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return { t, lang: currentLang(i18n) };
}

/**
 * One advertisement, honouring the category's playback setting, with this remote's words; its
 * impression is counted once it has been seen, and its click as it is followed.
 */
export function AdCard({ ad, playback }: { ad: PublicAd; playback: PlaybackMode }) {
  const { t } = useAdText();
  const ref = useRef<HTMLElement>(null);
  useAdImpression(ref, ad._id);
  return (
    <AdCardView
      ref={ref}
      ad={ad}
      playback={playback}
      labels={{ advertisement: t('ads.label'), play: t('ads.play', { title: ad.title }) }}
      onFollow={() => sendAdEvent(ad._id, 'click')}
    />
  );
}

/**
 * The ad of a category a visitor sees (spec §2's advertisement block): the api gives every running
 * one with its weight, and each page view draws one in proportion (ad-rotation.ts), so none is
 * hidden behind another. While the ads load, the block holds the room an ad takes, so nothing moves
 * when it arrives; a category without a running ad shows nothing. Pages place it after their main
 * content, and ask for it after that content: an ad never delays what the visitor came for, and a
 * category without one only moves the footer.
 */
export function AdBlock({ category }: { category: AdCategory }) {
  const { lang } = useAdText();
  const query = useCategoryAds(lang, category);
  // Drawn once a page view: the ad stays put while the visitor reads, and changes on the next visit.
  const [draw] = useState(Math.random);
  if (query.isPending) return <AdSlot />;
  const ad = query.data ? pickByWeight(query.data.ads, draw) : undefined;
  if (!ad || !query.data) return null;
  return <AdCard key={ad._id} ad={ad} playback={query.data.playback} />;
}
