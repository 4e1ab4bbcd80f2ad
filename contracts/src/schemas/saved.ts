import { z } from 'zod';
import { savedItemTypes } from '../enums.ts';
import { idSchema, limitSchema, pageSchema } from './common.ts';
import { restaurantSummary } from './restaurant.ts';
import { shopSummary } from './shop.ts';

export const savedItemTypeSchema = z.enum(savedItemTypes.values, { error: 'validation.unknownValue' });
export const saveItemBody = z.object({ itemType: savedItemTypeSchema, itemId: idSchema });
export const savedItemParams = z.object({ itemType: savedItemTypeSchema, itemId: idSchema });
export const savedListQuery = z.object({
  page: pageSchema,
  limit: limitSchema,
  itemType: savedItemTypeSchema.optional(),
});

/**
 * A saved listing. `available` is false once the listing is in the trash or back to draft: the
 * card keeps its name so the user can recognise it and remove it, but it links nowhere.
 */
const savedItemBase = { itemId: z.string(), savedAt: z.string(), available: z.boolean() };
export const savedItem = z.discriminatedUnion('itemType', [
  z.object({ itemType: z.literal('restaurant'), ...savedItemBase, listing: restaurantSummary }),
  z.object({ itemType: z.literal('shop'), ...savedItemBase, listing: shopSummary }),
]);
export type SavedItem = z.infer<typeof savedItem>;
