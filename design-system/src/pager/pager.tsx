import styles from './pager.module.css';

export type PagerLabels = {
  /** The controls' landmark name ("Pages of users"). */
  paging: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", in the page's language and digits. */
  pageOf: (page: number, pageCount: number) => string;
};

/**
 * Previous and next around "Page 2 of 5", for lists paged by the server: the caller owns the page
 * (in the URL) and fetches what `onPageChange` asks for. `busy` disables both while a page loads.
 */
export function Pager({
  labels,
  page,
  pageCount,
  onPageChange,
  busy = false,
  align = 'end',
}: {
  /** Translated names of the controls and the "Page 2 of 5" line. */
  labels: PagerLabels;
  /** The page shown, counted from 1. */
  page: number;
  /** How many pages there are (0 or 1: the buttons are disabled). */
  pageCount: number;
  /** Called with the page a person asks for. */
  onPageChange: (page: number) => void;
  /** Disables both buttons while a page loads. */
  busy?: boolean;
  /** Where the controls sit on their line. */
  align?: 'center' | 'end';
}) {
  const lastPage = Math.max(pageCount, 1);
  return (
    <nav className={`${styles.pager} ${align === 'center' ? styles.centered : ''}`} aria-label={labels.paging}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(page - 1)}
      >
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.pageOf(page, lastPage)}</span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= lastPage || busy}
        onClick={() => onPageChange(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
