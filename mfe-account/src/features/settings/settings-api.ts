import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from 'contracts/schemas/user';
import { useSetAtom } from 'jotai';
import { api } from 'platform/api';
import { sessionAtom, signedIn } from 'platform/session';

export type ProfileChanges = { fullName?: string; location?: string; phoneNumber?: string };
export type PasswordChange = { currentPassword: string; password: string; confirmPassword: string };

/** PUT user/update-profile: the header shows the new name at once (the session atom is the source). */
export function useUpdateProfile() {
  const setSession = useSetAtom(sessionAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.put<{ user: User }>('user/update-profile', changes),
    onSuccess: ({ user }) => {
      setSession(signedIn(user));
      // Anything on screen that shows the user is refetched.
      void queryClient.invalidateQueries();
    },
  });
}

/** PUT auth/update-password: the server signs out every other session of this user. */
export const useUpdatePassword = () =>
  useMutation({ mutationFn: (body: PasswordChange) => api.put<{ updated: boolean }>('auth/update-password', body) });
