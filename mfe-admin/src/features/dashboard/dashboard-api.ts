import { useQuery } from '@tanstack/react-query';
import type { Statistics } from 'contracts/schemas/admin';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** `GET admin/statistics` (spec §7): the directory's figures, counted by the api when asked. */
export function useStatistics() {
  return useQuery({
    queryKey: queryKeys.admin.statistics,
    queryFn: () => api.get<Statistics>('admin/statistics'),
  });
}
