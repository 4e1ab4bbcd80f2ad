import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListing, ListingKindDescriptor } from 'contracts/listing-kinds';
import type { ListingBulkAction, ListingBulkResponse } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { type ListingListParams, listingListQuery } from './list-params.ts';

/** `GET admin/restaurants` / `admin/shops` as the BFF wraps it: the list is named after the resource. */
export type ListingPage = { total: number; page: number; limit: number } & Partial<
  Record<ListingKindDescriptor['plural'], AdminListing[]>
>;

/** One page of a listing list (or its trash); the previous page stays on screen while the next one loads. */
export function useListingList(kind: ListingKindDescriptor, params: ListingListParams, enabled = true) {
  const query = listingListQuery(kind, params);
  return useQuery({
    queryKey: queryKeys.admin.listingList(kind.id, query),
    queryFn: () => api.get<ListingPage>(`admin/${kind.plural}`, query),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** One listing's back office path: `admin/restaurant/:id`, `admin/shop/:id` (without an id, where one is created). */
export const adminListingPath = (kind: ListingKindDescriptor, id?: string) =>
  id === undefined ? `admin/${kind.id}` : `admin/${kind.id}/${encodeURIComponent(id)}`;

/** `POST admin/<kind>/:id/restore`: out of the trash, with its new version. */
export const restoreListing = (kind: ListingKindDescriptor, id: string) =>
  api.post<AdminListing>(`${adminListingPath(kind, id)}/restore`);

/**
 * What deleting or restoring a listing changes: the admin lists and trash of its kind, the public
 * lists and pages of its kind, the dashboard's counts and the activity trail.
 */
export async function invalidateListing(queryClient: QueryClient, kind: ListingKindDescriptor) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.listings(kind.id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys[kind.plural].all }),
    // Users' saved listings say when one went to the trash or came back.
    queryClient.invalidateQueries({ queryKey: queryKeys.saved.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.statistics }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity }),
  ]);
}

/**
 * `POST admin/restaurants/bulk` / `admin/shops/bulk`: one action on the listings named, or on every
 * one the list's filters match (the api resolves them with the list's own query).
 */
export const runListingBulk = (
  kind: ListingKindDescriptor,
  body: { action: ListingBulkAction } & ({ ids: string[] } | { filter: Record<string, string> }),
) => api.post<ListingBulkResponse>(`admin/${kind.plural}/bulk`, body);

/** `DELETE admin/restaurant/:id`: into the trash. */
export function useDeleteListing(kind: ListingKindDescriptor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(adminListingPath(kind, id)),
    onSuccess: () => invalidateListing(queryClient, kind),
  });
}
