import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from 'contracts/i18n';
import type { ListingDetail, ListingKindDescriptor } from 'contracts/listing-kinds';
import { similarListings } from 'contracts/page-data';
import { routeParams } from 'contracts/routes';
import { api } from 'platform/api';
import type { PagePrefetch } from 'platform/query-client';
import { queryKeys } from 'platform/query-keys';
import { categoryAdsQuery } from '../components/ads/ads-api.ts';
import type { ListingPage } from '../components/listing-list/listings-api.ts';
import { nullWhenMissing } from './missing-listing.ts';

/*
 * The queries of a listing's page: its record (null when no listing of its kind has the id), the
 * listings like it (contracts/page-data), and a prefetch of both with its kind's advertisement, so
 * the page's first render has every section.
 */

const detailQuery = (kind: ListingKindDescriptor, lang: Lang, id: string) =>
  queryOptions({
    queryKey: queryKeys[kind.plural].detail(lang, id),
    queryFn: () => nullWhenMissing(api.get<ListingDetail>(`${kind.id}/${encodeURIComponent(id)}`)),
  });

const similarQuery = (kind: ListingKindDescriptor, lang: Lang, listing: ListingDetail) => {
  const { path, query } = similarListings[kind.id](listing);
  return queryOptions({
    queryKey: queryKeys[kind.plural].list(lang, query),
    queryFn: () => api.get<ListingPage>(path, query),
  });
};

export const useListingDetail = (kind: ListingKindDescriptor, lang: Lang, id: string) =>
  useQuery(detailQuery(kind, lang, id));

export const useSimilarListings = (kind: ListingKindDescriptor, lang: Lang, listing: ListingDetail) =>
  useQuery(similarQuery(kind, lang, listing));

/** Everything a listing's page shows, before its first render. */
export const prefetchListing =
  (kind: ListingKindDescriptor): PagePrefetch =>
  async (queryClient, { lang, pathname, server }) => {
    const id = routeParams(kind.routes.detail, pathname)?.id;
    if (!id) return;
    const record = detailQuery(kind, lang, id);
    await queryClient.prefetchQuery(record);
    const listing = queryClient.getQueryData(record.queryKey);
    // A wrong id shows "not found", which has neither: nothing more to ask. (The BFF preloads both
    // with a page whose record exists, so waiting for the record costs no round trip.) A server
    // render does not show them (the page defers its sections), and must not fail for them either.
    if (!listing || server) return;
    await Promise.all([
      queryClient.prefetchQuery(categoryAdsQuery(lang, kind.id)),
      queryClient.prefetchQuery(similarQuery(kind, lang, listing)),
    ]);
  };
