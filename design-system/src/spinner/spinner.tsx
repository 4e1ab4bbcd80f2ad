import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

/**
 * A turning ring. With a `label` it is a status screen readers announce; without one it is
 * decoration inside something that already says it is busy. With `hiddenForMs` the ring keeps its
 * place but shows (and turns) only after that long: a wait shorter than that needs no spinner.
 */
export function Spinner({
  label,
  hiddenForMs = 0,
}: {
  /** Translated; given, the spinner is a status screen readers announce. */
  label?: string;
  /** How long the ring stays hidden (keeping its place) before it shows. */
  hiddenForMs?: number;
}) {
  const delayed = hiddenForMs > 0;
  const ring = (
    <span
      className={delayed ? `${styles.spinner} ${styles.delayed}` : styles.spinner}
      style={delayed ? ({ '--spinner-delay': `${Math.round(hiddenForMs)}ms` } as CSSProperties) : undefined}
      aria-hidden="true"
    />
  );
  if (!label) return ring;
  return (
    <span role="status" aria-busy="true">
      {ring}
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
