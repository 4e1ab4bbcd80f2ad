import { registerNamespace } from 'platform/i18n';
import ar from './ar.json';
import en from './en.json';

/** This remote's translations, registered with the shared i18next when the remote loads. */
export const LISTINGS_NAMESPACE = 'listings';
registerNamespace(LISTINGS_NAMESPACE, { en, ar });
