import { areas } from 'contracts/enums';
import type { ListingDetail, ListingKindDescriptor } from 'contracts/listing-kinds';
import type { DetailRecord } from 'contracts/page-meta';
import type { RestaurantDetail } from 'contracts/schemas/restaurant';
import { Navigate, useLocation, useParams } from 'react-router';
import { useListingDetail, useSimilarListings } from '../../lib/listing-detail-api.ts';
import { categoryNames, ListingSummaryCard, listingPath } from '../listing-list/listing-cards.tsx';
import { ListingDetailView } from './listing-detail-view.tsx';
import { ListingLoadError } from './listing-load-error.tsx';
import { ListingNotFound } from './listing-not-found.tsx';
import { FactGroups, ListingOffer } from './listing-offer.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { RestaurantMenu } from './restaurant-menu.tsx';
import { SimilarListings } from './similar-listings.tsx';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** The part of the page only its kind has (contracts/listing-kinds `part`). */
function KindPart({ kind, listing }: { kind: ListingKindDescriptor; listing: ListingDetail }) {
  const { part } = kind;
  if (part.name === 'menu') return <RestaurantMenu restaurant={listing as RestaurantDetail} />;
  return <ListingOffer kind={kind} listing={listing} title={part.label} groups={part.groups} />;
}

function ListingDetailContent({ kind, listing }: { kind: ListingKindDescriptor; listing: ListingDetail }) {
  const { t, lang } = useListingsT();
  const similar = useSimilarListings(kind, lang, listing);
  return (
    <ListingDetailView
      kind={kind.id}
      listing={listing}
      path={listingPath(kind, listing)}
      meta={{ kind: kind.id, record: listing } as DetailRecord}
      subtitle={`${areas.labels[listing.area][lang]} · ${categoryNames(kind, listing, lang)}`}
      offer={<KindPart kind={kind} listing={listing} />}
      facts={<FactGroups listing={listing} groups={kind.facts} />}
      similar={
        <SimilarListings
          title={t(kind.labels.similar)}
          currentId={listing._id}
          listings={similar.data?.[kind.plural]}
          renderCard={(other) => (
            <ListingSummaryCard kind={kind} listing={other} lang={lang} headingLevel={3} testId="similar-listing" />
          )}
        />
      }
    />
  );
}

/** A listing's page (`/restaurant/:slug/:id`, `/gift-shop/:slug/:id`); an outdated slug moves to the current one. */
export function ListingPage({ kind }: { kind: ListingKindDescriptor }) {
  const { slug = '', id = '' } = useParams();
  const { search } = useLocation();
  const { lang } = useListingsT();
  const query = useListingDetail(kind, lang, id);
  if (query.isPending) return <ListingSkeleton />;
  // No record at all: the first load failed. A refetch that fails (e.g. after saving a favorite) keeps
  // the record, so the page being read stays.
  if (query.data === undefined) {
    return <ListingLoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === null) return <ListingNotFound kind={kind} />;
  const listing = query.data;
  if (listing.slug !== slug) return <Navigate replace to={`${listingPath(kind, listing)}${search}`} />;
  return <ListingDetailContent kind={kind} listing={listing} />;
}
