import type { AdCategory } from 'contracts/enums';
import type { ListingKind } from 'contracts/listing-kinds';
import type { DetailRecord } from 'contracts/page-meta';
import type { RestaurantDetail } from 'contracts/schemas/restaurant';
import { PriceLevel } from 'design-system/price-level';
import { Tag } from 'design-system/tag';
import { formatMonthYear } from 'platform/intl';
import { PageMeta } from 'platform/page-meta';
import { type ReactNode, useDeferredValue } from 'react';
import { AdBlock } from '../ads/ad-block.tsx';
import { SaveToggles } from '../save-toggles/save-toggles.tsx';
import { directionsUrl } from './directions-url.ts';
import styles from './listing-detail.module.css';
import { ListingHours, ListingOpenNow } from './listing-hours.tsx';
import { listingPhotos, PhotoBlock } from './photo-block.tsx';
import { ShareButton } from './share-button.tsx';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** The fields every kind of listing has on its page. */
type CommonListingDetail = Pick<
  RestaurantDetail,
  | '_id'
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
  | 'featured'
  | 'wheelchairAccessible'
  | 'memberSince'
  | 'isFavorite'
  | 'isBookmarked'
>;

export type ListingDetailViewProps = {
  kind: ListingKind;
  listing: CommonListingDetail;
  /** The canonical path of this page. */
  path: string;
  /** The listing as the page's meta describes it (contracts/page-meta: title, card, JSON-LD). */
  meta: DetailRecord;
  /** Under the name: area, cuisines or categories. */
  subtitle: ReactNode;
  /** What this kind of listing offers (the menu, the items for sale). */
  offer: ReactNode;
  /** Groups of enumeration values for the details section. */
  facts: ReactNode;
  similar: ReactNode;
};

function ContactCard({ listing }: { listing: CommonListingDetail }) {
  const { t, lang } = useListingsT();
  return (
    <section className={styles.card} aria-labelledby="listing-contact">
      <h2 id="listing-contact" className={styles.cardTitle}>
        {t('detail.contact.title')}
      </h2>
      <dl className={styles.contactList}>
        <dt>{t('detail.contact.address')}</dt>
        <dd>{listing.address}</dd>
        <dt>{t('detail.contact.phone')}</dt>
        <dd>
          <a href={`tel:${listing.phone.replace(/\s/g, '')}`} dir="ltr" data-testid="listing-phone">
            {listing.phone}
          </a>
        </dd>
        <dt>{t('detail.pricing')}</dt>
        <dd>
          <PriceLevel level={listing.pricing} lang={lang} />
        </dd>
        <dt>{t('detail.memberSince')}</dt>
        <dd data-testid="member-since">{formatMonthYear(listing.memberSince, lang)}</dd>
      </dl>
      <a
        className={styles.primaryLink}
        href={directionsUrl(listing)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('detail.contact.directionsLabel', { name: listing.name })}
        data-testid="directions-link"
      >
        {t('detail.contact.directions')}
      </a>
    </section>
  );
}

/**
 * Whether the sections under the photos may render yet: not in the render that brings the record,
 * one step later. The record arrives through TanStack Query's store subscription, which React
 * renders synchronously, in one task; the heading and the photos (the page's largest paint) come in
 * that render, the rest in a background render that React slices and interrupts, so the answer's
 * arrival does not hold the main thread for the whole page.
 */
const useSectionsReady = () => useDeferredValue(true, false);

/** The layout both detail pages share: header, photos, what is on offer, details, hours, contact, ad. */
export function ListingDetailView({
  kind,
  listing,
  path,
  meta,
  subtitle,
  offer,
  facts,
  similar,
}: ListingDetailViewProps) {
  const { t, lang } = useListingsT();
  const adCategory: AdCategory = kind;
  const sectionsReady = useSectionsReady();
  return (
    <main className={styles.page} data-testid="listing-detail">
      <PageMeta lang={lang} detail={meta} />
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{listing.name}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          <div className={styles.badges}>
            <PriceLevel level={listing.pricing} lang={lang} />
            <ListingOpenNow hours={listing.hours} specialHours={listing.specialHours} />
            {listing.featured ? <Tag tone="brand">{t('detail.featured')}</Tag> : null}
          </div>
        </div>
        <div className={styles.actions}>
          <SaveToggles
            itemType={kind}
            itemId={listing._id}
            isFavorite={listing.isFavorite}
            isBookmarked={listing.isBookmarked}
            listingName={listing.name}
          />
          <ShareButton title={listing.name} path={path} />
        </div>
      </header>
      <PhotoBlock photos={listingPhotos(listing.coverImage, listing.gallery)} name={listing.name} />
      {sectionsReady ? (
        <Sections listing={listing} offer={offer} facts={facts} adCategory={adCategory} similar={similar} />
      ) : (
        // Holds the footer below the screen meanwhile: nothing in view moves when the sections come.
        <div className={styles.sectionsPending} />
      )}
    </main>
  );
}

function Sections({
  listing,
  offer,
  facts,
  adCategory,
  similar,
}: Pick<ListingDetailViewProps, 'listing' | 'offer' | 'facts' | 'similar'> & { adCategory: AdCategory }) {
  const { t } = useListingsT();
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="listing-about">
            <h2 id="listing-about" className={styles.sectionTitle}>
              {t('detail.about')}
            </h2>
            <p className={styles.description}>{listing.description}</p>
          </section>
          {offer}
          <section aria-labelledby="listing-details">
            <h2 id="listing-details" className={styles.sectionTitle}>
              {t('detail.details')}
            </h2>
            <div className={styles.facts}>
              {facts}
              <div className={styles.fact}>
                <h3 className={styles.factTitle}>{t('detail.accessibility')}</h3>
                <p data-testid="wheelchair">
                  {t(listing.wheelchairAccessible ? 'detail.wheelchair.yes' : 'detail.wheelchair.no')}
                </p>
              </div>
            </div>
          </section>
        </div>
        <div className={styles.aside}>
          <ListingHours hours={listing.hours} specialHours={listing.specialHours} />
          <ContactCard listing={listing} />
          <AdBlock category={adCategory} />
        </div>
      </div>
      {similar}
    </>
  );
}
