import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'contracts/schemas/user';
import { useSetAtom } from 'jotai';
import { queryKeys } from 'platform/query-keys';
import { sessionAtom, signedIn } from 'platform/session';
import { useCallback } from 'react';

/**
 * After the BFF opened a session (its cookie is HTTP-only): the shared session atom learns the
 * user, and every listing answer is refetched so isFavorite / isBookmarked reflect this user.
 */
export function useSignInComplete() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      setSession(signedIn(user));
      for (const queryKey of [queryKeys.saved.all, queryKeys.restaurants.all, queryKeys.shops.all])
        void queryClient.invalidateQueries({ queryKey });
    },
    [setSession, queryClient],
  );
}
