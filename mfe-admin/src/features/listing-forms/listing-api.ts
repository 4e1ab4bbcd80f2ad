import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListing, ListingKind, ListingKindDescriptor } from 'contracts/listing-kinds';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** One listing's back office path: `admin/restaurant/:id`, `admin/shop/:id` (`admin/<kind>` creates one). */
const listingPath = (kind: ListingKindDescriptor, id?: string) =>
  id === undefined ? `admin/${kind.id}` : `admin/${kind.id}/${encodeURIComponent(id)}`;

/** `GET admin/<kind>/:id`: the record as written, both languages, with its version. */
export function useAdminListing<K extends ListingKind>(kind: ListingKindDescriptor<K>, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.listing(kind.id, id ?? ''),
    queryFn: () => api.get<AdminListing<K>>(listingPath(kind, id ?? '')),
    enabled: Boolean(id),
    // Opened again, the record is read again (another admin may have saved since); the open form
    // keeps what it loaded (its state is its own), and a focus change refetches nothing.
    refetchOnWindowFocus: false,
  });
}

/** Creates (POST) or saves (PUT with the version the form loaded) a listing. */
export function saveListing(kind: ListingKindDescriptor, id: string | undefined, body: unknown) {
  return id ? api.put<AdminListing>(listingPath(kind, id), body) : api.post<AdminListing>(listingPath(kind), body);
}

/** `POST admin/<kind>/:id/restore`: out of the trash, with its new version. */
export function restoreListing(kind: ListingKindDescriptor, id: string) {
  return api.post<AdminListing>(`${listingPath(kind, id)}/restore`);
}

/**
 * After a save: the admin lists and this record, the public lists and detail pages of its kind,
 * users' saved listings (they show names and covers), the statistics and the activity trail.
 */
export function useInvalidateAfterSave(kind: ListingKindDescriptor) {
  const client = useQueryClient();
  return (saved: { _id: string }) => {
    // The edit page a new listing moves to opens with what the save returned.
    client.setQueryData(queryKeys.admin.listing(kind.id, saved._id), saved);
    return Promise.all(
      [
        queryKeys.admin.listings(kind.id),
        queryKeys[kind.plural].all,
        queryKeys.saved.all,
        queryKeys.admin.statistics,
        queryKeys.admin.activity,
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  };
}
