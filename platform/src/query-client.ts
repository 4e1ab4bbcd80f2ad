import { QueryClient } from '@tanstack/react-query';
import type { Lang } from 'contracts/i18n';

/** Cached server data is kept 60 s after last use (spec §4, §9). */
const CACHE_TIME_MS = 60_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: CACHE_TIME_MS, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Where a page is opened: what its data depends on. `server`: a server render of its first screen
 * (platform/server-render), which shows what the page renders first and nothing it defers.
 */
export type PageLocation = { lang: Lang; pathname: string; search: URLSearchParams; server?: boolean };

/**
 * A page module's optional `prefetch` export: fills the query cache with the data the page shows
 * first. The shell awaits it (bounded) before its first render, so the page renders whole in one
 * time-sliced pass; data that arrives after the first render re-renders the page synchronously
 * instead, since React never time-slices an external store's update (TanStack Query is one).
 */
export type PagePrefetch = (queryClient: QueryClient, location: PageLocation) => Promise<unknown>;
