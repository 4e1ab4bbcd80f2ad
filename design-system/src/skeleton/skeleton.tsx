import styles from './skeleton.module.css';

/** A placeholder block while content loads (hidden from screen readers; the region says it is busy). */
export function Skeleton({
  blockSize = '1rem',
  inlineSize = '100%',
  radius = 'var(--radius-sm)',
}: {
  blockSize?: string;
  inlineSize?: string;
  radius?: string;
}) {
  return (
    <span aria-hidden="true" className={styles.skeleton} style={{ blockSize, inlineSize, borderRadius: radius }} />
  );
}
