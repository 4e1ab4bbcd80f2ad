import type { Lang } from 'contracts/i18n';
import { registerNamespace } from 'platform/i18n';

/** The shared i18next namespace of this remote's strings. */
export const LISTINGS_NAMESPACE = 'listings';

/**
 * Adds one feature's strings to the namespace, under the feature's own top-level key. Each feature
 * registers its strings from its own code (`features/<feature>/i18n/register.ts`), so a page fetches
 * the strings of the features it shows, not every page's (the static pages' texts alone are 19 KB).
 */
export function registerFeatureStrings(key: string, bundles: Record<Lang, Record<string, unknown>>) {
  registerNamespace(LISTINGS_NAMESPACE, { en: { [key]: bundles.en }, ar: { [key]: bundles.ar } });
}
