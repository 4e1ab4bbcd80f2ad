/**
 * The kinds of listing (ARCHITECTURE.md §10), each described once: its api resource, its pages (the
 * spec's paths, by their names in the route table), its list filters, its groups of enumeration
 * values, its strings (translation keys) and its not-found code. The api, the BFF and the remotes
 * derive their routes, answer names, lists, forms and pages from it. Its zod schemas are in
 * `listing-kind-schemas.ts`: this module stays free of zod, as the pages visitors land on read it.
 *
 * The second kind is `shop` in code: it is the api's resource (`/api/v1/shops`), the saved item's
 * and the ad's category (spec §3 `itemType: shop`), and such a shop sells flowers as well as gifts.
 * The spec's other spellings (`/listings/gift-shops`, `/admin/gifts`, `shopName`) belong to the
 * route table and the filters, and stay there.
 */
import {
  ambiences,
  amenities,
  areas,
  type Bilingual,
  cuisines,
  deliveryOptions,
  dietaryPreferences,
  diningOptions,
  mealOptions,
  occasions,
  personalizations,
  priceLevels,
  recipients,
  shopCategories,
} from './enums.ts';
import type { ErrorCode } from './errors.ts';
import { restaurantListFilters, shopListFilters } from './list-filters.ts';
import type { RouteName } from './routes.ts';
import type { AdminRestaurant, AdminShop } from './schemas/admin.ts';
import type { RestaurantDetail, RestaurantSummary } from './schemas/restaurant.ts';
import type { ShopDetail, ShopSummary } from './schemas/shop.ts';

export const listingKindIds = ['restaurant', 'shop'] as const;
/** A kind of listing; also the api's word for one record (`/api/v1/<kind>/:id`), a saved item's type and an ad category. */
export type ListingKind = (typeof listingKindIds)[number];

/** The records of each kind: a list's card, a detail page's record, the back office's record. */
type ListingRecords = {
  restaurant: { summary: RestaurantSummary; detail: RestaurantDetail; admin: AdminRestaurant };
  shop: { summary: ShopSummary; detail: ShopDetail; admin: AdminShop };
};
export type ListingSummary<K extends ListingKind = ListingKind> = ListingRecords[K]['summary'];
export type ListingDetail<K extends ListingKind = ListingKind> = ListingRecords[K]['detail'];
export type AdminListing<K extends ListingKind = ListingKind> = ListingRecords[K]['admin'];

type Enumeration = { values: readonly [string, ...string[]]; labels: Record<string, Bilingual> };

/** A group of enumeration values a record carries in `field`, shown under the string `label` (mfe-listings). */
export type EnumGroup = { field: string; values: Enumeration; label: string };
/** A filter of the public list's panel: a choice among `values`, or a toggle without them. */
export type FilterGroup = { field: string; label: string; values?: Enumeration };

const toggles: FilterGroup[] = [
  { field: 'openNow', label: 'listing.openNow' },
  { field: 'featured', label: 'listing.featured' },
  { field: 'wheelchairAccess', label: 'listing.wheelchairAccess' },
];
const pricing: FilterGroup = { field: 'pricing', label: 'listing.pricing', values: priceLevels };
const location: FilterGroup = { field: 'location', label: 'listing.location', values: areas };

export type ListingKindDescriptor<K extends ListingKind = ListingKind> = {
  id: K;
  /** The api's list (`/api/v1/<plural>`, `admin/<plural>`) and its name in the BFF's answer (`{ data: { <plural>: [...] } }`). */
  plural: 'restaurants' | 'shops';
  /** The kind's pages in contracts/routes. */
  routes: {
    list: RouteName;
    detail: RouteName;
    /** Spelled out: an admin form's way back to its list has a string for each list (mfe-admin). */
    admin: 'adminRestaurants' | 'adminGiftShops';
    adminAdd: RouteName;
    adminEdit: RouteName;
  };
  /** The public list's filters (contracts/list-filters), the name search among them. */
  filters: typeof restaurantListFilters | typeof shopListFilters;
  nameFilter: 'businessName' | 'shopName';
  /** The back office list's filter by category (spec §7). */
  adminCategoryFilter: 'businessCategory' | 'shopCategory';
  /** What a card names under the area, the page meta's keywords and the back office's category filter. */
  categories: { field: 'cuisineTypes' | 'categories'; values: Enumeration };
  /** The public list's filter that finds listings sharing a category (the similar listings). */
  similarFilter: 'cuisineTypes' | 'availableItems';
  /** The public list's filter panel, in its order: every filter but the name search and the sort (they sit above the list). */
  filterPanel: readonly FilterGroup[];
  /** The detail page's details section, group by group. */
  facts: readonly EnumGroup[];
  /** What only this kind has, shown once under the description: a restaurant's menu, a shop's offer (enumeration groups). */
  part: { name: 'menu' } | { name: 'offer'; label: string; groups: readonly EnumGroup[] };
  /** Its strings, as translation keys of the remotes that show them. */
  labels: {
    /** mfe-listings: the list page's strings (`<list>.title`, `.searchLabel`, `.searchPlaceholder`, `.emptyTitle`). */
    list: string;
    /** mfe-listings: the similar listings' heading and the not-found page's link back to the list. */
    similar: string;
    browse: string;
    /** mfe-admin: the list's strings (`<adminList>.title`, `.caption`, `.add`, …) and the form pages' titles. */
    adminList: string;
    adminAdd: string;
    adminEdit: string;
    /** The shell: the main navigation's link to the list. */
    nav: string;
  };
  /** The code (and message) of a detail page whose record does not exist (spec §8). */
  notFound: ErrorCode;
};

