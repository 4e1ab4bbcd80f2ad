import { Button } from '../button/button.tsx';
import styles from './load-more.module.css';

export type LoadMoreProps = {
  /** Already translated, e.g. "Showing 1 - 12 out of 64 results". */
  summary: string;
  /** The button's text, e.g. "Load more". */
  label: string;
  /** What the button says while the next page loads. */
  loadingLabel: string;
  /** Whether there is a next page; without one only the summary shows. */
  hasMore: boolean;
  /** While the next page loads: the button stays in place and says so. */
  loading: boolean;
  /** Called for the next page (and again after an error). */
  onLoadMore: () => void;
  /** Already translated: the last page asked for did not come; the button asks again. */
  error?: string;
};

/** "Showing 1 - X out of Y results" and a button for the next page, and what went wrong with the last one. */
export function LoadMore({ summary, label, loadingLabel, hasMore, loading, onLoadMore, error }: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      <p aria-live="polite" className={styles.summary}>
        {summary}
      </p>
      {hasMore ? (
        <Button variant="secondary" loading={loading} loadingLabel={loadingLabel} onClick={onLoadMore}>
          {label}
        </Button>
      ) : null}
      {/* Hidden while the button asks again, so the dots and the error never show together. */}
      {error && !loading ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
