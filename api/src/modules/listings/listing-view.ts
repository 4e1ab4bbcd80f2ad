import type { Area, DeliveryOption, PriceLevel } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { addDays, qatarDate } from 'contracts/opening-hours';
import type { SpecialHoursView } from 'contracts/schemas/listing';
import type { giftShops, restaurants } from '../../db/schema.ts';
import { type MediaRow, toImage } from '../media/image-view.ts';
import type { SavedFlags } from '../saved/saved-flags.ts';
import { pick } from './listing-query.ts';

type ListingRow = typeof restaurants.$inferSelect | typeof giftShops.$inferSelect;

/** How far ahead a card looks for special hours: a list page is not kept open longer than that. */
const CARD_LOOKAHEAD_DAYS = 7;

/**
 * The special ranges not yet ended at `now` in Qatar, localised; yesterday's last day counts, since
 * its evening may still be running past midnight. `withinDays` leaves out ranges starting later.
 */
function specialHoursView(row: ListingRow, lang: Lang, now: Date, withinDays?: number): SpecialHoursView[] {
  const today = qatarDate(now);
  const yesterday = addDays(today, -1);
  const horizon = withinDays === undefined ? undefined : addDays(today, withinDays);
  return row.specialHours
    .filter((range) => range.to >= yesterday && (horizon === undefined || range.from <= horizon))
    .map((range) => ({
      name: pick(lang, range.name.en, range.name.ar),
      from: range.from,
      to: range.to,
      hours: range.hours,
    }));
}

/** The localised fields every listing card shows. */
function listingSummaryView(
  row: ListingRow,
  lang: Lang,
  mediaById: Map<string, MediaRow>,
  saved: SavedFlags,
  now: Date,
) {
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
    specialHours: specialHoursView(row, lang, now, CARD_LOOKAHEAD_DAYS),
    deliveryOptions: row.deliveryOptions as DeliveryOption[],
    memberSince: row.memberSince,
    coverImage: cover ? toImage(cover, lang) : null,
    isFavorite: saved.favorites.has(row.id),
    isBookmarked: saved.bookmarks.has(row.id),
  };
}

/** What a detail page adds: phone, coordinates, the gallery. */
export function listingDetailExtrasView(row: ListingRow, lang: Lang, mediaById: Map<string, MediaRow>, now: Date) {
  return {
    specialHours: specialHoursView(row, lang, now),
    phone: row.phone,
    coordinates: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    gallery: row.galleryMediaIds.flatMap((id) => {
      const image = mediaById.get(id);
      return image ? [toImage(image, lang)] : [];
    }),
  };
}

/**
 * A kind's card: what every card shows, and the kind's own enumerations named by `fields`, as they
 * are stored. Also what saved listings show.
 */
export function cardView<Row extends ListingRow, Summary>(fields: readonly (keyof Row & keyof Summary & string)[]) {
  return (row: Row, lang: Lang, mediaById: Map<string, MediaRow>, saved: SavedFlags, now: Date): Summary =>
    ({
      ...listingSummaryView(row, lang, mediaById, saved, now),
      ...Object.fromEntries(fields.map((field) => [field, row[field]])),
    }) as Summary;
}
