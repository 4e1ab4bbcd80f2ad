import type { AdCategory, PlaybackMode } from 'contracts/enums';
import type { PublicAd } from 'contracts/schemas/ad';
import { AdCard as AdCardView } from 'design-system/ad-card';
import { currentLang } from 'platform/i18n';
import { useTranslation } from 'react-i18next';
import { AdSlot } from './ad-slot.tsx';
import { useCategoryAds } from './ads-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** The listings namespace's `t` and the page's language. */
function useAdText() {
  const { t, i18n } = useTranslation(LISTINGS_NAMESPACE);
  return { t, lang: currentLang(i18n) };
}

/** One advertisement, honouring the category's playback setting, with this remote's words. */
export function AdCard({ ad, playback }: { ad: PublicAd; playback: PlaybackMode }) {
  const { t } = useAdText();
  return (
    <AdCardView
      ad={ad}
      playback={playback}
      labels={{ advertisement: t('ads.label'), play: t('ads.play', { title: ad.title }) }}
    />
  );
}

/**
 * The ad of a category visitors see (spec §2's advertisement block; the api picks it, the newest
 * running one, and the back office marks the same one as shown). While the ad loads, the block
 * holds the room an ad takes, so nothing moves when it arrives; a category without a running ad
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
