import type { QueryClient } from '@tanstack/react-query';
import { type BrowserErrorCode, browserErrorMessage } from 'contracts/browser-errors';
import type { SavedItemType } from 'contracts/enums';
import { api, isAnnouncedByClient } from './api.ts';
import { currentLang, i18next, registerNamespace } from './i18n.ts';
import { queryKeys } from './query-keys.ts';
import { notify } from './toast.ts';
import ar from './translations/ar.json';
import en from './translations/en.json';

/** The strings of what platform itself shows (its toasts). */
const PLATFORM_NAMESPACE = 'platform';
registerNamespace(PLATFORM_NAMESPACE, { en, ar });

/** Favorites and bookmarks are the same resource twice (spec §7: favorite/…, bookmark/…). */
export type SaveKind = 'favorite' | 'bookmark';
/** A restaurant or shop as a favorite or as a bookmark. */
export type SavedItem = { kind: SaveKind; itemType: SavedItemType; itemId: string };

type Change = 'add' | 'remove';
const changeOf = (save: boolean): Change => (save ? 'add' : 'remove');

/** The catalogue message (spec §8) for a failed add or remove. */
const FAILURE: Record<SaveKind, Record<Change, BrowserErrorCode>> = {
  favorite: { add: 'FAVORITE_ADD_FAILED', remove: 'FAVORITE_REMOVE_FAILED' },
  bookmark: { add: 'BOOKMARK_ADD_FAILED', remove: 'BOOKMARK_REMOVE_FAILED' },
};
/** Spec §4's wait message while a change is in progress, then what came of it. */
const WAIT_MESSAGE: Record<SaveKind, Record<Change, string>> = {
  favorite: { add: 'saved.addingFavorite', remove: 'saved.removingFavorite' },
  bookmark: { add: 'saved.addingBookmark', remove: 'saved.removingBookmark' },
};
const DONE_MESSAGE: Record<SaveKind, Record<Change, string>> = {
  favorite: { add: 'saved.addedFavorite', remove: 'saved.removedFavorite' },
  bookmark: { add: 'saved.addedBookmark', remove: 'saved.removedBookmark' },
};

const text = (key: string) => i18next.t(key, { ns: PLATFORM_NAMESPACE });

/** What shows while `kind` is being added (`save`) or removed, in the current language. */
export const savedItemWaitMessage = (kind: SaveKind, save: boolean) => text(WAIT_MESSAGE[kind][changeOf(save)]);

/**
 * Adds (POST favorite|bookmark) or removes (DELETE favorite|bookmark/:itemType/:itemId) one saved
 * item, the one way every screen does it: a wait toast, then its outcome in its place, and every
 * list that shows saved state refetched. Rejects when the change failed (the toast said so).
 * Adding an item already saved is no change: the server keeps the one it has.
 */
export async function changeSavedItem({ kind, itemType, itemId }: SavedItem, save: boolean, queryClient: QueryClient) {
  const change = changeOf(save);
  const toast = notify.loading(text(WAIT_MESSAGE[kind][change]));
  try {
    await (save
      ? api.post(kind, { itemType, itemId })
      : api.delete(`${kind}/${encodeURIComponent(itemType)}/${encodeURIComponent(itemId)}`));
  } catch (error) {
    // The API client already announced a network failure or a forced sign-out.
    if (isAnnouncedByClient(error)) notify.dismiss(toast);
    else notify.error(browserErrorMessage(FAILURE[kind][change], currentLang()), { id: toast });
    throw error;
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.saved.all }),
    queryClient.invalidateQueries({
      queryKey: itemType === 'restaurant' ? queryKeys.restaurants.all : queryKeys.shops.all,
    }),
  ]);
  notify.success(text(DONE_MESSAGE[kind][change]), { id: toast });
}
