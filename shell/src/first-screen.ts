/**
 * The BFF's first screen of the page (bff pages/first-screen.ts): the page itself, in the root, inert
 * and busy until the app has rendered over it.
 */
export const hasFirstScreen = (root: HTMLElement) => root.hasAttribute('data-first-screen');

/**
 * Hands the first screen over: the app has rendered over it, or it will not start, and the page is
 * better used as it is (its links lead on) than left inert.
 */
export function releaseFirstScreen(root: HTMLElement | null) {
  for (const attribute of ['inert', 'aria-busy', 'data-first-screen']) root?.removeAttribute(attribute);
}

/**
 * How long the start waits for the opened page's code and data when a first screen shows the page
 * meanwhile. Without one the loader shows, and the start gives up sooner (SESSION_RESTORE_TIMEOUT_MS)
 * to show what it can; here that would replace the page with a loader.
 */
export const FIRST_SCREEN_PATIENCE_MS = 30_000;
