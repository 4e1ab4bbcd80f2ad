/**
 * The one mapping between what an admin (or the seed) writes and the stored row, both ways,
 * so the admin forms, the seed and the database never disagree on a field.
 */
import type { ListingStatus } from 'contracts/schemas/listing';
import type { RestaurantInput } from 'contracts/schemas/restaurant';
import type { ShopInput } from 'contracts/schemas/shop';
import type { giftShops, restaurants } from '../../db/schema.ts';
import { listingSearchText, priceRanks } from './listing-query.ts';

type ListingInput = RestaurantInput | ShopInput;
type RestaurantRow = typeof restaurants.$inferSelect;
type ShopRow = typeof giftShops.$inferSelect;

function listingColumns(input: ListingInput) {
  return {
    slug: input.slug,
    nameEn: input.name.en,
    nameAr: input.name.ar,
    descriptionEn: input.description.en,
    descriptionAr: input.description.ar,
    addressEn: input.address.en,
    addressAr: input.address.ar,
    area: input.area,
    latitude: input.coordinates?.lat ?? null,
    longitude: input.coordinates?.lng ?? null,
    phone: input.phone,
    pricing: input.pricing,
    priceRank: priceRanks[input.pricing],
    hours: input.hours,
    specialHours: input.specialHours ?? [],
    featured: input.featured,
    status: input.status ?? 'published',
    wheelchairAccessible: input.wheelchairAccessible,
    deliveryOptions: input.deliveryOptions,
    memberSince: input.memberSince,
    coverMediaId: input.coverMediaId ?? null,
    galleryMediaIds: input.galleryMediaIds ?? [],
    searchText: listingSearchText([input.name, input.description]),
    nameSearch: listingSearchText([input.name]),
  };
}

export const restaurantColumns = (input: RestaurantInput) => ({
  ...listingColumns(input),
  cuisineTypes: input.cuisineTypes,
  diningOptions: input.diningOptions,
  dietaryPreferences: input.dietaryPreferences,
  mealOptions: input.mealOptions,
  ambience: input.ambience,
  amenities: input.amenities,
  menu: input.menu,
  featuredDish: input.featuredDish,
});

export const shopColumns = (input: ShopInput) => ({
  ...listingColumns(input),
  categories: input.categories,
  availableItems: input.availableItems,
  occasions: input.occasions,
  personalizations: input.personalizations,
  recipients: input.recipients,
});

function listingInputView(row: RestaurantRow | ShopRow) {
  return {
    _id: row.id,
    slug: row.slug,
    name: { en: row.nameEn, ar: row.nameAr },
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    address: { en: row.addressEn, ar: row.addressAr },
    area: row.area,
    ...(row.latitude !== null && row.longitude !== null
      ? { coordinates: { lat: row.latitude, lng: row.longitude } }
      : {}),
    phone: row.phone,
    pricing: row.pricing,
    hours: row.hours,
    specialHours: row.specialHours,
    featured: row.featured,
    status: row.status as ListingStatus,
    wheelchairAccessible: row.wheelchairAccessible,
    deliveryOptions: row.deliveryOptions,
    memberSince: row.memberSince,
    coverMediaId: row.coverMediaId,
    galleryMediaIds: row.galleryMediaIds,
    version: row.version,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const restaurantInputView = (row: RestaurantRow) => ({
  ...listingInputView(row),
  cuisineTypes: row.cuisineTypes,
  diningOptions: row.diningOptions,
  dietaryPreferences: row.dietaryPreferences,
  mealOptions: row.mealOptions,
  ambience: row.ambience,
  amenities: row.amenities,
  menu: row.menu,
  featuredDish: row.featuredDish,
});

export const shopInputView = (row: ShopRow) => ({
  ...listingInputView(row),
  categories: row.categories,
  availableItems: row.availableItems,
  occasions: row.occasions,
  personalizations: row.personalizations,
  recipients: row.recipients,
});
