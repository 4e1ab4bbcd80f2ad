import { errorMessage } from 'contracts/errors';
import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import { routes } from 'contracts/routes';
import { EmptyState } from 'design-system/empty-state';
import { PageMeta } from 'platform/page-meta';
import { RouterLink } from 'platform/router-link';
import styles from './listing-detail.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** 'Restaurant not found' / 'Gift Shop not found' (spec §8), with ways back into the directory. */
export function ListingNotFound({ kind }: { kind: ListingKindDescriptor }) {
  const { t, lang } = useListingsT();
  const title = errorMessage(kind.notFound, lang);
  return (
    <main className={styles.page} data-testid="listing-not-found">
      <PageMeta lang={lang} missing />
      <EmptyState
        title={title}
        text={t('detail.notFound.text')}
        action={
          <nav className={styles.notFoundLinks} aria-label={title}>
            <RouterLink href={routes[kind.routes.list]} className={styles.primaryLink}>
              {t(kind.labels.browse)}
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
