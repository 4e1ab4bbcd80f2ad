import type { Area, DeliveryOption, PriceLevel } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { giftShops, restaurants } from '../../db/schema.ts';
import { type MediaRow, toImage } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';
import { pick } from './listing-query.ts';

type ListingRow = typeof restaurants.$inferSelect | typeof giftShops.$inferSelect;

/** The localised fields every listing card shows. */
export function listingSummaryView(row: ListingRow, lang: Lang, mediaById: Map<string, MediaRow>, saved: SavedFlags) {
  const cover = row.coverMediaId ? mediaById.get(row.coverMediaId) : undefined;
  return {
    _id: row.id,
    slug: row.slug,
    name: pick(lang, row.nameEn, row.nameAr),
    description: pick(lang, row.descriptionEn, row.descriptionAr),
    area: row.area as Area,
    address: pick(lang, row.addressEn, row.addressAr),
    pricing: row.pricing as PriceLevel,
    featured: row.featured,
    wheelchairAccessible: row.wheelchairAccessible,
    hours: row.hours,
    deliveryOptions: row.deliveryOptions as DeliveryOption[],
    memberSince: row.memberSince,
    coverImage: cover ? toImage(cover, lang) : null,
    isFavorite: saved.favorites.has(row.id),
    isBookmarked: saved.bookmarks.has(row.id),
  };
}

/** What a detail page adds: phone, coordinates, the gallery. */
export function listingDetailExtrasView(row: ListingRow, lang: Lang, mediaById: Map<string, MediaRow>) {
  return {
    phone: row.phone,
    coordinates: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    gallery: row.galleryMediaIds.flatMap((id) => {
      const image = mediaById.get(id);
      return image ? [toImage(image, lang)] : [];
    }),
  };
}
