/**
 * Spec §8: a page whose code fails to load raises `preload-error`. The usual cause is a deploy that
 * replaced the files this tab was started with; a fresh page load gets the current ones. So the
 * shell reloads once, and if the same tab failed again within a minute it stays put and lets the
 * region show its error panel (with its retry): a remote that is really down must not make the tab
 * reload for ever.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';
const LAST_RELOAD_KEY = 'qd.preload-error-reload';
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Announces a failed load of page code; `detail` carries what failed. */
export function raisePreloadError(error: unknown): void {
  window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error, cancelable: true }));
}

/**
 * Reloads the page on the first `preload-error` of a while. Another listener may take the event
 * first and cancel it (`preventDefault`) to handle it its own way.
 */
export function recoverFromPreloadErrors(win: Window = window, now: () => number = Date.now): () => void {
  const onPreloadError = (event: Event) => {
    if (event.defaultPrevented) return;
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
      if (now() - last < RELOAD_AGAIN_AFTER_MS) return;
      win.sessionStorage.setItem(LAST_RELOAD_KEY, String(now()));
    } catch {
      // Storage refused (private mode, quota): without a memory of the last reload, none is safe.
      return;
    }
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  return () => win.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
}
