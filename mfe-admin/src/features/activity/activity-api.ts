import { useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from 'contracts/schemas/activity';
import type { User } from 'contracts/schemas/user';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';
import { type ActivityListParams, activityQuery } from './list-params.ts';

/** `GET admin/activity` as the BFF wraps it: the entries are named `activity`. */
export type ActivityPage = { activity: ActivityEntry[]; total: number; page: number; limit: number };

/** One page of the timeline; the previous page stays on screen while the next one loads. */
export function useActivity(params: ActivityListParams) {
  const query = activityQuery(params);
  return useQuery({
    queryKey: queryKeys.admin.activityList(query),
    queryFn: () => api.get<ActivityPage>('admin/activity', query),
    placeholderData: (previous) => previous,
  });
}

/** The administrators the actor filter offers (a directory has a handful; the api's largest page, 50, is plenty). */
const ADMIN_QUERY = { page: 1, userPerPage: 50, role: 'admin' } as const;
export function useAdmins() {
  return useQuery({
    queryKey: queryKeys.admin.userList(ADMIN_QUERY),
    queryFn: () => api.get<{ users: User[] }>('admin/all-users', ADMIN_QUERY),
  });
}
