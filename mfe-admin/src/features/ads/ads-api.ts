import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdCategory, PlaybackMode } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { adDailyCounts, PublicAd } from 'contracts/schemas/ad';
import type { adminAd } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import type { z } from 'zod';
import type { AdPayload } from './ad-values.ts';

export type AdminAd = z.infer<typeof adminAd>;

/** `GET admin/ads?category=` as the BFF wraps it: every ad of the category, newest first, in both languages. */
export function useAdminAds(category: AdCategory) {
  return useQuery({
    queryKey: queryKeys.admin.adList(category),
    queryFn: async () => (await api.get<{ ads: AdminAd[] }>('admin/ads', { category })).ads,
  });
}

export type AdDailyCounts = z.infer<typeof adDailyCounts>;

/** `GET admin/ad/:id/counts`: the ad's impressions and clicks on each Qatar day of the last 30 that has any. */
export function useAdDailyCounts(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.adCounts(id),
    queryFn: () => api.get<AdDailyCounts>(`admin/ad/${encodeURIComponent(id)}/counts`),
  });
}

/** `GET playback`: every category's setting (a category nobody set plays on click). */
export function usePlaybackSettings() {
  return useQuery({
    queryKey: queryKeys.admin.playback,
    queryFn: () => api.get<Partial<Record<AdCategory, PlaybackMode>>>('playback'),
  });
}

/**
 * The category's ads as visitors get them (`GET ads?category=`: the running ones, heaviest first,
 * with their media's addresses), for the playback preview. The same key as the public pages' read of the ads,
 * so a save that invalidates one refreshes both.
 */
export function usePublicAds(lang: Lang, category: AdCategory) {
  return useQuery({
    queryKey: [...queryKeys.ads.byCategory(lang, category), 'list'],
    queryFn: async () => (await api.get<{ ads: PublicAd[] }>('ads', { category })).ads,
  });
}

/** `POST admin/ad` for a new ad, `PATCH admin/ad/:id` with only the fields that changed for a stored one. */
export function saveAd(id: string | undefined, payload: AdPayload | Partial<AdPayload>) {
  return id
    ? api.patch<AdminAd>(`admin/ad/${encodeURIComponent(id)}`, payload)
    : api.post<AdminAd>('admin/ad', payload);
}

export const deleteAd = (id: string) => api.delete(`admin/ad/${encodeURIComponent(id)}`);

export const savePlayback = (category: AdCategory, playback: PlaybackMode) =>
  api.patch<{ category: AdCategory; playback: PlaybackMode }>(`admin/playback/${encodeURIComponent(category)}`, {
    playback,
  });

/** After a write: the back office's lists, the public ads (the preview), and the audit trail. */
export function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.ads }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.playback }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ads.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity }),
    ]);
}
