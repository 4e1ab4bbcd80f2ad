import { z } from 'zod';
import { restaurantOwnFilters } from '../list-filters.ts';
import { bilingualTextSchema, listResponse } from './common.ts';
import { listingKindBase } from './listing.ts';

const base = listingKindBase({
  category: 'cuisineTypes',
  summary: ['diningOptions'],
  detail: ['dietaryPreferences', 'mealOptions', 'ambience', 'amenities'],
  filters: restaurantOwnFilters,
});

export const menuItemInput = z.object({
  name: bilingualTextSchema(120),
  description: bilingualTextSchema(400, { multiLine: true }).optional(),
  priceQar: z.number().positive().max(100000),
});
export const menuSectionInput = z.object({ title: bilingualTextSchema(80), items: z.array(menuItemInput).min(1) });

/** A restaurant as an admin writes it (and as the seed is checked). */
export const restaurantInput = base.input.extend({
  menu: z.array(menuSectionInput),
  featuredDish: menuItemInput,
});
export type RestaurantInput = z.infer<typeof restaurantInput>;

/** GET restaurants: every filter of spec §3. */
export const restaurantListQuery = base.listQuery;
export type RestaurantListQuery = z.infer<typeof restaurantListQuery>;

export const restaurantSummary = base.summary;
export type RestaurantSummary = z.infer<typeof restaurantSummary>;

const localisedMenuItem = z.object({ name: z.string(), description: z.string().nullable(), priceQar: z.number() });

export const restaurantDetail = restaurantSummary.extend({
  ...base.detail,
  menu: z.array(z.object({ title: z.string(), items: z.array(localisedMenuItem) })),
  featuredDish: localisedMenuItem,
});
export type RestaurantDetail = z.infer<typeof restaurantDetail>;

export const restaurantListResponse = listResponse(restaurantSummary);
