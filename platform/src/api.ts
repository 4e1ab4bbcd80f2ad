import { createApiClient } from './api-client.ts';
import { currentLang } from './i18n.ts';

/** The shared client every remote calls the BFF with (one instance, an MF singleton). */
export const api = createApiClient({ getLang: () => currentLang() });
