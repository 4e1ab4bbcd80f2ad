import { moduleLoadableBeforeGuard } from 'contracts/route-modules';
import { SESSION_RESTORE_TIMEOUT_MS } from 'platform/session';
import { preloadRemotePage } from './remote-page.tsx';

/**
 * Once the remotes are registered, loads the remote module of the page being opened when anyone may
 * see it (public and guest-only pages): code of signed-in and admin pages loads only after their
 * guard has let the visitor in. Gives up as the session restore beside it does, counted from the
 * same start, so a slow registry or remote cannot hold the app on its loader any longer than that.
 */
export async function preloadFirstPage(
  remotesRegistered: Promise<unknown>,
  pathname = window.location.pathname,
): Promise<void> {
  const moduleId = moduleLoadableBeforeGuard(pathname);
  await Promise.race([
    remotesRegistered.then(() => (moduleId ? preloadRemotePage(moduleId) : undefined)),
    new Promise<void>((resolve) => setTimeout(resolve, SESSION_RESTORE_TIMEOUT_MS)),
  ]);
}
