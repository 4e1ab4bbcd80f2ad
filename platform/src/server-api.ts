import { createApiClient } from './api-client.ts';
import { currentLang } from './i18n.ts';

// What platform/api exports besides the client, for the modules that import it in a server bundle.
export { isAnnouncedByClient, isApiError } from './api-client.ts';

/** The address of the BFF that loads the server bundle (setServerBffUrl). */
let bffOrigin: string | undefined;

/** Where a server render's calls go: the BFF's own address, answering as it answers the browser. */
export function setServerBffUrl(url: string) {
  bffOrigin = url;
}

/**
 * `platform/api` in a server bundle (server-render.config.ts aliases it here): the same client, with
 * the BFF's address in front of its paths. A server render is a guest's (no cookie, no session), so
 * there is nobody to sign out and no toast to show.
 */
export const api = createApiClient({
  getLang: () => currentLang(),
  fetch: (input, init) => {
    if (!bffOrigin) throw new Error('server render: setServerBffUrl was not called');
    return fetch(new URL(String(input), bffOrigin), init);
  },
});
