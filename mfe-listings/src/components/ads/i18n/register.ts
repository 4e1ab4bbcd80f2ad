import { registerFeatureStrings } from '../../../i18n/namespace.ts';
import ar from './ar.json';
import en from './en.json';

registerFeatureStrings('ads', { en, ar });

/** Importing the namespace from here registers the advertisement's strings (`ads.*`) first. */
export { LISTINGS_NAMESPACE } from '../../../i18n/namespace.ts';
