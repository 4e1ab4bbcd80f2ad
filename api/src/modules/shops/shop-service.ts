import type { Lang } from 'contracts/i18n';
import type { ListResult } from 'contracts/schemas/common';
import type { ShopDetail, ShopListQuery, ShopSummary } from 'contracts/schemas/shop';
import type { Db } from '../../db/client.ts';
import { giftShops } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listingDetail, listingPage } from '../listings/listing-page.ts';
import { allOf, anyOf } from '../listings/listing-query.ts';
import { createListingRepository } from '../listings/listing-repository.ts';
import { listingDetailExtrasView, listingSummaryView } from '../listings/listing-view.ts';
import type { MediaRow } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';

type ShopRow = typeof giftShops.$inferSelect;

/** The card view of a shop; also used by saved listings. */
export function shopSummary(
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

/** Shop filters: what the shop sells, for whom and for which occasion are "any of"; services are "all of". */
const shopConditions = (query: ShopListQuery) => [
  anyOf(giftShops.availableItems, query.availableItems),
  anyOf(giftShops.occasions, query.occasion),
  anyOf(giftShops.recipients, query.recipient),
  allOf(giftShops.personalizations, query.personalizedItems),
  allOf(giftShops.deliveryOptions, query.deliveryOptions),
];

export function createShopService(db: Db, clock: () => Date) {
  const repository = createListingRepository(db, giftShops);
  return {
    async list(query: ShopListQuery, lang: Lang, viewerId?: string): Promise<ListResult<ShopSummary>> {
      const listingQuery = { ...query, name: query.shopName };
      const now = clock();
      const found = await repository.list(listingQuery, shopConditions(query), lang, now);
      return listingPage(db, found, query, { savedAs: 'shop', viewerId }, (row, mediaById, saved) =>
        shopSummary(row, lang, mediaById, saved, now),
      );
    },

    async get(id: string, lang: Lang, viewerId?: string): Promise<ShopDetail> {
      const now = clock();
      const row = await repository.findById(id);
      if (!row) throw AppError.notFound('GIFT_SHOP_NOT_FOUND');
      return listingDetail(db, row, { savedAs: 'shop', viewerId }, (row, mediaById, saved) => ({
        ...shopSummary(row, lang, mediaById, saved, now),
        ...listingDetailExtrasView(row, lang, mediaById, now),
        availableItems: row.availableItems as ShopDetail['availableItems'],
        occasions: row.occasions as ShopDetail['occasions'],
        personalizations: row.personalizations as ShopDetail['personalizations'],
        recipients: row.recipients as ShopDetail['recipients'],
      }));
    },
  };
}
