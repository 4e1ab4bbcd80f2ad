import { useQuery } from '@tanstack/react-query';
import type { AdCategory, PlaybackMode } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { PublicAd } from 'contracts/schemas/ad';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

export type CategoryAds = { ads: PublicAd[]; playback: PlaybackMode };

/** The category's active ads and how its videos may play (a category nobody set plays on click). */
export async function fetchCategoryAds(category: AdCategory): Promise<CategoryAds> {
  const [list, settings] = await Promise.all([
    api.get<{ ads: PublicAd[] }>('ads', { category }),
    api.get<Partial<Record<AdCategory, PlaybackMode>>>('playback'),
  ]);
  return { ads: list.ads, playback: settings[category] ?? 'click' };
}

export function useCategoryAds(lang: Lang, category: AdCategory) {
  return useQuery({
    queryKey: queryKeys.ads.byCategory(lang, category),
    queryFn: () => fetchCategoryAds(category),
  });
}
