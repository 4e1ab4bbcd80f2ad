import { LogoMark } from '../logo/logo.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './full-screen-loader.module.css';

/** The logo with a spinner while a page loads; `label` (e.g. "Loading…") is what screen readers hear. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite" aria-busy="true" data-testid="full-screen-loader">
      <LogoMark size="lg" />
      <Spinner />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  );
}
