import { routeModule } from 'contracts/route-modules';
import { matchRoute } from 'contracts/routes';
import { SESSION_RESTORE_TIMEOUT_MS } from 'platform/session';
import { preloadRemotePage } from './remote-page.tsx';

/**
 * The remote module of the page being opened, when anyone may see it (public and guest-only pages):
 * code of signed-in and admin pages loads only after their guard has let the visitor in. Gives up
 * when the session restore would, so a remote that hangs cannot hold the whole app on its loader.
 */
export async function preloadFirstPage(pathname = window.location.pathname): Promise<void> {
  const name = matchRoute(pathname);
  const page = name ? routeModule(name) : undefined;
  if (!page || (page.access !== 'public' && page.access !== 'guest')) return;
  await Promise.race([
    preloadRemotePage(page.moduleId),
    new Promise<void>((resolve) => setTimeout(resolve, SESSION_RESTORE_TIMEOUT_MS)),
  ]);
}
