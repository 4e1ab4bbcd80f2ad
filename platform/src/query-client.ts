import { QueryClient } from '@tanstack/react-query';

/** Cached server data is kept 60 s after last use (spec §4, §9). */
export const CACHE_TIME_MS = 60_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: CACHE_TIME_MS, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
