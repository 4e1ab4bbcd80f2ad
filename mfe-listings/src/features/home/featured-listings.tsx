import type { Lang } from 'contracts/i18n';
import { listingKinds } from 'contracts/listing-kinds';
import { HOME_SECTION_SIZE } from 'contracts/page-data';
import { routes } from 'contracts/routes';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import type { ShopSummary } from 'contracts/schemas/shop';
import { Grid } from 'design-system/grid';
import { Skeleton } from 'design-system/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingSummaryCard } from '../../components/listing-list/listing-cards.tsx';
import styles from './home.module.css';
import { useFeaturedRestaurants, useFeaturedShops } from './home-api.ts';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

type SectionState = 'pending' | 'error' | 'empty' | 'ready';

/**
 * What a section shows, decided by the data it holds: cards already shown stay when a refetch
 * fails (saving a favorite refetches the lists), with the toggle the user just pressed.
 */
export function sectionState(query: { status: 'pending' | 'error' | 'success'; data?: unknown }, count: number) {
  if (query.data === undefined) return query.status === 'error' ? 'error' : 'pending';
  return count === 0 ? 'empty' : 'ready';
}

/**
 * A home section: heading, a line of text, cards (or skeletons, or a line saying there are none or
 * that they could not be loaded) and a link to the whole list.
 */
export function HomeSection({
  id,
  title,
  text,
  moreHref,
  moreLabel,
  state,
  emptyText,
  failedText,
  children,
}: {
  id: string;
  title: string;
  text: string;
  moreHref: string;
  moreLabel: string;
  state: SectionState;
  emptyText: string;
  failedText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionText}>{text}</p>
        </div>
        <Link className={styles.more} to={moreHref}>
          {moreLabel}
        </Link>
      </div>
      {state === 'pending' ? (
        <Grid as="ul" columns="cards" gap={6} aria-busy="true" aria-label={t('home.featured.loading')}>
          {Array.from({ length: HOME_SECTION_SIZE }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={n}>
              <Skeleton blockSize="16rem" radius="var(--radius-lg)" />
            </li>
          ))}
        </Grid>
      ) : state === 'error' ? (
        <p className={styles.sectionText}>{failedText}</p>
      ) : state === 'empty' ? (
        <p className={styles.sectionText}>{emptyText}</p>
      ) : (
        <Grid as="ul" columns="cards" gap={6}>
          {children}
        </Grid>
      )}
    </section>
  );
}

export function FeaturedRestaurants({ lang }: { lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const query = useFeaturedRestaurants(lang);
  const restaurants = query.data?.restaurants ?? [];
  return (
    <HomeSection
      id="featured-restaurants"
      title={t('home.featured.restaurants')}
      text={t('home.featured.restaurantsText')}
      moreHref={routes.restaurants}
      moreLabel={t('home.featured.seeAllRestaurants')}
      state={sectionState(query, restaurants.length)}
      emptyText={t('home.featured.noneRestaurants')}
      failedText={t('home.featured.failed')}
    >
      {restaurants.map((restaurant: RestaurantSummary, index) => (
        <li key={restaurant._id}>
          {/* The first featured photo shows on a phone's first screen, and is its largest element. */}
          <ListingSummaryCard
            kind={listingKinds.restaurant}
            listing={restaurant}
            lang={lang}
            headingLevel={3}
            testId="featured-restaurant"
            load={index === 0 ? 'lead' : 'lazy'}
          />
        </li>
      ))}
    </HomeSection>
  );
}

export function FeaturedShops({ lang }: { lang: Lang }) {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const query = useFeaturedShops(lang);
  const shops = query.data?.shops ?? [];
  return (
    <HomeSection
      id="featured-shops"
      title={t('home.featured.shops')}
      text={t('home.featured.shopsText')}
      moreHref={routes.giftShops}
      moreLabel={t('home.featured.seeAllShops')}
      state={sectionState(query, shops.length)}
      emptyText={t('home.featured.noneShops')}
      failedText={t('home.featured.failed')}
    >
      {shops.map((shop: ShopSummary) => (
        <li key={shop._id}>
          <ListingSummaryCard
            kind={listingKinds.shop}
            listing={shop}
            lang={lang}
            headingLevel={3}
            testId="featured-shop"
          />
        </li>
      ))}
    </HomeSection>
  );
}
