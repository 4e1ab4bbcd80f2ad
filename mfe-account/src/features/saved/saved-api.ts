import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedItemType } from 'contracts/enums';
import type { SavedItem } from 'contracts/schemas/saved';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** The two saved resources (spec §7): GET favorites / bookmarks, DELETE favorite|bookmark/:itemType/:itemId. */
export type SavedKind = 'favorites' | 'bookmarks';
const SINGULAR: Record<SavedKind, string> = { favorites: 'favorite', bookmarks: 'bookmark' };
const SAVED_PAGE_SIZE = 12;

type SavedPage = { total: number; page: number; limit: number } & Partial<Record<SavedKind, SavedItem[]>>;

export const itemsOf = (kind: SavedKind, page: SavedPage): SavedItem[] => page[kind] ?? [];

/** One saved list a page at a time; `enabled` lets a tab use only the lists it shows. */
export function useSavedList(kind: SavedKind, lang: string, itemType: SavedItemType | undefined, enabled: boolean) {
  const filters = itemType ? { itemType } : {};
  return useInfiniteQuery({
    queryKey: queryKeys.saved.list(kind, lang, filters),
    queryFn: ({ pageParam }) => api.get<SavedPage>(kind, { ...filters, page: pageParam, limit: SAVED_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, page) => n + itemsOf(kind, page).length, 0);
      return shown < last.total ? last.page + 1 : undefined;
    },
    enabled,
  });
}

export type RemoveSaved = { kind: SavedKind; itemType: SavedItemType; itemId: string };

/**
 * Removes a listing from one saved list; every view of saved state refreshes. A listing on both
 * lists takes two calls, so a failure names the list it failed on and the first removal shows.
 */
export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, itemType, itemId }: RemoveSaved) =>
      api.delete(`${SINGULAR[kind]}/${encodeURIComponent(itemType)}/${encodeURIComponent(itemId)}`),
    onSuccess: (_, { itemType }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.saved.all }),
        queryClient.invalidateQueries({
          queryKey: itemType === 'restaurant' ? queryKeys.restaurants.all : queryKeys.shops.all,
        }),
      ]),
  });
}
