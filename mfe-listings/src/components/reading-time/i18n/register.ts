import { registerFeatureStrings } from '../../../i18n/namespace.ts';
import ar from './ar.json';
import en from './en.json';

registerFeatureStrings('readingTime', { en, ar });

/** Importing the namespace from here registers the reading time's strings (`readingTime.*`) first. */
export { LISTINGS_NAMESPACE } from '../../../i18n/namespace.ts';
