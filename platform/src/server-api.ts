import { createApiClient } from './api-client.ts';
import { currentLang } from './i18n.ts';

// What platform/api exports besides the client, for the modules that import it in a server bundle.
export { isAnnouncedByClient, isApiError } from './api-client.ts';

/** Where the current render's calls go, and until when (setServerCalls). */
let calls: { bffUrl: string; deadline: number } | undefined;

/**
 * Where a server render's calls go (the BFF's own address, answering as it answers the browser),
 * and when they give up: renders run one at a time, so this holds for the one running.
 */
export function setServerCalls(next: { bffUrl: string; deadline: number }) {
  calls = next;
}

/**
 * `platform/api` in a server bundle (server-render.config.ts aliases it here): the same client, with
 * the BFF's address in front of its paths. A server render is a guest's (no cookie, no session), so
 * there is nobody to sign out and no toast to show.
 */
export const api = createApiClient({
  getLang: () => currentLang(),
  fetch: (input, init) => {
    if (!calls) throw new Error('server render: setServerCalls was not called');
    const signal = AbortSignal.timeout(Math.max(0, calls.deadline - Date.now()));
    return fetch(new URL(String(input), calls.bffUrl), { ...init, signal });
  },
});
