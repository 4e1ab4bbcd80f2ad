import type { QueryClient } from '@tanstack/react-query';
import { moduleLoadableBeforeGuard } from 'contracts/route-modules';
import { currentLang } from 'platform/i18n';
import type { PageLocation } from 'platform/query-client';
import { SESSION_RESTORE_TIMEOUT_MS } from 'platform/session';
import { preloadRemotePage } from './remote-page.tsx';

/** The address being opened, in the current language. */
export const openedLocation = (): PageLocation => ({
  lang: currentLang(),
  pathname: window.location.pathname,
  search: new URLSearchParams(window.location.search),
});

/**
 * Once the remotes are registered, loads the remote module of the page being opened when anyone may
 * see it (public and guest-only pages), then the data that page shows first (its `prefetch`): code of
 * signed-in and admin pages loads only after their guard has let the visitor in. Gives up as the
 * session restore beside it does, counted from the same start, so a slow registry, remote or API
 * cannot hold the app on its loader any longer than that (`patienceMs`: longer behind a first
 * screen, which shows the page meanwhile).
 */
export async function preloadFirstPage(
  remotesRegistered: Promise<unknown>,
  queryClient: QueryClient,
  location: PageLocation = openedLocation(),
  patienceMs = SESSION_RESTORE_TIMEOUT_MS,
): Promise<void> {
  const moduleId = moduleLoadableBeforeGuard(location.pathname);
  await Promise.race([
    remotesRegistered.then(() => (moduleId ? preloadRemotePage(moduleId, { queryClient, location }) : undefined)),
    new Promise<void>((resolve) => setTimeout(resolve, patienceMs)),
  ]);
}
