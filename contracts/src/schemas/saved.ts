import { z } from 'zod';
import { savedItemTypes } from '../enums.ts';
import { idSchema, limitSchema, pageSchema } from './common.ts';

export const savedItemTypeSchema = z.enum(savedItemTypes.values, { error: 'validation.unknownValue' });
export const saveItemBody = z.object({ itemType: savedItemTypeSchema, itemId: idSchema });
export const savedItemParams = z.object({ itemType: savedItemTypeSchema, itemId: idSchema });
export const savedListQuery = z.object({
  page: pageSchema,
  limit: limitSchema,
  itemType: savedItemTypeSchema.optional(),
});
