import { errorMessage } from 'contracts/errors';
import { routes } from 'contracts/routes';
import { EmptyState } from 'design-system/empty-state';
import { PageMeta } from 'platform/page-meta';
import { RouterLink } from 'platform/router-link';
import styles from './listing-detail.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** 'Restaurant not found' / 'Gift Shop not found' (spec §8), with ways back into the directory. */
export function ListingNotFound({ kind }: { kind: 'restaurant' | 'shop' }) {
  const { t, lang } = useListingsT();
  const title = errorMessage(kind === 'restaurant' ? 'RESTAURANT_NOT_FOUND' : 'GIFT_SHOP_NOT_FOUND', lang);
  return (
    <main className={styles.page} data-testid="listing-not-found">
      <PageMeta lang={lang} missing />
      <EmptyState
        title={title}
        text={t('detail.notFound.text')}
        action={
          <nav className={styles.notFoundLinks} aria-label={title}>
            <RouterLink
              href={kind === 'restaurant' ? routes.restaurants : routes.giftShops}
              className={styles.primaryLink}
            >
              {t(kind === 'restaurant' ? 'detail.notFound.restaurants' : 'detail.notFound.shops')}
            </RouterLink>
            <RouterLink href={routes.home} className={styles.secondaryLink}>
              {t('detail.notFound.home')}
            </RouterLink>
          </nav>
        }
      />
    </main>
  );
}
