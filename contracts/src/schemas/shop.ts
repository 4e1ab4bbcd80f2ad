import { z } from 'zod';
import { deliveryOptions, occasions, personalizations, recipients, shopCategories } from '../enums.ts';
import { listResponse, queryEnumList, searchTextQuery } from './common.ts';
import { listingDetailExtras, listingInputBase, listingQueryBase, listingSummaryBase } from './listing.ts';

const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: 'validation.unknownValue' }));

/** A gift or flower shop as an admin writes it. */
export const shopInput = listingInputBase.extend({
  categories: enumList(shopCategories.values).min(1),
  availableItems: enumList(shopCategories.values),
  occasions: enumList(occasions.values),
  personalizations: enumList(personalizations.values),
  recipients: enumList(recipients.values),
});
export type ShopInput = z.infer<typeof shopInput>;

/** GET shops: every filter of spec §3. */
export const shopListQuery = z.object({
  ...listingQueryBase,
  shopName: searchTextQuery,
  availableItems: queryEnumList(shopCategories.values),
  personalizedItems: queryEnumList(personalizations.values),
  occasion: queryEnumList(occasions.values),
  recipient: queryEnumList(recipients.values),
  deliveryOptions: queryEnumList(deliveryOptions.values),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;

export const shopSummary = listingSummaryBase.extend({
  categories: z.array(z.enum(shopCategories.values)),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const shopDetail = shopSummary.extend({
  ...listingDetailExtras,
  availableItems: z.array(z.enum(shopCategories.values)),
  occasions: z.array(z.enum(occasions.values)),
  personalizations: z.array(z.enum(personalizations.values)),
  recipients: z.array(z.enum(recipients.values)),
});
export type ShopDetail = z.infer<typeof shopDetail>;

export const shopListResponse = listResponse(shopSummary);
