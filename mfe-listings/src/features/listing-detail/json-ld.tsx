import { areas, cuisines, priceLevelSigns } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { openingHoursSpecification, specialOpeningHoursSpecification } from 'contracts/opening-hours';
import type { RestaurantDetail } from 'contracts/schemas/restaurant';
import type { ShopDetail } from 'contracts/schemas/shop';

type JsonLdObject = Record<string, unknown>;

/**
 * JSON for a `<script>` element. A `<` inside a name or description could otherwise close the
 * script early (`</script>`) once the page is serialised; `\u003c` reads the same to a parser.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * schema.org data in the page at `path`, for search engines. A server render (platform/server-render)
 * has no location and renders none: the BFF writes the page's own into the head.
 */
export function JsonLd({ path, data }: { path: string; data: (url: string) => JsonLdObject }) {
  if (typeof window === 'undefined') return null;
  const url = new URL(path, window.location.origin).toString();
  return <script type="application/ld+json">{serializeJsonLd(data(url))}</script>;
}

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

type CommonListing = Pick<
  RestaurantDetail,
  | 'name'
  | 'description'
  | 'address'
  | 'area'
  | 'phone'
  | 'pricing'
  | 'hours'
  | 'specialHours'
  | 'coordinates'
  | 'coverImage'
  | 'gallery'
>;

/** What restaurants and stores share: address, phone, hours, price range, pictures. */
function localBusiness(listing: CommonListing, url: string, lang: Lang): JsonLdObject {
  const origin = new URL(url).origin;
  const images = [listing.coverImage, ...listing.gallery].flatMap((image) =>
    image ? [absolute(image.src, origin)] : [],
  );
  return {
    '@context': 'https://schema.org',
    name: listing.name,
    description: listing.description,
    url,
    inLanguage: lang,
    telephone: listing.phone,
    priceRange: priceLevelSigns[listing.pricing],
    image: images,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.address,
      addressLocality: areas.labels[listing.area][lang],
      addressCountry: 'QA',
    },
    ...(listing.coordinates
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: listing.coordinates.lat,
            longitude: listing.coordinates.lng,
          },
        }
      : {}),
    openingHoursSpecification: openingHoursSpecification(listing.hours),
    ...(listing.specialHours.length > 0
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(listing.specialHours) }
      : {}),
  };
}

export function restaurantJsonLd(restaurant: RestaurantDetail, url: string, lang: Lang): JsonLdObject {
  return {
    ...localBusiness(restaurant, url, lang),
    '@type': 'Restaurant',
    servesCuisine: restaurant.cuisineTypes.map((c) => cuisines.labels[c][lang]),
    acceptsReservations: restaurant.diningOptions.includes('reservations_accepted'),
    hasMenu: {
      '@type': 'Menu',
      hasMenuSection: restaurant.menu.map((section) => ({
        '@type': 'MenuSection',
        name: section.title,
        hasMenuItem: section.items.map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description ? { description: item.description } : {}),
          offers: { '@type': 'Offer', price: item.priceQar, priceCurrency: 'QAR' },
        })),
      })),
    },
  };
}

/** A shop selling flowers is a schema.org Florist (as the BFF's server-side meta says); any other a Store. */
export function shopJsonLd(shop: ShopDetail, url: string, lang: Lang): JsonLdObject {
  return {
    ...localBusiness(shop, url, lang),
    '@type': shop.categories.includes('flowers') ? 'Florist' : 'Store',
  };
}
