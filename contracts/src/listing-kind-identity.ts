/**
 * Who each kind of listing is (ARCHITECTURE.md §10): its id, its api resource, its pages (by their
 * names in the route table), the filters that name it, its strings and its not-found code. It is the
 * part of a kind's descriptor (`listing-kinds.ts`) that the shell's navigation, the pages' first data
 * and the BFF read, so it imports no enumeration: the shell loads it as every page starts, and the
 * kinds' values and labels (several kilobytes) load with the pages that show them.
 *
 * The second kind is `shop` in code: it is the api's resource (`/api/v1/shops`), the saved item's
 * and the ad's category (spec §3 `itemType: shop`), and such a shop sells flowers as well as gifts.
 * The spec's other spellings (`/listings/gift-shops`, `/admin/gifts`, `shopName`) belong to the
 * route table and the filters, and stay there.
 */
import type { ErrorCode } from './errors.ts';
import type { RouteName } from './routes.ts';

export const listingKindIds = ['restaurant', 'shop'] as const;
/** A kind of listing; also the api's word for one record (`/api/v1/<kind>/:id`), a saved item's type and an ad category. */
export type ListingKind = (typeof listingKindIds)[number];

export type ListingKindIdentity<K extends ListingKind = ListingKind> = {
  id: K;
  /** The api's list (`/api/v1/<plural>`, `admin/<plural>`) and its name in the BFF's answer (`{ data: { <plural>: [...] } }`). */
  plural: 'restaurants' | 'shops';
  /** The kind's public pages in contracts/routes (its back office pages are in its descriptor). */
  routes: { list: RouteName; detail: RouteName };
  /** The public list's name search. */
  nameFilter: 'businessName' | 'shopName';
  /** The field of a record's categories: what a card names under the area, the page meta's keywords, the similar listings' key. */
  categoryField: 'cuisineTypes' | 'categories';
  /** The public list's filter that finds listings sharing a category (the similar listings). */
  similarFilter: 'cuisineTypes' | 'availableItems';
  /** Its strings, as translation keys of the remotes that show them. */
  labels: {
    /** mfe-listings: the list page's strings (`<list>.title`, `.searchLabel`, `.searchPlaceholder`, `.emptyTitle`). */
    list: string;
    /** mfe-listings: the similar listings' heading and the not-found page's link back to the list. */
    similar: string;
    browse: string;
    /** The shell: the main navigation's link to the list. */
    nav: string;
  };
  /** The code (and message) of a detail page whose record does not exist (spec §8). */
  notFound: ErrorCode;
};

const restaurant: ListingKindIdentity<'restaurant'> = {
  id: 'restaurant',
  plural: 'restaurants',
  routes: { list: 'restaurants', detail: 'restaurant' },
  nameFilter: 'businessName',
  categoryField: 'cuisineTypes',
  similarFilter: 'cuisineTypes',
  labels: {
    list: 'restaurants',
    similar: 'detail.similar.restaurants',
    browse: 'detail.notFound.restaurants',
    nav: 'nav.restaurants',
  },
  notFound: 'RESTAURANT_NOT_FOUND',
};

const shop: ListingKindIdentity<'shop'> = {
  id: 'shop',
  plural: 'shops',
  routes: { list: 'giftShops', detail: 'giftShop' },
  nameFilter: 'shopName',
  categoryField: 'categories',
  // The shops' list filters on available items, the enumeration of a shop's categories.
  similarFilter: 'availableItems',
  labels: {
    list: 'shops',
    similar: 'detail.similar.shops',
    browse: 'detail.notFound.shops',
    nav: 'nav.shops',
  },
  notFound: 'GIFT_SHOP_NOT_FOUND',
};

/** Every kind's identity, in the order lists, menus and the sitemap show them. */
export const listingKindIdentities: { [K in ListingKind]: ListingKindIdentity<K> } = { restaurant, shop };
export const allListingKindIdentities: readonly ListingKindIdentity[] = listingKindIds.map(
  (id) => listingKindIdentities[id],
);

/** The kind whose public page `route` is (its list or its detail page), if any. */
export function listingKindOfRoute(route: RouteName | undefined): ListingKindIdentity | undefined {
  return allListingKindIdentities.find((kind) => Object.values(kind.routes).includes(route as RouteName));
}

/** The categories a record of `kind` carries (a card's and the page meta's), none when it has none. */
export function categoriesOf(kind: Pick<ListingKindIdentity, 'categoryField'>, record: object): readonly string[] {
  const values = (record as Record<string, unknown>)[kind.categoryField];
  return Array.isArray(values) ? values : [];
}
