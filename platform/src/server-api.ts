import type { ServerFetch } from 'contracts/first-screen';
import { createApiClient } from './api-client.ts';
import { currentLang } from './i18n.ts';

/**
 * What platform/api exports besides the client, for the modules that import it in a server bundle
 * (tooling/server-render aliases `platform/api` to this file, which knip cannot see).
 * @public
 */
export { isAnnouncedByClient, isApiError } from './api-client.ts';

type ServerCalls = { fetch: ServerFetch; deadline: number };

/** Where the current render's calls go, and until when (setServerCalls). */
let calls: ServerCalls | undefined;

/**
 * Where a server render's calls go and when they give up: renders run one at a time, so this holds
 * for the one running. The BFF's `fetch` answers them in its process.
 */
export function setServerCalls(next: ServerCalls) {
  calls = next;
}

/**
 * `platform/api` in a server bundle (tooling/server-render aliases it here): the same client, its
 * calls answered by the BFF as the browser's are. A server render is a guest's (no cookie, no
 * session), so there is nobody to sign out and no toast to show.
 */
export const api = createApiClient({
  getLang: () => currentLang(),
  fetch: (input, init) => {
    if (!calls) throw new Error('server render: setServerCalls was not called');
    const signal = AbortSignal.timeout(Math.max(0, calls.deadline - Date.now()));
    return calls.fetch(String(input), { ...init, signal });
  },
});
