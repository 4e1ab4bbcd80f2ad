import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** A small label (cuisine, category, amenity). */
export function Tag({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'brand' }) {
  return <span className={`${styles.tag} ${tone === 'brand' ? styles.brand : ''}`}>{children}</span>;
}
