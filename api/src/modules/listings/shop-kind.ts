import type { Lang } from 'contracts/i18n';
import { adminShop, adminShopsExportQuery, adminShopsQuery, shopUpdate } from 'contracts/schemas/admin';
import {
  type ShopDetail,
  type ShopListQuery,
  type ShopSummary,
  shopDetail,
  shopInput,
  shopListQuery,
  shopListResponse,
} from 'contracts/schemas/shop';
import { arrayContains } from 'drizzle-orm';
import { giftShops } from '../../db/schema.ts';
import type { MediaRow } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';
import { shopColumns, shopInputView } from './listing-columns.ts';
import type { ListingKind } from './listing-kind.ts';
import { allOf, anyOf, matchesName } from './listing-query.ts';
import { listingSummaryView } from './listing-view.ts';

type ShopRow = typeof giftShops.$inferSelect;

/** The card view of a shop; also used by saved listings. */
function shopSummary(
  row: ShopRow,
  lang: Lang,
  mediaById: Map<string, MediaRow>,
  saved: SavedFlags,
  now: Date,
): ShopSummary {
  return {
    ...listingSummaryView(row, lang, mediaById, saved, now),
    categories: row.categories as ShopSummary['categories'],
  };
}

/** Gift shops: what the shop sells, for whom and for which occasion are "any of"; services are "all of". */
export const shopKind: ListingKind<typeof giftShops, ShopListQuery, typeof shopInput._output> = {
  singular: 'shop',
  plural: 'shops',
  table: giftShops,
  notFound: 'GIFT_SHOP_NOT_FOUND',
  docs: { tag: 'gift shops', list: 'Gift and flower shops, filtered, sorted and paged', detail: 'One gift shop' },
  listQuery: shopListQuery,
  listResponse: shopListResponse,
  detail: shopDetail,
  nameFilter: 'shopName',
  conditions: (query) => [
    anyOf(giftShops.availableItems, query.availableItems),
    anyOf(giftShops.occasions, query.occasion),
    anyOf(giftShops.recipients, query.recipient),
    allOf(giftShops.personalizations, query.personalizedItems),
    allOf(giftShops.deliveryOptions, query.deliveryOptions),
  ],
  summary: shopSummary,
  detailExtras: (row) => ({
    availableItems: row.availableItems as ShopDetail['availableItems'],
    occasions: row.occasions as ShopDetail['occasions'],
    personalizations: row.personalizations as ShopDetail['personalizations'],
    recipients: row.recipients as ShopDetail['recipients'],
  }),
  admin: {
    input: shopInput,
    update: shopUpdate,
    view: adminShop,
    query: adminShopsQuery,
    exportQuery: adminShopsExportQuery,
    columns: shopColumns,
    toView: shopInputView,
    filters: (q) => [
      typeof q.shopName === 'string' && q.shopName ? matchesName(giftShops.nameSearch, q.shopName) : undefined,
      typeof q.shopCategory === 'string' ? arrayContains(giftShops.categories, [q.shopCategory]) : undefined,
    ],
    categories: (row) => row.categories,
  },
};
