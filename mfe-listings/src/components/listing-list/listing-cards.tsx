import { areas } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import {
  categoriesOf,
  type ListingKind,
  type ListingKindDescriptor,
  type ListingSummary,
} from 'contracts/listing-kinds';
import { pathTo } from 'contracts/routes';
import type { Image } from 'contracts/schemas/common';
import { type CardImageLoad, ListingCard } from 'design-system/listing-card';
import { OpenNowBadge } from 'design-system/opening-hours';
import { PriceLevel } from 'design-system/price-level';
import { RouterLink } from 'platform/router-link';
import { useTranslation } from 'react-i18next';
import { SaveToggles } from '../save-toggles/save-toggles.tsx';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** Joins labels the way each language writes a list. */
const joinLabels = (labels: string[], lang: Lang) => labels.join(lang === 'ar' ? '، ' : ', ');

/** A listing's categories (a restaurant's cuisines, a shop's categories), labelled and joined. */
export const categoryNames = (kind: ListingKindDescriptor, listing: object, lang: Lang) =>
  joinLabels(
    categoriesOf(kind, listing).map((value) => kind.categoryValues.labels[value]?.[lang] ?? value),
    lang,
  );

/** The page of one listing. */
export const listingPath = (kind: ListingKindDescriptor, listing: { slug: string; _id: string }) =>
  pathTo(kind.routes.detail, { slug: listing.slug, id: listing._id });

/** The test id of a card's categories line (the journeys read it). */
const categoriesTestIds: Record<ListingKind, string> = { restaurant: 'cuisines', shop: 'categories' };

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

/** What a card shows of a listing (every kind's summary has these fields). */
type CardListing = Pick<
  ListingSummary,
  '_id' | 'slug' | 'name' | 'area' | 'coverImage' | 'pricing' | 'hours' | 'specialHours' | 'isFavorite' | 'isBookmarked'
>;

/**
 * A listing's card wherever listings of its kind are shown: cover, name, area and its categories
 * (cuisines, a shop's categories), price, open now, save toggles.
 */
export function ListingSummaryCard({
  kind,
  listing,
  lang,
  load = 'lazy',
  headingLevel = 2,
  testId = `${kind.id}-card`,
}: CardOptions & { kind: ListingKindDescriptor; listing: CardListing }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <ListingCard
      data-testid={testId}
      title={listing.name}
      href={listingPath(kind, listing)}
      linkAs={RouterLink}
      image={cardImage(listing.coverImage)}
      load={load}
      headingLevel={headingLevel}
      meta={
        <>
          <span>{areas.labels[listing.area][lang]}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid={categoriesTestIds[kind.id]}>{categoryNames(kind, listing, lang)}</span>
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
          itemType={kind.id}
          itemId={listing._id}
          isFavorite={listing.isFavorite}
          isBookmarked={listing.isBookmarked}
          listingName={listing.name}
        />
      }
    />
  );
}
