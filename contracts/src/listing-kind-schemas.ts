/**
 * The zod schemas of each kind of listing (contracts/listing-kinds), apart from the descriptor so
 * the pages that only read a kind's paths and filters do not load zod.
 */
import type { ListingKind } from './listing-kinds.ts';
import {
  adminRestaurant,
  adminRestaurantsExportQuery,
  adminRestaurantsQuery,
  adminShop,
  adminShopsExportQuery,
  adminShopsQuery,
  restaurantsBulkRequest,
  restaurantUpdate,
  shopsBulkRequest,
  shopUpdate,
} from './schemas/admin.ts';
import {
  restaurantDetail,
  restaurantInput,
  restaurantListQuery,
  restaurantListResponse,
} from './schemas/restaurant.ts';
import { shopDetail, shopInput, shopListQuery, shopListResponse } from './schemas/shop.ts';

export const listingKindSchemas = {
  restaurant: {
    input: restaurantInput,
    update: restaurantUpdate,
    listQuery: restaurantListQuery,
    listResponse: restaurantListResponse,
    detail: restaurantDetail,
    admin: adminRestaurant,
    adminListQuery: adminRestaurantsQuery,
    adminExportQuery: adminRestaurantsExportQuery,
    adminBulk: restaurantsBulkRequest,
  },
  shop: {
    input: shopInput,
    update: shopUpdate,
    listQuery: shopListQuery,
    listResponse: shopListResponse,
    detail: shopDetail,
    admin: adminShop,
    adminListQuery: adminShopsQuery,
    adminExportQuery: adminShopsExportQuery,
    adminBulk: shopsBulkRequest,
  },
} as const satisfies Record<ListingKind, unknown>;
