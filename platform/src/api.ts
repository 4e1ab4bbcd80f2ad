import { browserErrorMessage } from 'contracts/browser-errors';
import { createApiClient } from './api-client.ts';
import { currentLang } from './i18n.ts';
import { platformStore, sessionAtom, signedOut } from './session.ts';
import { notify } from './toast.ts';

// How to read the client's failures, from the module remotes get from the shell: imported from
// platform/api-client, a remote would load its own copy of that module.
export { isAnnouncedByClient, isApiError } from './api-client.ts';

/**
 * The shared client every remote calls the BFF with (one instance, an MF singleton).
 * A 401 AUTO_LOGOUT signs the browser out with the session-expired message; a network failure
 * says so, and so does a write that could not be confirmed either way; other errors are the caller's to show.
 */
export const api = createApiClient({
  getLang: () => currentLang(),
  hooks: {
    onAutoLogout: (message) => {
      platformStore.set(sessionAtom, signedOut);
      notify.error(message || browserErrorMessage('SESSION_EXPIRED', currentLang()), { id: 'session-expired' });
    },
    onNetworkError: () => notify.error(browserErrorMessage('NETWORK_ERROR', currentLang()), { id: 'network-error' }),
    // Neither "saved" nor "failed": the user is asked to look before trying again.
    onOutcomeUnknown: (message) =>
      notify.warning(message || browserErrorMessage('OUTCOME_UNKNOWN', currentLang()), { id: 'outcome-unknown' }),
  },
});
