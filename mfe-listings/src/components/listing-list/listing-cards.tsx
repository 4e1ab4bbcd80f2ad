import { areas, cuisines, shopCategories } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { pathTo } from 'contracts/routes';
import type { Image } from 'contracts/schemas/common';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import type { ShopSummary } from 'contracts/schemas/shop';
import { type CardImageLoad, ListingCard } from 'design-system/listing-card';
import { OpenNowBadge } from 'design-system/opening-hours';
import { PriceLevel } from 'design-system/price-level';
import { RouterLink } from 'platform/router-link';
import { useTranslation } from 'react-i18next';
import { SaveToggles } from '../save-toggles/save-toggles.tsx';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** Joins labels the way each language writes a list. */
const joinLabels = (labels: string[], lang: Lang) => labels.join(lang === 'ar' ? '، ' : ', ');

export const cuisineNames = (restaurant: Pick<RestaurantSummary, 'cuisineTypes'>, lang: Lang) =>
  joinLabels(
    restaurant.cuisineTypes.map((cuisine) => cuisines.labels[cuisine][lang]),
    lang,
  );
export const categoryNames = (shop: Pick<ShopSummary, 'categories'>, lang: Lang) =>
  joinLabels(
    shop.categories.map((category) => shopCategories.labels[category][lang]),
    lang,
  );

export const restaurantPath = (restaurant: Pick<RestaurantSummary, 'slug' | '_id'>) =>
  pathTo('restaurant', { slug: restaurant.slug, id: restaurant._id });
export const giftShopPath = (shop: Pick<ShopSummary, 'slug' | '_id'>) =>
  pathTo('giftShop', { slug: shop.slug, id: shop._id });

const cardImage = (cover: Image | null | undefined) =>
  cover
    ? { src: cover.src, srcset: cover.srcset, alt: cover.alt, width: cover.width, height: cover.height }
    : undefined;

type CardOptions = {
  lang: Lang;
  /** When the cover loads (design-system ListingCard); default when scrolled near. */
  load?: CardImageLoad;
  /** 3 inside a section that has its own h2 (home, similar listings). */
  headingLevel?: 2 | 3;
  testId?: string;
};

/** What a card shows of a restaurant or a shop (their summaries share these fields). */
type CardListing = Pick<
  RestaurantSummary & ShopSummary,
  '_id' | 'name' | 'area' | 'coverImage' | 'pricing' | 'hours' | 'specialHours' | 'isFavorite' | 'isBookmarked'
>;

/**
 * A listing's card: cover, name, area and what it offers (`offer`: cuisines or shop categories,
 * under `offerTestId`), price, open now, save toggles.
 */
function SummaryCard({
  listing,
  itemType,
  href,
  offer,
  offerTestId,
  lang,
  load = 'lazy',
  headingLevel = 2,
  testId,
}: CardOptions & {
  listing: CardListing;
  itemType: 'restaurant' | 'shop';
  href: string;
  offer: string;
  offerTestId: string;
  testId: string;
}) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <ListingCard
      data-testid={testId}
      title={listing.name}
      href={href}
      linkAs={RouterLink}
      image={cardImage(listing.coverImage)}
      load={load}
      headingLevel={headingLevel}
      meta={
        <>
          <span>{areas.labels[listing.area][lang]}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid={offerTestId}>{offer}</span>
        </>
      }
      badges={
        <>
          <PriceLevel level={listing.pricing} lang={lang} />
          <OpenNowBadge
            hours={listing.hours}
            specialHours={listing.specialHours}
            labels={{ openNow: t('listing.openNowBadge'), closedNow: t('listing.closedNowBadge') }}
          />
        </>
      }
      actions={
        <SaveToggles
          itemType={itemType}
          itemId={listing._id}
          isFavorite={listing.isFavorite}
          isBookmarked={listing.isBookmarked}
          listingName={listing.name}
        />
      }
    />
  );
}

/** A restaurant card wherever restaurants are listed, its cuisines under the area. */
export function RestaurantCard({
  restaurant,
  lang,
  testId = 'restaurant-card',
  ...options
}: CardOptions & { restaurant: RestaurantSummary }) {
  return (
    <SummaryCard
      listing={restaurant}
      itemType="restaurant"
      href={restaurantPath(restaurant)}
      offer={cuisineNames(restaurant, lang)}
      offerTestId="cuisines"
      lang={lang}
      testId={testId}
      {...options}
    />
  );
}

/** A gift shop card wherever shops are listed, its categories under the area. */
export function ShopCard({ shop, lang, testId = 'shop-card', ...options }: CardOptions & { shop: ShopSummary }) {
  return (
    <SummaryCard
      listing={shop}
      itemType="shop"
      href={giftShopPath(shop)}
      offer={categoryNames(shop, lang)}
      offerTestId="categories"
      lang={lang}
      testId={testId}
      {...options}
    />
  );
}
