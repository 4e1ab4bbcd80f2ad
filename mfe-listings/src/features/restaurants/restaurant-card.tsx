import { areas, cuisines } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { RestaurantSummary } from 'contracts/schemas/restaurant';
import { PriceLevel } from 'design-system/price-level';
import styles from './restaurants.module.css';

export function RestaurantCard({ restaurant, lang }: { restaurant: RestaurantSummary; lang: Lang }) {
  const cover = restaurant.coverImage;
  return (
    <article className={styles.card} data-testid="restaurant-card">
      {cover ? (
        <img
          className={styles.cover}
          src={cover.src}
          srcSet={cover.srcset}
          sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          alt={cover.alt}
          width={cover.width}
          height={cover.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{restaurant.name}</h2>
        <p className={styles.meta}>
          <span>{areas.labels[restaurant.area][lang]}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="cuisines">
            {restaurant.cuisineTypes.map((c) => cuisines.labels[c][lang]).join(lang === 'ar' ? '، ' : ', ')}
          </span>
        </p>
        <PriceLevel level={restaurant.pricing} lang={lang} />
      </div>
    </article>
  );
}
