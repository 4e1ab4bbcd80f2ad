import type { Lang } from 'contracts/i18n';
import type { ListResult } from 'contracts/schemas/common';
import type { RestaurantDetail, RestaurantListQuery, RestaurantSummary } from 'contracts/schemas/restaurant';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listingDetail, listingPage } from '../listings/listing-page.ts';
import { allOf, anyOf, pick } from '../listings/listing-query.ts';
import { createListingRepository } from '../listings/listing-repository.ts';
import { listingDetailExtrasView, listingSummaryView } from '../listings/listing-view.ts';
import type { MediaRow } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';

type RestaurantRow = typeof restaurants.$inferSelect;

/** The card view of a restaurant; also used by saved listings. */
export function restaurantSummary(
  row: RestaurantRow,
  lang: Lang,
  mediaById: Map<string, MediaRow>,
  saved: SavedFlags,
  now: Date,
): RestaurantSummary {
  return {
    ...listingSummaryView(row, lang, mediaById, saved, now),
    cuisineTypes: row.cuisineTypes as RestaurantSummary['cuisineTypes'],
    diningOptions: row.diningOptions as RestaurantSummary['diningOptions'],
  };
}

const menuItemView = (item: RestaurantRow['featuredDish'], lang: Lang) => ({
  name: pick(lang, item.name.en, item.name.ar),
  description: item.description ? pick(lang, item.description.en, item.description.ar) : null,
  priceQar: item.priceQar,
});

/** Restaurant filters: cuisines are "any of"; features a diner needs are "all of". */
const restaurantConditions = (query: RestaurantListQuery) => [
  anyOf(restaurants.cuisineTypes, query.cuisineTypes),
  allOf(restaurants.diningOptions, query.diningOptions),
  allOf(restaurants.dietaryPreferences, query.dietaryPreferences),
  allOf(restaurants.mealOptions, query.mealOptions),
  allOf(restaurants.ambience, query.ambience),
  allOf(restaurants.amenities, query.amenities),
];

export function createRestaurantService(db: Db, clock: () => Date) {
  const repository = createListingRepository(db, restaurants);
  return {
    async list(query: RestaurantListQuery, lang: Lang, viewerId?: string): Promise<ListResult<RestaurantSummary>> {
      const listingQuery = { ...query, name: query.businessName };
      const now = clock();
      const found = await repository.list(listingQuery, restaurantConditions(query), lang, now);
      return listingPage(db, found, query, { savedAs: 'restaurant', viewerId }, (row, mediaById, saved) =>
        restaurantSummary(row, lang, mediaById, saved, now),
      );
    },

    async get(id: string, lang: Lang, viewerId?: string): Promise<RestaurantDetail> {
      const now = clock();
      const row = await repository.findById(id);
      if (!row) throw AppError.notFound('RESTAURANT_NOT_FOUND');
      return listingDetail(db, row, { savedAs: 'restaurant', viewerId }, (row, mediaById, saved) => ({
        ...restaurantSummary(row, lang, mediaById, saved, now),
        ...listingDetailExtrasView(row, lang, mediaById, now),
        dietaryPreferences: row.dietaryPreferences as RestaurantDetail['dietaryPreferences'],
        mealOptions: row.mealOptions as RestaurantDetail['mealOptions'],
        ambience: row.ambience as RestaurantDetail['ambience'],
        amenities: row.amenities as RestaurantDetail['amenities'],
        menu: row.menu.map((section) => ({
          title: pick(lang, section.title.en, section.title.ar),
          items: section.items.map((item) => menuItemView(item, lang)),
        })),
        featuredDish: menuItemView(row.featuredDish, lang),
      }));
    },
  };
}
