import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/**
 * Nothing to show: a title, a line of help and an action (e.g. reset the filters). `alert` makes it
 * announced when it replaces content after a change (a filter whose results could not be loaded),
 * which a screen reader would otherwise not hear of.
 */
export function EmptyState({
  title,
  text,
  action,
  alert = false,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <section className={styles.empty} role={alert ? 'alert' : undefined}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </section>
  );
}
