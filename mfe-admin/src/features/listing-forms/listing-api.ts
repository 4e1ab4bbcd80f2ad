import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListing, ListingKind, ListingKindDescriptor } from 'contracts/listing-kinds';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { adminListingPath, invalidateListing } from '../../components/listing-list/listing-api.ts';

/** `GET admin/<kind>/:id`: the record as written, both languages, with its version. */
export function useAdminListing<K extends ListingKind>(kind: ListingKindDescriptor<K>, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.listing(kind.id, id ?? ''),
    queryFn: () => api.get<AdminListing<K>>(adminListingPath(kind, id ?? '')),
    enabled: Boolean(id),
    // Opened again, the record is read again (another admin may have saved since); the open form
    // keeps what it loaded (its state is its own), and a focus change refetches nothing.
    refetchOnWindowFocus: false,
  });
}

/** Creates (POST) or saves (PUT with the version the form loaded) a listing. */
export function saveListing(kind: ListingKindDescriptor, id: string | undefined, body: unknown) {
  return id
    ? api.put<AdminListing>(adminListingPath(kind, id), body)
    : api.post<AdminListing>(adminListingPath(kind), body);
}

/**
 * After a save: what a delete or restore changes (the admin lists, the public lists and pages of its
 * kind, users' saved listings, the statistics, the activity trail), with this record as saved: the
 * edit page a new listing moves to opens with what the save returned.
 */
export function useInvalidateAfterSave(kind: ListingKindDescriptor) {
  const client = useQueryClient();
  return (saved: { _id: string }) => {
    client.setQueryData(queryKeys.admin.listing(kind.id, saved._id), saved);
    return invalidateListing(client, kind);
  };
}
