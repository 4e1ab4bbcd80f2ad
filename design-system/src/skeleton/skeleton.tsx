import styles from './skeleton.module.css';

/** A placeholder block while content loads (hidden from screen readers; the region says it is busy). */
export function Skeleton({
  blockSize = '1rem',
  inlineSize = '100%',
  radius = 'var(--radius-sm)',
}: {
  /** Its height, a CSS length (default 1rem). */
  blockSize?: string;
  /** Its width, a CSS length (default the full line). */
  inlineSize?: string;
  /** Its corner radius, a CSS length or radius token (default `var(--radius-sm)`). */
  radius?: string;
}) {
  return (
    <span aria-hidden="true" className={styles.skeleton} style={{ blockSize, inlineSize, borderRadius: radius }} />
  );
}
