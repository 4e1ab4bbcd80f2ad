import type { z } from 'zod';
import { shopOwnFilters } from '../list-filters.ts';
import { listResponse } from './common.ts';
import { listingKindBase } from './listing.ts';

const base = listingKindBase({
  category: 'categories',
  summary: [],
  detail: ['availableItems', 'occasions', 'personalizations', 'recipients'],
  filters: shopOwnFilters,
});

/** A gift or flower shop as an admin writes it. */
export const shopInput = base.input;
export type ShopInput = z.infer<typeof shopInput>;

/** GET shops: every filter of spec §3. */
export const shopListQuery = base.listQuery;
export type ShopListQuery = z.infer<typeof shopListQuery>;

export const shopSummary = base.summary;
export type ShopSummary = z.infer<typeof shopSummary>;

export const shopDetail = shopSummary.extend(base.detail);
export type ShopDetail = z.infer<typeof shopDetail>;

export const shopListResponse = listResponse(shopSummary);
