import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** A small label (cuisine, category, amenity). */
export function Tag({
  children,
  tone = 'neutral',
}: {
  /** A word or two (translated). */
  children: ReactNode;
  /** neutral for facts (cuisine, amenity); brand to stand out (open now). */
  tone?: 'neutral' | 'brand';
}) {
  return <span className={`${styles.tag} ${tone === 'brand' ? styles.brand : ''}`}>{children}</span>;
}
