import { listingKindSchemas } from 'contracts/listing-kind-schemas';
import type { ShopDetail, ShopListQuery, ShopSummary, shopInput } from 'contracts/schemas/shop';
import { giftShops } from '../../db/schema.ts';
import { shopColumns, shopInputView } from './listing-columns.ts';
import { describedInContracts, type ListingKindInApi } from './listing-kind.ts';
import { allOf, anyOf, backOfficeFilters } from './listing-query.ts';
import { cardView } from './listing-view.ts';

type ShopRow = typeof giftShops.$inferSelect;

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
  summary: cardView<ShopRow, ShopSummary>(['categories']),
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
    filters: backOfficeFilters(
      { column: giftShops.nameSearch, field: 'shopName' },
      { column: giftShops.categories, field: 'shopCategory' },
    ),
    categories: (row) => row.categories,
  },
};
