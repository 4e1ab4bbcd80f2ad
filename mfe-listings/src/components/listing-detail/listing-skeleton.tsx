import { Skeleton } from 'design-system/skeleton';
import styles from './listing-detail.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** The page's shape while the listing loads, so nothing jumps when it arrives. */
export function ListingSkeleton() {
  const { t } = useListingsT();
  return (
    <main className={styles.page} aria-busy="true" data-testid="listing-loading">
      <p className={styles.visuallyHidden} role="status">
        {t('detail.loading')}
      </p>
      <Skeleton blockSize="2.5rem" inlineSize="60%" />
      <div className={styles.skeletonGap}>
        <Skeleton blockSize="1rem" inlineSize="40%" />
      </div>
      <div className={styles.skeletonPhotos}>
        <Skeleton blockSize="100%" radius="var(--radius-lg)" />
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton blockSize="8rem" />
          <Skeleton blockSize="12rem" />
        </div>
        <div className={styles.aside}>
          <Skeleton blockSize="16rem" radius="var(--radius-md)" />
        </div>
      </div>
    </main>
  );
}
