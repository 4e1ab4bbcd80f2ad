/**
 * The kinds of listing (ARCHITECTURE.md §10), each described once: who it is (its id, api resource,
 * pages, strings and not-found code, in `listing-kind-identity.ts`) and what its records carry (its
 * list filters and the groups of enumeration values its pages show). The api, the BFF and the remotes
 * derive their routes, answer names, lists, forms and pages from it. Its zod schemas are in
 * `listing-kind-schemas.ts`: this module stays free of zod, as the pages visitors land on read it.
 * It imports the identity by the package's name, not its path: in a browser that is the shell's
 * shared copy, which every page has loaded, rather than one more inside this module.
 */

import {
  type ListingKind,
  type ListingKindIdentity,
  listingKindIdentities,
  listingKindIds,
} from 'contracts/listing-kind-identity';
import { type Bilingual, listingFieldValues as fieldValues, type ListingEnumField } from './enums.ts';
import { restaurantListFilters, shopListFilters } from './list-filters.ts';
import type { RouteName } from './routes.ts';
import type { AdminRestaurant, AdminShop } from './schemas/admin.ts';
import type { RestaurantDetail, RestaurantSummary } from './schemas/restaurant.ts';
import type { ShopDetail, ShopSummary } from './schemas/shop.ts';

export {
  categoriesOf,
  type ListingKind,
  listingKindIds,
  listingKindOfRoute,
} from 'contracts/listing-kind-identity';

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
const group = (field: ListingEnumField, label: string): EnumGroup => ({ field, values: fieldValues[field], label });
/** A filter of the public list's panel: a choice among `values`, or a toggle without them. */
export type FilterGroup = { field: string; label: string; values?: Enumeration };

const toggles: FilterGroup[] = [
  { field: 'openNow', label: 'listing.openNow' },
  { field: 'featured', label: 'listing.featured' },
  { field: 'wheelchairAccess', label: 'listing.wheelchairAccess' },
];
const pricing: FilterGroup = { field: 'pricing', label: 'listing.pricing', values: fieldValues.pricing };
const location: FilterGroup = { field: 'location', label: 'listing.location', values: fieldValues.area };

export type ListingKindDescriptor<K extends ListingKind = ListingKind> = ListingKindIdentity<K> & {
  /** The public list's filters (contracts/list-filters), the name search among them. */
  filters: typeof restaurantListFilters | typeof shopListFilters;
  /** The values and labels of a record's categories (`categoryField`). */
  categoryValues: Enumeration;
  /** The public list's filter panel, in its order: every filter but the name search and the sort (they sit above the list). */
  filterPanel: readonly FilterGroup[];
  /** The detail page's details section, group by group. */
  facts: readonly EnumGroup[];
  /** What only this kind has, shown once under the description: a restaurant's menu, a shop's offer (enumeration groups). */
  part: { name: 'menu' } | { name: 'offer'; label: string; groups: readonly EnumGroup[] };
  /** Its back office (mfe-admin), apart from its identity so that visitors never load it. */
  admin: {
    /** Its pages; the list's spelled out, as an admin form's way back to its list has a string for each list. */
    routes: { list: 'adminRestaurants' | 'adminGiftShops'; add: RouteName; edit: RouteName };
    /** The list's strings (`<strings>.title`, `.caption`, `.add`, …). */
    strings: string;
    /** The form pages' titles. */
    addTitle: string;
    editTitle: string;
    /** The list's filter by category (spec §7). */
    categoryFilter: 'businessCategory' | 'shopCategory';
  };
};

const restaurant: ListingKindDescriptor<'restaurant'> = {
  ...listingKindIdentities.restaurant,
  filters: restaurantListFilters,
  categoryValues: fieldValues.cuisineTypes,
  filterPanel: [
    ...toggles,
    pricing,
    { field: 'cuisineTypes', label: 'restaurants.cuisineTypes', values: fieldValues.cuisineTypes },
    location,
    { field: 'diningOptions', label: 'restaurants.diningOptions', values: fieldValues.diningOptions },
    { field: 'dietaryPreferences', label: 'restaurants.dietaryPreferences', values: fieldValues.dietaryPreferences },
    { field: 'mealOptions', label: 'restaurants.mealOptions', values: fieldValues.mealOptions },
    { field: 'ambience', label: 'restaurants.ambience', values: fieldValues.ambience },
    { field: 'amenities', label: 'restaurants.amenities', values: fieldValues.amenities },
  ],
  facts: [
    group('cuisineTypes', 'detail.restaurant.cuisine'),
    group('diningOptions', 'detail.restaurant.dining'),
    group('deliveryOptions', 'detail.restaurant.delivery'),
    group('mealOptions', 'detail.restaurant.meals'),
    group('dietaryPreferences', 'detail.restaurant.dietary'),
    group('ambience', 'detail.restaurant.ambience'),
    group('amenities', 'detail.restaurant.amenities'),
  ],
  part: { name: 'menu' },
  admin: {
    routes: { list: 'adminRestaurants', add: 'adminAddRestaurant', edit: 'adminEditRestaurant' },
    strings: 'restaurants',
    addTitle: 'listingForms.addRestaurant',
    editTitle: 'listingForms.editRestaurantTitle',
    categoryFilter: 'businessCategory',
  },
};

const shop: ListingKindDescriptor<'shop'> = {
  ...listingKindIdentities.shop,
  filters: shopListFilters,
  categoryValues: fieldValues.categories,
  filterPanel: [
    ...toggles,
    { field: 'occasion', label: 'shops.occasion', values: fieldValues.occasions },
    { field: 'recipient', label: 'shops.recipient', values: fieldValues.recipients },
    pricing,
    { field: 'availableItems', label: 'shops.availableItems', values: fieldValues.availableItems },
    { field: 'personalizedItems', label: 'shops.personalizedItems', values: fieldValues.personalizations },
    { field: 'deliveryOptions', label: 'shops.deliveryOptions', values: fieldValues.deliveryOptions },
    location,
  ],
  facts: [group('deliveryOptions', 'detail.shop.delivery')],
  part: {
    name: 'offer',
    label: 'detail.shop.offer',
    groups: [
      group('availableItems', 'detail.shop.availableItems'),
      group('personalizations', 'detail.shop.personalization'),
      group('occasions', 'detail.shop.occasions'),
      group('recipients', 'detail.shop.recipients'),
    ],
  },
  admin: {
    routes: { list: 'adminGiftShops', add: 'adminAddGiftShop', edit: 'adminEditGiftShop' },
    strings: 'shops',
    addTitle: 'listingForms.addShop',
    editTitle: 'listingForms.editShopTitle',
    categoryFilter: 'shopCategory',
  },
};

/** Every kind, in the order lists, menus and the sitemap show them. */
export const listingKinds: { [K in ListingKind]: ListingKindDescriptor<K> } = { restaurant, shop };
export const allListingKinds: readonly ListingKindDescriptor[] = listingKindIds.map((id) => listingKinds[id]);
