import {
  ambiences,
  amenities,
  areas,
  cuisines,
  deliveryOptions,
  dietaryPreferences,
  diningOptions,
  mealOptions,
} from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { RestaurantDetail, RestaurantSummary } from 'contracts/schemas/restaurant';
import { Navigate, useLocation, useParams } from 'react-router';
import { FactList } from '../../components/listing-detail/fact-list.tsx';
import { ListingDetailView } from '../../components/listing-detail/listing-detail-view.tsx';
import { ListingLoadError } from '../../components/listing-detail/listing-load-error.tsx';
import { ListingNotFound } from '../../components/listing-detail/listing-not-found.tsx';
import { ListingSkeleton } from '../../components/listing-detail/listing-skeleton.tsx';
import { SimilarListings } from '../../components/listing-detail/similar-listings.tsx';
import { useListingsT } from '../../components/listing-detail/use-lang.ts';
import { cuisineNames, RestaurantCard, restaurantPath } from '../../components/listing-list/listing-cards.tsx';
import { prefetchRestaurant, useRestaurantDetail, useSimilarRestaurants } from './restaurant-detail-api.ts';
import { RestaurantMenu } from './restaurant-detail-menu.tsx';
import '../../components/listing-detail/i18n/register.ts';

const areaAndCuisines = (restaurant: Pick<RestaurantSummary, 'area' | 'cuisineTypes'>, lang: Lang) =>
  `${areas.labels[restaurant.area][lang]} · ${cuisineNames(restaurant, lang)}`;

function RestaurantFacts({ restaurant, lang }: { restaurant: RestaurantDetail; lang: Lang }) {
  const { t } = useListingsT();
  return (
    <>
      <FactList
        title={t('detail.restaurant.cuisine')}
        values={restaurant.cuisineTypes}
        labels={cuisines.labels}
        lang={lang}
      />
      <FactList
        title={t('detail.restaurant.dining')}
        values={restaurant.diningOptions}
        labels={diningOptions.labels}
        lang={lang}
      />
      <FactList
        title={t('detail.restaurant.delivery')}
        values={restaurant.deliveryOptions}
        labels={deliveryOptions.labels}
        lang={lang}
      />
      <FactList
        title={t('detail.restaurant.meals')}
        values={restaurant.mealOptions}
        labels={mealOptions.labels}
        lang={lang}
      />
      <FactList
        title={t('detail.restaurant.dietary')}
        values={restaurant.dietaryPreferences}
        labels={dietaryPreferences.labels}
        lang={lang}
      />
      <FactList
        title={t('detail.restaurant.ambience')}
        values={restaurant.ambience}
        labels={ambiences.labels}
        lang={lang}
      />
      <FactList
        title={t('detail.restaurant.amenities')}
        values={restaurant.amenities}
        labels={amenities.labels}
        lang={lang}
      />
    </>
  );
}

function RestaurantDetailContent({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t, lang } = useListingsT();
  const similar = useSimilarRestaurants(lang, restaurant);
  const path = restaurantPath(restaurant);
  return (
    <ListingDetailView
      kind="restaurant"
      listing={restaurant}
      path={path}
      meta={{ kind: 'restaurant', record: restaurant }}
      subtitle={areaAndCuisines(restaurant, lang)}
      offer={<RestaurantMenu restaurant={restaurant} />}
      facts={<RestaurantFacts restaurant={restaurant} lang={lang} />}
      similar={
        <SimilarListings
          title={t('detail.similar.restaurants')}
          currentId={restaurant._id}
          listings={similar.data?.restaurants}
          renderCard={(r) => <RestaurantCard restaurant={r} lang={lang} headingLevel={3} testId="similar-listing" />}
        />
      }
    />
  );
}

export const prefetch = prefetchRestaurant;

/** `/restaurant/:slug/:id`: one restaurant; an outdated slug moves to the current one. */
export default function RestaurantPage() {
  const { slug = '', id = '' } = useParams();
  const { search } = useLocation();
  const { lang } = useListingsT();
  const query = useRestaurantDetail(lang, id);
  if (query.isPending) return <ListingSkeleton />;
  // No record at all: the first load failed. A refetch that fails (e.g. after saving a favorite) keeps
  // the record, so the page being read stays.
  if (query.data === undefined) {
    return <ListingLoadError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data === null) return <ListingNotFound kind="restaurant" />;
  const restaurant = query.data;
  if (restaurant.slug !== slug) return <Navigate replace to={`${restaurantPath(restaurant)}${search}`} />;
  return <RestaurantDetailContent restaurant={restaurant} />;
}
