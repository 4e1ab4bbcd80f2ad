import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRestaurant, AdminShop } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** The two kinds of listing the forms edit, with their api paths and the caches a save affects. */
const listingKinds = {
  restaurant: {
    path: 'admin/restaurant',
    adminKey: queryKeys.admin.listings('restaurant'),
    detailKey: (id: string) => queryKeys.admin.listing('restaurant', id),
    publicKey: queryKeys.restaurants.all,
  },
  shop: {
    path: 'admin/shop',
    adminKey: queryKeys.admin.listings('shop'),
    detailKey: (id: string) => queryKeys.admin.listing('shop', id),
    publicKey: queryKeys.shops.all,
  },
} as const;
export type ListingKind = keyof typeof listingKinds;
export type AdminListing<K extends ListingKind> = K extends 'restaurant' ? AdminRestaurant : AdminShop;

/** `GET admin/restaurant/:id` / `GET admin/shop/:id`: the record as written, both languages, with its version. */
export function useAdminListing<K extends ListingKind>(kind: K, id: string | undefined) {
  const { path, detailKey } = listingKinds[kind];
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: () => api.get<AdminListing<K>>(`${path}/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    // Opened again, the record is read again (another admin may have saved since); the open form
    // keeps what it loaded (its state is its own), and a focus change refetches nothing.
    refetchOnWindowFocus: false,
  });
}

/** Creates (POST) or saves (PUT with the version the form loaded) a listing. */
export function saveListing<K extends ListingKind>(kind: K, id: string | undefined, body: unknown) {
  const { path } = listingKinds[kind];
  return id
    ? api.put<AdminListing<K>>(`${path}/${encodeURIComponent(id)}`, body)
    : api.post<AdminListing<K>>(path, body);
}

/** `POST admin/restaurant/:id/restore` / `admin/shop/:id/restore`: out of the trash, with its new version. */
export function restoreListing<K extends ListingKind>(kind: K, id: string) {
  return api.post<AdminListing<K>>(`${listingKinds[kind].path}/${encodeURIComponent(id)}/restore`);
}

/**
 * After a save: the admin lists and this record, the public lists and detail pages of its kind,
 * users' saved listings (they show names and covers), the statistics and the activity trail.
 */
export function useInvalidateAfterSave(kind: ListingKind) {
  const client = useQueryClient();
  const { adminKey, publicKey, detailKey } = listingKinds[kind];
  return (saved: { _id: string }) => {
    // The edit page a new listing moves to opens with what the save returned.
    client.setQueryData(detailKey(saved._id), saved);
    return Promise.all(
      [adminKey, publicKey, queryKeys.saved.all, queryKeys.admin.statistics, queryKeys.admin.activity].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  };
}