const restaurant: ListingKindDescriptor<'restaurant'> = {
  id: 'restaurant',
  plural: 'restaurants',
  routes: {
    list: 'restaurants',
    detail: 'restaurant',
    admin: 'adminRestaurants',
    adminAdd: 'adminAddRestaurant',
    adminEdit: 'adminEditRestaurant',
  },
  filters: restaurantListFilters,
  nameFilter: 'businessName',
  adminCategoryFilter: 'businessCategory',
  categories: { field: 'cuisineTypes', values: cuisines },
  similarFilter: 'cuisineTypes',
  filterPanel: [
    ...toggles,
    pricing,
    { field: 'cuisineTypes', label: 'restaurants.cuisineTypes', values: cuisines },
    location,
    { field: 'diningOptions', label: 'restaurants.diningOptions', values: diningOptions },
    { field: 'dietaryPreferences', label: 'restaurants.dietaryPreferences', values: dietaryPreferences },
    { field: 'mealOptions', label: 'restaurants.mealOptions', values: mealOptions },
    { field: 'ambience', label: 'restaurants.ambience', values: ambiences },
    { field: 'amenities', label: 'restaurants.amenities', values: amenities },
  ],
  facts: [
    { field: 'cuisineTypes', values: cuisines, label: 'detail.restaurant.cuisine' },
    { field: 'diningOptions', values: diningOptions, label: 'detail.restaurant.dining' },
    { field: 'deliveryOptions', values: deliveryOptions, label: 'detail.restaurant.delivery' },
    { field: 'mealOptions', values: mealOptions, label: 'detail.restaurant.meals' },
    { field: 'dietaryPreferences', values: dietaryPreferences, label: 'detail.restaurant.dietary' },
    { field: 'ambience', values: ambiences, label: 'detail.restaurant.ambience' },
    { field: 'amenities', values: amenities, label: 'detail.restaurant.amenities' },
  ],
  part: { name: 'menu' },
  labels: {
    list: 'restaurants',
    similar: 'detail.similar.restaurants',
    browse: 'detail.notFound.restaurants',
    adminList: 'restaurants',
    adminAdd: 'listingForms.addRestaurant',
    adminEdit: 'listingForms.editRestaurantTitle',
    nav: 'nav.restaurants',
  },
  notFound: 'RESTAURANT_NOT_FOUND',
};

const shop: ListingKindDescriptor<'shop'> = {
  id: 'shop',
  plural: 'shops',
  routes: {
    list: 'giftShops',
    detail: 'giftShop',
    admin: 'adminGiftShops',
    adminAdd: 'adminAddGiftShop',
    adminEdit: 'adminEditGiftShop',
  },
  filters: shopListFilters,
  nameFilter: 'shopName',
  adminCategoryFilter: 'shopCategory',
  categories: { field: 'categories', values: shopCategories },
  // The shops' list filters on available items, the enumeration of a shop's categories.
  similarFilter: 'availableItems',
  filterPanel: [
    ...toggles,
    { field: 'occasion', label: 'shops.occasion', values: occasions },
    { field: 'recipient', label: 'shops.recipient', values: recipients },
    pricing,
    { field: 'availableItems', label: 'shops.availableItems', values: shopCategories },
    { field: 'personalizedItems', label: 'shops.personalizedItems', values: personalizations },
    { field: 'deliveryOptions', label: 'shops.deliveryOptions', values: deliveryOptions },
    location,
  ],
  facts: [{ field: 'deliveryOptions', values: deliveryOptions, label: 'detail.shop.delivery' }],
  part: {
    name: 'offer',
    label: 'detail.shop.offer',
    groups: [
      { field: 'availableItems', values: shopCategories, label: 'detail.shop.availableItems' },
      { field: 'personalizations', values: personalizations, label: 'detail.shop.personalization' },
      { field: 'occasions', values: occasions, label: 'detail.shop.occasions' },
      { field: 'recipients', values: recipients, label: 'detail.shop.recipients' },
    ],
  },
  labels: {
    list: 'shops',
    similar: 'detail.similar.shops',
    browse: 'detail.notFound.shops',
    adminList: 'shops',
    adminAdd: 'listingForms.addShop',
    adminEdit: 'listingForms.editShopTitle',
    nav: 'nav.shops',
  },
  notFound: 'GIFT_SHOP_NOT_FOUND',
};

/** Every kind, in the order lists, menus and the sitemap show them. */
export const listingKinds: { [K in ListingKind]: ListingKindDescriptor<K> } = { restaurant, shop };
export const allListingKinds: readonly ListingKindDescriptor[] = listingKindIds.map((id) => listingKinds[id]);

/** The kind whose page `route` is (its list, its detail page or one of its back office pages), if any. */
export function listingKindOfRoute(route: RouteName | undefined): ListingKindDescriptor | undefined {
  return allListingKinds.find((kind) => Object.values(kind.routes).includes(route as RouteName));
}

/** The categories a record of `kind` carries (a card's and the page meta's), none when it has none. */
export function categoriesOf(kind: ListingKindDescriptor, record: object): readonly string[] {
  const values = (record as Record<string, unknown>)[kind.categories.field];
  return Array.isArray(values) ? values : [];
}
