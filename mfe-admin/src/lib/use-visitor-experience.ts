import { useQuery } from '@tanstack/react-query';
import type { VisitorExperience } from 'contracts/schemas/vitals';
import { api } from 'platform/api';
import { queryKeys } from 'platform/query-keys';

/** `GET admin/visitor-experience`: the last day's p75 vitals per kind of page and errors per remote release. */
export function useVisitorExperience() {
  return useQuery({
    queryKey: queryKeys.admin.visitorExperience,
    queryFn: () => api.get<VisitorExperience>('admin/visitor-experience'),
  });
}
