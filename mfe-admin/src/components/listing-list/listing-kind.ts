import { type Bilingual, cuisines, shopCategories } from 'contracts/enums';
import type { RouteName } from 'contracts/routes';
import type { AdminRestaurant, AdminShop } from 'contracts/schemas/admin';

/** A listing as the admin lists read it: the fields both kinds share, and the categories of its kind. */
export type AdminListing = AdminRestaurant | AdminShop;

/**
 * What differs between the restaurants list and the gift shops list; everything else (paging,
 * filters, sort, trash, delete with undo, export) is the one list of `ListingList`.
 */
export type ListingKind = {
  /** The api's words: `admin/${plural}` lists, `admin/${singular}/:id` is one. */
  singular: 'restaurant' | 'shop';
  plural: 'restaurants' | 'shops';
  /** The list's key in the BFF's wrapper (`{ restaurants: [...] }`). */
  listName: 'restaurants' | 'shops';
  /** The spec's filter names for the name search and the category (spec §7). */
  nameParam: 'businessName' | 'shopName';
  categoryParam: 'businessCategory' | 'shopCategory';
  /** The category values with their labels, in their order. */
  categories: { values: readonly string[]; labels: Record<string, Bilingual> };
  categoriesOf: (listing: AdminListing) => readonly string[];
  /** The admin routes of the kind and the public page of one listing. */
  listRoute: RouteName;
  addRoute: RouteName;
  editRoute: RouteName;
  publicRoute: RouteName;
  /** The top-level key of the kind's own strings (title, caption, filter labels...) in the admin namespace. */
  textKey: 'restaurants' | 'giftShops';
};

/** Restaurants in the admin list: filtered by cuisine (`businessCategory`) and name (`businessName`). */
export const restaurantKind: ListingKind = {
  singular: 'restaurant',
  plural: 'restaurants',
  listName: 'restaurants',
  nameParam: 'businessName',
  categoryParam: 'businessCategory',
  categories: cuisines,
  categoriesOf: (listing) => (listing as AdminRestaurant).cuisineTypes ?? [],
  listRoute: 'adminRestaurants',
  addRoute: 'adminAddRestaurant',
  editRoute: 'adminEditRestaurant',
  publicRoute: 'restaurant',
  textKey: 'restaurants',
};

/** Gift shops in the admin list: filtered by category (`shopCategory`) and name (`shopName`). */
export const giftShopKind: ListingKind = {
  singular: 'shop',
  plural: 'shops',
  listName: 'shops',
  nameParam: 'shopName',
  categoryParam: 'shopCategory',
  categories: shopCategories,
  categoriesOf: (listing) => (listing as AdminShop).categories ?? [],
  listRoute: 'adminGiftShops',
  addRoute: 'adminAddGiftShop',
  editRoute: 'adminEditGiftShop',
  publicRoute: 'giftShop',
  textKey: 'giftShops',
};
