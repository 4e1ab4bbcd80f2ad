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

/** A restaurant card wherever restaurants are listed: cover, name, area and cuisines, price, open now, save toggles. */
export function RestaurantCard({
  restaurant,
  lang,
  load = 'lazy',
  headingLevel = 2,
  testId = 'restaurant-card',
}: CardOptions & { restaurant: RestaurantSummary }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <ListingCard
      data-testid={testId}
      title={restaurant.name}
      href={restaurantPath(restaurant)}
      linkAs={RouterLink}
      image={cardImage(restaurant.coverImage)}
      load={load}
      headingLevel={headingLevel}
      meta={
        <>
          <span>{areas.labels[restaurant.area][lang]}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="cuisines">{cuisineNames(restaurant, lang)}</span>
        </>
      }
      badges={
        <>
          <PriceLevel level={restaurant.pricing} lang={lang} />
          <OpenNowBadge
            hours={restaurant.hours}
            specialHours={restaurant.specialHours}
            labels={{ openNow: t('listing.openNowBadge'), closedNow: t('listing.closedNowBadge') }}
          />
        </>
      }
      actions={
        <SaveToggles
          itemType="restaurant"
          itemId={restaurant._id}
          isFavorite={restaurant.isFavorite}
          isBookmarked={restaurant.isBookmarked}
          listingName={restaurant.name}
        />
      }
    />
  );
}

/** A gift shop card wherever shops are listed: cover, name, area and categories, price, open now, save toggles. */
export function ShopCard({
  shop,
  lang,
  load = 'lazy',
  headingLevel = 2,
  testId = 'shop-card',
}: CardOptions & { shop: ShopSummary }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <ListingCard
      data-testid={testId}
      title={shop.name}
      href={giftShopPath(shop)}
      linkAs={RouterLink}
      image={cardImage(shop.coverImage)}
      load={load}
      headingLevel={headingLevel}
      meta={
        <>
          <span>{areas.labels[shop.area][lang]}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="categories">{categoryNames(shop, lang)}</span>
        </>
      }
      badges={
        <>
          <PriceLevel level={shop.pricing} lang={lang} />
          <OpenNowBadge
            hours={shop.hours}
            specialHours={shop.specialHours}
            labels={{ openNow: t('listing.openNowBadge'), closedNow: t('listing.closedNowBadge') }}
          />
        </>
      }
      actions={
        <SaveToggles
          itemType="shop"
          itemId={shop._id}
          isFavorite={shop.isFavorite}
          isBookmarked={shop.isBookmarked}
          listingName={shop.name}
        />
      }
    />
  );
}
