import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import styles from './listing-detail.module.css';
import { useListingsT } from './use-lang.ts';
import './i18n/register.ts';

/** The listing could not be loaded (network, server): say so and offer a retry. */
export function ListingLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useListingsT();
  return (
    <main className={styles.page} data-testid="listing-error">
      <EmptyState
        title={t('detail.error.title')}
        text={t('detail.error.text')}
        action={
          <Button onClick={onRetry} loading={retrying}>
            {t('detail.error.retry')}
          </Button>
        }
      />
    </main>
  );
}
