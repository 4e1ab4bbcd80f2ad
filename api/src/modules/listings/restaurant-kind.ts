import type { Lang } from 'contracts/i18n';
import { listingKindSchemas } from 'contracts/listing-kind-schemas';
import type {
  RestaurantDetail,
  RestaurantListQuery,
  RestaurantSummary,
  restaurantInput,
} from 'contracts/schemas/restaurant';
import { arrayContains } from 'drizzle-orm';
import { restaurants } from '../../db/schema.ts';
import type { MediaRow } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';
import { restaurantColumns, restaurantInputView } from './listing-columns.ts';
import { describedInContracts, type ListingKindInApi } from './listing-kind.ts';
import { allOf, anyOf, matchesName, pick } from './listing-query.ts';
import { listingSummaryView } from './listing-view.ts';

type RestaurantRow = typeof restaurants.$inferSelect;

/** The card view of a restaurant; also used by saved listings. */
function restaurantSummary(
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

const described = describedInContracts('restaurant', listingKindSchemas.restaurant);

/** Restaurants: cuisines are "any of"; features a diner needs are "all of". */
export const restaurantKind: ListingKindInApi<typeof restaurants, RestaurantListQuery, typeof restaurantInput._output> =
  {
    ...described.kind,
    table: restaurants,
    docs: { tag: 'restaurants', list: 'Restaurants, filtered, sorted and paged', detail: 'One restaurant' },
    nameFilter: 'businessName',
    conditions: (query) => [
      anyOf(restaurants.cuisineTypes, query.cuisineTypes),
      allOf(restaurants.diningOptions, query.diningOptions),
      allOf(restaurants.dietaryPreferences, query.dietaryPreferences),
      allOf(restaurants.mealOptions, query.mealOptions),
      allOf(restaurants.ambience, query.ambience),
      allOf(restaurants.amenities, query.amenities),
    ],
    summary: restaurantSummary,
    detailExtras: (row, lang) => ({
      dietaryPreferences: row.dietaryPreferences as RestaurantDetail['dietaryPreferences'],
      mealOptions: row.mealOptions as RestaurantDetail['mealOptions'],
      ambience: row.ambience as RestaurantDetail['ambience'],
      amenities: row.amenities as RestaurantDetail['amenities'],
      menu: row.menu.map((section) => ({
        title: pick(lang, section.title.en, section.title.ar),
        items: section.items.map((item) => menuItemView(item, lang)),
      })),
      featuredDish: menuItemView(row.featuredDish, lang),
    }),
    admin: {
      ...described.admin,
      columns: restaurantColumns,
      toView: restaurantInputView,
      filters: (q) => [
        typeof q.businessName === 'string' && q.businessName
          ? matchesName(restaurants.nameSearch, q.businessName)
          : undefined,
        typeof q.businessCategory === 'string'
          ? arrayContains(restaurants.cuisineTypes, [q.businessCategory])
          : undefined,
      ],
      categories: (row) => row.cuisineTypes,
    },
  };
