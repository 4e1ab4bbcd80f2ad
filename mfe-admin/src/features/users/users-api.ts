import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from 'contracts/schemas/admin';
import type { User } from 'contracts/schemas/user';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { type UserListParams, userListQuery } from './list-params.ts';

/** `GET admin/all-users` as the BFF wraps it: the list is named `users`. */
export type UserPage = { users: User[]; total: number; page: number; userPerPage: number };

/** One page of the users list; the previous page stays on screen while the next one loads. */
export function useUserList(params: UserListParams) {
  const query = userListQuery(params);
  return useQuery({
    queryKey: queryKeys.admin.userList(query),
    queryFn: () => api.get<UserPage>('admin/all-users', query),
    placeholderData: (previous) => previous,
  });
}

/** `GET admin/user/:id`: the account with its dates and its saved-listing counts. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.user(id),
    queryFn: () => api.get<AdminUserDetail>(`admin/user/${encodeURIComponent(id)}`),
  });
}
