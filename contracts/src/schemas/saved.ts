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

export const savedItem = z.discriminatedUnion('itemType', [
  z.object({ itemType: z.literal('restaurant'), itemId: z.string(), savedAt: z.string(), listing: restaurantSummary }),
  z.object({ itemType: z.literal('shop'), itemId: z.string(), savedAt: z.string(), listing: shopSummary }),
]);
export type SavedItem = z.infer<typeof savedItem>;
