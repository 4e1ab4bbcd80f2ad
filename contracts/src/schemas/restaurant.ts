import { z } from 'zod';
import { ambiences, amenities, cuisines, dietaryPreferences, diningOptions, mealOptions } from '../enums.ts';
import { bilingualTextSchema, listResponse, queryEnumList, searchTextQuery } from './common.ts';
import { listingDetailExtras, listingInputBase, listingQueryBase, listingSummaryBase } from './listing.ts';

const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: 'validation.unknownValue' }));

export const menuItemInput = z.object({
  name: bilingualTextSchema(120),
  description: bilingualTextSchema(400, { multiLine: true }).optional(),
  priceQar: z.number().positive().max(100000),
});
export const menuSectionInput = z.object({ title: bilingualTextSchema(80), items: z.array(menuItemInput).min(1) });

/** A restaurant as an admin writes it (and as the seed is checked). */
export const restaurantInput = listingInputBase.extend({
  cuisineTypes: enumList(cuisines.values).min(1),
  diningOptions: enumList(diningOptions.values),
  dietaryPreferences: enumList(dietaryPreferences.values),
  mealOptions: enumList(mealOptions.values),
  ambience: enumList(ambiences.values),
  amenities: enumList(amenities.values),
  menu: z.array(menuSectionInput),
  featuredDish: menuItemInput,
});
export type RestaurantInput = z.infer<typeof restaurantInput>;

/** GET restaurants: every filter of spec §3. */
export const restaurantListQuery = z.object({
  ...listingQueryBase,
  businessName: searchTextQuery,
  diningOptions: queryEnumList(diningOptions.values),
  cuisineTypes: queryEnumList(cuisines.values),
  dietaryPreferences: queryEnumList(dietaryPreferences.values),
  mealOptions: queryEnumList(mealOptions.values),
  ambience: queryEnumList(ambiences.values),
  amenities: queryEnumList(amenities.values),
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuery>;

export const restaurantSummary = listingSummaryBase.extend({
  cuisineTypes: z.array(z.enum(cuisines.values)),
  diningOptions: z.array(z.enum(diningOptions.values)),
});
export type RestaurantSummary = z.infer<typeof restaurantSummary>;

const localisedMenuItem = z.object({ name: z.string(), description: z.string().nullable(), priceQar: z.number() });

export const restaurantDetail = restaurantSummary.extend({
  ...listingDetailExtras,
  dietaryPreferences: z.array(z.enum(dietaryPreferences.values)),
  mealOptions: z.array(z.enum(mealOptions.values)),
  ambience: z.array(z.enum(ambiences.values)),
  amenities: z.array(z.enum(amenities.values)),
  menu: z.array(z.object({ title: z.string(), items: z.array(localisedMenuItem) })),
  featuredDish: localisedMenuItem,
});
export type RestaurantDetail = z.infer<typeof restaurantDetail>;

export const restaurantListResponse = listResponse(restaurantSummary);
