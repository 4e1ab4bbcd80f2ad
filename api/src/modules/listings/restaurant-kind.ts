import type { Lang } from 'contracts/i18n';
import { listingKindSchemas } from 'contracts/listing-kind-schemas';
import type {
  RestaurantDetail,
  RestaurantListQuery,
  RestaurantSummary,
  restaurantInput,
} from 'contracts/schemas/restaurant';
import { restaurants } from '../../db/schema.ts';
import { restaurantColumns, restaurantInputView } from './listing-columns.ts';
import { describedInContracts, type ListingKindInApi } from './listing-kind.ts';
import { allOf, anyOf, backOfficeFilters, pick } from './listing-query.ts';
import { cardView } from './listing-view.ts';

type RestaurantRow = typeof restaurants.$inferSelect;

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
    summary: cardView<RestaurantRow, RestaurantSummary>(['cuisineTypes', 'diningOptions']),
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
      filters: backOfficeFilters(
        { column: restaurants.nameSearch, field: 'businessName' },
        { column: restaurants.cuisineTypes, field: 'businessCategory' },
      ),
      categories: (row) => row.cuisineTypes,
    },
  };
