import { registerFeatureStrings } from '../../../i18n/namespace.ts';
import ar from './ar.json';
import en from './en.json';

registerFeatureStrings('restaurants', { en, ar });
