import { cuisines } from 'contracts/enums';
import type { AdminRestaurant } from 'contracts/schemas/admin';
import type { ListingKind } from '../../components/listing-list/listing-kind.ts';

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
