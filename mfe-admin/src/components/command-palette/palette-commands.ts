import { adCategories } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { allListingKinds } from 'contracts/listing-kinds';
import { pathTo, type RouteName, routes } from 'contracts/routes';
import type { adminSearchResponse } from 'contracts/schemas/admin';
import { normalizeSearchText } from 'contracts/search';
import type { z } from 'zod';

export type SearchHit = z.infer<typeof adminSearchResponse>['hits'][number];

/** One thing the palette can do: its words' key, where it goes. */
export type PaletteAction = { id: string; labelKey: string; to: string };

const page = (id: string, route: RouteName): PaletteAction => ({
  id,
  labelKey: `formParts.palette.actions.${id}`,
  to: routes[route],
});

/** What the back office's actions are: adding a record, and going to each of its sections. */
export const paletteActions: PaletteAction[] = [
  ...allListingKinds.map((kind) => page(`add-${kind.id}`, kind.admin.routes.add)),
  page('add-blog', 'adminAddBlog'),
  { id: 'add-ad', labelKey: 'formParts.palette.actions.add-ad', to: `${routes.adminAds}?category=home` },
  page('dashboard', 'adminDashboard'),
  page('users', 'adminUsers'),
  ...allListingKinds.map((kind) => page(kind.plural, kind.admin.routes.list)),
  page('blogs', 'adminBlogs'),
  page('ads', 'adminAds'),
  page('messages', 'adminMessages'),
  page('activity', 'adminActivity'),
];

/** The actions whose label (in the page's language, or in English) holds what was typed. */
export function actionsMatching(typed: string, label: (action: PaletteAction) => string): PaletteAction[] {
  const wanted = normalizeSearchText(typed);
  if (wanted === '') return paletteActions;
  return paletteActions.filter((action) => normalizeSearchText(label(action)).includes(wanted));
}

/** Where a found record opens: its edit page, an ad's category tab, a user's page. */
export function hitPath(hit: SearchHit): string {
  switch (hit.kind) {
    case 'restaurant':
      return pathTo('adminEditRestaurant', { id: hit._id });
    case 'shop':
      return pathTo('adminEditGiftShop', { id: hit._id });
    case 'blog':
      return pathTo('adminEditBlog', { id: hit._id });
    case 'ad':
      return `${routes.adminAds}?category=${encodeURIComponent(hit.detail ?? 'home')}`;
    case 'user':
      return pathTo('adminUser', { id: hit._id });
  }
}

/** What tells a hit apart beside its title: an ad's category in the page's language, a user's email. */
export function hitDetail(hit: SearchHit, lang: Lang): string | null {
  if (hit.kind === 'ad' && hit.detail && hit.detail in adCategories.labels)
    return adCategories.labels[hit.detail as keyof typeof adCategories.labels][lang];
  return hit.detail;
}
