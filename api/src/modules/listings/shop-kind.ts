import type { Lang } from 'contracts/i18n';
import { listingKindSchemas } from 'contracts/listing-kind-schemas';
import type { ShopDetail, ShopListQuery, ShopSummary, shopInput } from 'contracts/schemas/shop';
import { arrayContains } from 'drizzle-orm';
import { giftShops } from '../../db/schema.ts';
import type { MediaRow } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';
import { shopColumns, shopInputView } from './listing-columns.ts';
import { describedInContracts, type ListingKindInApi } from './listing-kind.ts';
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

const described = describedInContracts('shop', listingKindSchemas.shop);

/** Gift shops: what the shop sells, for whom and for which occasion are "any of"; services are "all of". */
export const shopKind: ListingKindInApi<typeof giftShops, ShopListQuery, typeof shopInput._output> = {
  ...described.kind,
  table: giftShops,
  docs: { tag: 'gift shops', list: 'Gift and flower shops, filtered, sorted and paged', detail: 'One gift shop' },
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
    ...described.admin,
    columns: shopColumns,
    toView: shopInputView,
    filters: (q) => [
      typeof q.shopName === 'string' && q.shopName ? matchesName(giftShops.nameSearch, q.shopName) : undefined,
      typeof q.shopCategory === 'string' ? arrayContains(giftShops.categories, [q.shopCategory]) : undefined,
    ],
    categories: (row) => row.categories,
  },
};
