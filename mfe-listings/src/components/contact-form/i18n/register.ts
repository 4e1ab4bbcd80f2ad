import { registerFeatureStrings } from '../../../i18n/namespace.ts';
import ar from './ar.json';
import en from './en.json';

registerFeatureStrings('contactForm', { en, ar });

/** Importing the namespace from here registers the contact form's strings (`contactForm.*`) first. */
export { LISTINGS_NAMESPACE } from '../../../i18n/namespace.ts';
