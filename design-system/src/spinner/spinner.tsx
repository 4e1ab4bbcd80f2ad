import styles from './spinner.module.css';

/**
 * A turning ring. With a `label` it is a status screen readers announce; without one it is
 * decoration inside something that already says it is busy.
 */
export function Spinner({ label }: { label?: string }) {
  if (!label) return <span className={styles.spinner} aria-hidden="true" />;
  return (
    <span role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
