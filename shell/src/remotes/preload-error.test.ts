import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRELOAD_ERROR_EVENT,
  RELOAD_AGAIN_AFTER_MS,
  raisePreloadError,
  recoverFromPreloadErrors,
} from './preload-error.ts';

/** A window whose reload is recorded instead of done. */
function fakeWindow() {
  const reload = vi.fn();
  const target = new EventTarget();
  const win = Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
  return { win: win as unknown as Window, reload };
}

afterEach(() => window.sessionStorage.clear());

describe('recovering from a page whose code failed to load', () => {
  it('reloads once, then not again within a minute (no reload loop), then again later', () => {
    const { win, reload } = fakeWindow();
    let clock = 1_000_000;
    const stop = recoverFromPreloadErrors(win, () => clock);
    const raise = () => win.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true }));
    raise();
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 5_000; // the reloaded page failed again
    raise();
    expect(reload).toHaveBeenCalledTimes(1);
    clock += RELOAD_AGAIN_AFTER_MS;
    raise();
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('leaves an event another listener handled', () => {
    const { win, reload } = fakeWindow();
    win.addEventListener(PRELOAD_ERROR_EVENT, (event) => event.preventDefault());
    const stop = recoverFromPreloadErrors(win);
    win.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('raises the event on the window with what failed', () => {
    const seen = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, seen);
    const error = new Error('chunk gone');
    raisePreloadError(error);
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toBe(error);
    window.removeEventListener(PRELOAD_ERROR_EVENT, seen);
  });
});
