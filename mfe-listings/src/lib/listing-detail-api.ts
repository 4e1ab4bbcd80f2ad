import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdCategory } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ApiRequest } from 'contracts/page-data';
import { type RouteName, routeParams } from 'contracts/routes';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { categoryAdsQuery } from '../components/ads/ads-api.ts';
import { nullWhenMissing } from './missing-listing.ts';

type ListingKeys = {
  detail: (lang: string, id: string) => readonly unknown[];
  list: (lang: string, filters: Record<string, unknown>) => readonly unknown[];
};

/**
 * The queries of one kind of listing page (restaurant, gift shop): its record (null when no listing
 * has the id), the listings like it (contracts/page-data), and a prefetch of both with its category's
 * advertisement, so the page's first render has every section.
 */
export function listingDetailQueries<TListing, TSimilar>(kind: {
  /** The API resource of one record: `restaurant`, `shop`. */
  resource: string;
  route: RouteName;
  adCategory: AdCategory;
  keys: ListingKeys;
  similar: (listing: TListing) => ApiRequest;
}) {
  const detailQuery = (lang: Lang, id: string) =>
    queryOptions({
      queryKey: kind.keys.detail(lang, id),
      queryFn: () => nullWhenMissing(api.get<TListing>(`${kind.resource}/${encodeURIComponent(id)}`)),
    });
  const similarQuery = (lang: Lang, listing: TListing) => {
    const { path, query } = kind.similar(listing);
    return queryOptions({ queryKey: kind.keys.list(lang, query), queryFn: () => api.get<TSimilar>(path, query) });
  };
  const prefetch: PagePrefetch = async (queryClient, { lang, pathname, server }) => {
    const id = routeParams(kind.route, pathname)?.id;
    if (!id) return;
    const record = detailQuery(lang, id);
    await queryClient.prefetchQuery(record);
    const listing = queryClient.getQueryData(record.queryKey);
    // A wrong id shows "not found", which has neither: nothing more to ask. (The BFF preloads both
    // with a page whose record exists, so waiting for the record costs no round trip.) A server
    // render does not show them (the page defers its sections), and must not fail for them either.
    if (!listing || server) return;
    await Promise.all([
      queryClient.prefetchQuery(categoryAdsQuery(lang, kind.adCategory)),
      queryClient.prefetchQuery(similarQuery(lang, listing)),
    ]);
  };
  return {
    useDetail: (lang: Lang, id: string) => useQuery(detailQuery(lang, id)),
    useSimilar: (lang: Lang, listing: TListing) => useQuery(similarQuery(lang, listing)),
    prefetch,
  };
}
