import type { Lang } from 'contracts/i18n';
import type { RestaurantDetail } from 'contracts/schemas/restaurant';
import { Inline } from 'design-system/inline';
import { formatQar } from 'platform/intl';
import styles from './restaurant-menu.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

type MenuItem = RestaurantDetail['featuredDish'];

function DishLine({ item, lang }: { item: MenuItem; lang: Lang }) {
  return (
    <>
      <Inline gap={4} justify="space-between" align="baseline" wrap={false}>
        <span className={styles.dishName}>{item.name}</span>
        <span className={styles.price}>{formatQar(item.priceQar, lang)}</span>
      </Inline>
      {item.description ? <p className={styles.dishDescription}>{item.description}</p> : null}
    </>
  );
}

/** A restaurant's own part of its page: the house favourite, then the menu section by section. */
export function RestaurantMenu({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t, lang } = useListingsT();
  return (
    <section aria-labelledby="restaurant-menu">
      <h2 id="restaurant-menu" className={styles.sectionTitle}>
        {t('detail.restaurant.menu')}
      </h2>
      <div className={styles.featuredDish} data-testid="featured-dish">
        <h3 className={styles.featuredLabel}>{t('detail.restaurant.featuredDish')}</h3>
        <DishLine item={restaurant.featuredDish} lang={lang} />
      </div>
      {restaurant.menu.map((section) => (
        <div key={section.title} className={styles.menuSection}>
          <h3 className={styles.menuTitle}>{section.title}</h3>
          <ul className={styles.menuItems}>
            {section.items.map((item) => (
              <li key={item.name}>
                <DishLine item={item} lang={lang} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
