import { useQuery } from '@tanstack/react-query';
import type { Statistics } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** `GET admin/statistics` (spec §7), counted by the api when asked: the dashboard's figures and the sidebar's unread count share it. */
export function useStatistics() {
  return useQuery({
    queryKey: queryKeys.admin.statistics,
    queryFn: () => api.get<Statistics>('admin/statistics'),
  });
}
