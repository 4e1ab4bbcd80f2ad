import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdCategory, PlaybackMode } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { categoryAds } from 'contracts/page-data';
import type { PublicAd } from 'contracts/schemas/ad';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

export type CategoryAds = { ads: PublicAd[]; playback: PlaybackMode };

/** The category's ad visitors see (the api picks it) and how its videos may play (a category nobody set plays on click). */
async function fetchCategoryAds(category: AdCategory): Promise<CategoryAds> {
  const requests = categoryAds(category);
  const [list, settings] = await Promise.all([
    api.get<{ ads: PublicAd[] }>(requests.ads.path, requests.ads.query),
    api.get<Partial<Record<AdCategory, PlaybackMode>>>(requests.playback.path, requests.playback.query),
  ]);
  return { ads: list.ads, playback: settings[category] ?? 'click' };
}

export const categoryAdsQuery = (lang: Lang, category: AdCategory) =>
  queryOptions({
    queryKey: queryKeys.ads.byCategory(lang, category),
    queryFn: () => fetchCategoryAds(category),
  });

export const useCategoryAds = (lang: Lang, category: AdCategory) => useQuery(categoryAdsQuery(lang, category));
