import { type AdCategory, adCategories } from 'contracts/enums';

/** The tab the page opens on when the address names none (or one that is not a category). */
export const DEFAULT_AD_CATEGORY: AdCategory = 'restaurant';

const isCategory = (value: string | null): value is AdCategory =>
  (adCategories.values as readonly string[]).includes(value ?? '');

/** The open tab as the address says it (`?category=`, spec §3's ads filter), so a link or a reload keeps it. */
export function readAdCategory(search: URLSearchParams): AdCategory {
  const category = search.get('category');
  return isCategory(category) ? category : DEFAULT_AD_CATEGORY;
}

/** The address of a tab: its category in the query, the rest of the query kept. */
export function withAdCategory(search: URLSearchParams, category: AdCategory): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('category', category);
  return next;
}
