import { registerFeatureStrings } from '../../../i18n/namespace.ts';
import ar from './ar.json';
import en from './en.json';

registerFeatureStrings('listing', { en, ar });

/** Importing the namespace from here registers this feature's strings (`listing.*`) first. */
export { LISTINGS_NAMESPACE } from '../../../i18n/namespace.ts';
