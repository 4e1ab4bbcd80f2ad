import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Nothing to show: a title, a line of help and an action (e.g. reset the filters). */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <section className={styles.empty}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </section>
  );
}
